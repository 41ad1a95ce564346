import { deadlinesResponseSchema } from "@shared/routing/routing.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { INBOX_QUERY_KEY } from "./inbox-query-keys";

/** Under the list's key, so every inbox reload (realtime included) refreshes the countdowns too. */
export const ROUTING_DEADLINES_QUERY_KEY = [...INBOX_QUERY_KEY, "routing-deadlines"] as const;

export const getRoutingDeadlines = () =>
  apiRequest("/api/routing/deadlines", { schema: deadlinesResponseSchema });

/** SLA and reply-window deadlines of the team's open routing items, by message id (one request for all rows). */
export const routingDeadlinesQueryOptions = () =>
  queryOptions({
    queryKey: ROUTING_DEADLINES_QUERY_KEY,
    queryFn: getRoutingDeadlines,
    select: (data) => new Map(data.deadlines.map((d) => [d.message_id, d])),
  });

export function useRoutingDeadlines() {
  return useQuery(routingDeadlinesQueryOptions());
}
