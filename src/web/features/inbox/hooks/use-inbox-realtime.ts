import type { DomainEventType } from "@shared/realtime/domain-events";
import { useQueryClient } from "@tanstack/react-query";
import { coalesce } from "@web/lib/coalesce";
import { useEffect } from "react";
import { reloadInbox } from "../api/inbox-query-keys";

/** The domain events that change what the inbox shows. */
export const INBOX_EVENTS = [
  "message.created",
  "message.updated",
  "analysis.completed",
  "response.sent",
  "decision.updated",
] as const satisfies readonly DomainEventType[];

/**
 * Subscribes to the team's event stream and refetches the inbox on every change. Refetches never
 * overlap: events during a refetch ask for one more after it (`coalesce`), so a burst of events
 * cannot keep cancelling the fetch in flight, and the last fetch starts after the last event.
 * Every `ready` refetches, the first included: whatever happened between the page's first fetch
 * and the subscription, or while a dropped stream reconnected (EventSource does that by itself),
 * is caught up.
 */
export function useInboxRealtime() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const refetch = coalesce(() => reloadInbox(queryClient));
    const onEvent = () => void refetch();
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let delay = RETRY_FIRST_MS;
    let stopped = false;
    const open = () => {
      source = new EventSource("/api/realtime/stream", { withCredentials: true });
      source.addEventListener("ready", () => {
        delay = RETRY_FIRST_MS;
        onEvent();
      });
      for (const type of INBOX_EVENTS) source.addEventListener(type, onEvent);
      // EventSource retries a dropped stream by itself, but gives up for good when a retry is
      // answered with an error status (a 429 or a 503 while a server restarts): the list would
      // then silently stop following the team. Open a new one, backing off to 30 s.
      source.addEventListener("error", () => {
        if (stopped || source?.readyState !== EventSource.CLOSED) return;
        retry = setTimeout(open, delay);
        delay = Math.min(delay * 2, RETRY_MAX_MS);
      });
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [queryClient]);
}

const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;
