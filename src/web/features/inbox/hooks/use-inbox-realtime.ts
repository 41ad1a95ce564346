import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { reloadInbox } from "../api/inbox-query-keys";

/** The domain events that change what the inbox shows. */
export const INBOX_EVENTS = [
  "message.created",
  "message.updated",
  "analysis.completed",
  "response.sent",
  "decision.updated",
] as const;

/**
 * Subscribes to the team's event stream and refetches the inbox on every change. EventSource
 * reconnects by itself after a drop; events missed meanwhile are caught up by refetching on the
 * `ready` that follows a reconnect.
 */
export function useInboxRealtime() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource("/api/realtime/stream", { withCredentials: true });
    const refetch = () => void reloadInbox(queryClient);
    let connectedBefore = false;
    const onReady = () => {
      if (connectedBefore) refetch();
      connectedBefore = true;
    };
    source.addEventListener("ready", onReady);
    for (const type of INBOX_EVENTS) source.addEventListener(type, refetch);
    return () => source.close();
  }, [queryClient]);
}
