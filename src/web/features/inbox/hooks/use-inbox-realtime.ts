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
    const source = new EventSource("/api/realtime/stream", { withCredentials: true });
    const refetch = coalesce(() => reloadInbox(queryClient));
    const onEvent = () => void refetch();
    source.addEventListener("ready", onEvent);
    for (const type of INBOX_EVENTS) source.addEventListener(type, onEvent);
    return () => source.close();
  }, [queryClient]);
}
