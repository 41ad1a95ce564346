import type { Timeframe } from "@shared/analytics/analytics.constants";
import { overviewResponseSchema } from "@shared/analytics/analytics.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";

/** POST /api/analytics/analytics-dashboard, read by the leads screen's Analytics Overview. */
export function getLeadsOverview(timeframe: Timeframe) {
  return apiRequest("/api/analytics/analytics-dashboard", {
    method: "POST",
    body: { timeframe },
    schema: overviewResponseSchema,
  });
}

export const leadsOverviewQueryOptions = (timeframe: Timeframe) =>
  queryOptions({
    queryKey: ["analytics", "overview", timeframe],
    queryFn: () => getLeadsOverview(timeframe),
  });

export function useLeadsOverview(timeframe: Timeframe) {
  return useQuery(leadsOverviewQueryOptions(timeframe));
}
