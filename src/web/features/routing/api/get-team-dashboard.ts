import { type RoutingFilters, teamDashboardResponseSchema } from "@shared/routing/routing.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { filtersQuery, routingKey } from "./routing-query-keys";

export const getTeamDashboard = (filters: RoutingFilters) =>
  apiRequest(`/api/routing/dashboard?${filtersQuery(filters)}`, { schema: teamDashboardResponseSchema });

/** Queue, team cards and statistics in one request; the previous figures stay while a refetch runs. */
export const teamDashboardQueryOptions = (filters: RoutingFilters) =>
  queryOptions({
    queryKey: routingKey("dashboard", filters),
    queryFn: () => getTeamDashboard(filters),
    placeholderData: (previous) => previous,
  });

export function useTeamDashboard(filters: RoutingFilters) {
  return useQuery(teamDashboardQueryOptions(filters));
}
