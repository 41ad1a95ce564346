import { homeOverviewSchema } from "@shared/overview/home-overview.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";

export const HOME_OVERVIEW_QUERY_KEY = ["overview", "home"] as const;

export const getHomeOverview = () => apiRequest("/api/overview/home", { schema: homeOverviewSchema });

export const homeOverviewQueryOptions = () =>
  queryOptions({ queryKey: HOME_OVERVIEW_QUERY_KEY, queryFn: getHomeOverview });

export function useHomeOverview() {
  return useQuery(homeOverviewQueryOptions());
}
