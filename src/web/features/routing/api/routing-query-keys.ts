import type { RoutingFilters } from "@shared/routing/routing.schema";
import type { QueryClient } from "@tanstack/react-query";

export const ROUTING_QUERY_KEY = ["routing"] as const;
export const routingKey = (part: string, filters?: RoutingFilters) =>
  filters ? ([...ROUTING_QUERY_KEY, part, filters] as const) : ([...ROUTING_QUERY_KEY, part] as const);

export const filtersQuery = (f: RoutingFilters) => new URLSearchParams(f).toString();

/** Everything the Team Dashboard shows is reloaded together. */
export const reloadRouting = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ROUTING_QUERY_KEY });
