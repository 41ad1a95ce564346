import { type DomainEventType, STREAM_READY_EVENT } from "@shared/realtime/domain-events";
import { useQueryClient } from "@tanstack/react-query";
import { coalesce } from "@web/lib/coalesce";
import { subscribeTeamStream } from "@web/lib/team-stream";
import { useEffect } from "react";
import { routingKey } from "../api/routing-query-keys";

/**
 * The domain events that change the queue, the cards or the statistics. A new message enters the
 * queue with its analysis (analysis.completed), so message.created alone changes nothing here.
 */
export const ROUTING_EVENTS = [
  "analysis.completed",
  "response.sent",
  "routing.updated",
  "presence.changed",
] as const satisfies readonly DomainEventType[];
/** These also change the people and settings an admin edits. */
const SETUP_EVENTS = new Set(["routing.updated", "presence.changed", "ready"]);

/**
 * The team's event stream drives the dashboard: every change refetches (coalesced, so a burst is
 * one refetch after the last event). No polling; `ready` catches up after a reconnect (a closed
 * stream is reopened by `subscribeTeamStream`). The open stream is also this person's presence.
 */
export function useRoutingRealtime() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const dashboard = coalesce(() => queryClient.invalidateQueries({ queryKey: routingKey("dashboard") }));
    const setup = coalesce(() => queryClient.invalidateQueries({ queryKey: routingKey("setup") }));
    const on = (type: string) => () => {
      void dashboard();
      if (SETUP_EVENTS.has(type)) void setup();
    };
    return subscribeTeamStream(
      Object.fromEntries([STREAM_READY_EVENT, ...ROUTING_EVENTS].map((type) => [type, on(type)])),
    );
  }, [queryClient]);
}
