import type { Timeframe } from "@shared/analytics/analytics.constants";
import { overviewResponseSchema } from "@shared/analytics/analytics.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";

/** POST /api/analytics/analytics-dashboard: the overview figures. */
export function getDashboardOverview(timeframe: Timeframe) {
  return apiRequest("/api/analytics/analytics-dashboard", {
    method: "POST",
    body: { timeframe },
    schema: overviewResponseSchema,
  });
}

export const dashboardOverviewQueryOptions = (timeframe: Timeframe) =>
  queryOptions({
    queryKey: ["analytics", "overview", timeframe],
    queryFn: () => getDashboardOverview(timeframe),
  });

export function useDashboardOverview(timeframe: Timeframe) {
  return useQuery(dashboardOverviewQueryOptions(timeframe));
}
