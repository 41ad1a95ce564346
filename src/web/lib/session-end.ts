import { authSessionSchema } from "@shared/auth/auth.schema";
import { SIGNED_OUT_REASONS, type SignedOutReason } from "@shared/realtime/domain-events";
import { z } from "zod";
import { apiRequest } from "./api-client";

type Listener = (reason: SignedOutReason) => void;
const listeners = new Set<Listener>();

/**
 * This browser's session is over (its person was removed from the team, or signed out elsewhere):
 * the app shell, listening with `onSessionEnd`, leaves the team's pages for the sign-in screen.
 */
export function announceSessionEnd(reason: SignedOutReason): void {
  for (const listener of [...listeners]) listener(reason);
}

export function onSessionEnd(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const signedOutDataSchema = z.object({ reason: z.enum(SIGNED_OUT_REASONS) });

/** The reason in a `signed-out` event's data; a session that ended when it names none. */
export function signedOutReason(data: unknown): SignedOutReason {
  try {
    const parsed = signedOutDataSchema.safeParse(typeof data === "string" ? JSON.parse(data) : data);
    return parsed.success ? parsed.data.reason : "session_ended";
  } catch {
    return "session_ended";
  }
}

/**
 * Whether the server still knows a session for this browser, asked after a 401 or a refused event
 * stream. Only the server saying "nobody" is false: a check that fails (offline, a restart) is no
 * answer, and the caller carries on as before.
 */
export async function sessionStillOpen(): Promise<boolean> {
  try {
    return (await apiRequest("/api/auth/get-session", { schema: authSessionSchema })) !== null;
  } catch {
    return true;
  }
}
