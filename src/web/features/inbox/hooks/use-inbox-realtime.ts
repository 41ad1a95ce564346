import { type DomainEventType, STREAM_READY_EVENT } from "@shared/realtime/domain-events";
import { useQueryClient } from "@tanstack/react-query";
import { coalesce } from "@web/lib/coalesce";
import { subscribeTeamStream } from "@web/lib/team-stream";
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
 * and the subscription, or while the stream was reopened (`subscribeTeamStream`), is caught up.
 */
export function useInboxRealtime() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refetch = coalesce(() => reloadInbox(queryClient));
    const onEvent = () => void refetch();
    return subscribeTeamStream(
      Object.fromEntries([STREAM_READY_EVENT, ...INBOX_EVENTS].map((type) => [type, onEvent])),
    );
  }, [queryClient]);
}
