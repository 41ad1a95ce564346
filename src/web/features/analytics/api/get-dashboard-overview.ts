import type { Timeframe } from "@shared/analytics/analytics.constants";
import { overviewResponseSchema } from "@shared/analytics/analytics.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";

/** POST /api/analytics/analytics-dashboard: the overview figures. */
export function getDashboardOverview(timeframe: Timeframe) {
  return apiRequest("/api/analytics/analytics-dashboard", {
    method: "POST",
    body: { timeframe },
    schema: overviewResponseSchema,
  });
}

export function useDashboardOverview(timeframe: Timeframe) {
  return useQuery({
    queryKey: ["analytics", "overview", timeframe],
    queryFn: () => getDashboardOverview(timeframe),
  });
}
