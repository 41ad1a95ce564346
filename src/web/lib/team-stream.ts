import { STREAM_READY_EVENT, STREAM_SIGNED_OUT_EVENT } from "@shared/realtime/domain-events";
import { announceSessionEnd, sessionStillOpen, signedOutReason } from "./session-end";

/**
 * Listens to the team's event stream (`/api/realtime/stream`): each named event calls its handler.
 * EventSource reconnects a dropped stream by itself, but gives up for good when a reconnect is
 * answered with an error status (a 429, or a 503 while a server restarts): the screen would then
 * silently stop following the team. A closed stream is opened again, backing off from 1 s to
 * 30 s; a `ready` (sent on every open) resets the back-off. Answers a function that stops it all.
 * Without EventSource (tests, old browsers) it does nothing.
 *
 * A session that is over is not retried: `signed-out` (the person was removed from the team, or
 * signed out elsewhere) stops the stream at once, and so does a refused reconnect once the server
 * says nobody is signed in (EventSource does not tell a 401 from a 503); either is announced
 * (`announceSessionEnd`) so the app leaves for the sign-in screen and says why.
 */
export function subscribeTeamStream(handlers: Readonly<Record<string, () => void>>): () => void {
  if (typeof EventSource === "undefined") return () => {};
  let source: EventSource | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let delay = RETRY_FIRST_MS;
  let stopped = false;
  const stop = () => {
    stopped = true;
    clearTimeout(retry);
    source?.close();
  };
  const open = () => {
    source = new EventSource(TEAM_STREAM_URL, { withCredentials: true });
    source.addEventListener(STREAM_READY_EVENT, () => {
      delay = RETRY_FIRST_MS;
    });
    for (const [type, handler] of Object.entries(handlers)) source.addEventListener(type, handler);
    source.addEventListener(STREAM_SIGNED_OUT_EVENT, (event) => {
      stop();
      announceSessionEnd(signedOutReason((event as MessageEvent).data));
    });
    source.addEventListener("error", () => {
      if (stopped || source?.readyState !== EventSource.CLOSED) return;
      void sessionStillOpen().then((stillOpen) => {
        if (stopped) return;
        if (!stillOpen) {
          stop();
          announceSessionEnd("session_ended");
          return;
        }
        retry = setTimeout(open, delay);
        delay = Math.min(delay * 2, RETRY_MAX_MS);
      });
    });
  };
  open();
  return stop;
}

export const TEAM_STREAM_URL = "/api/realtime/stream";
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;
