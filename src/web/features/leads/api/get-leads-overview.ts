import type { Timeframe } from "@shared/analytics/analytics.constants";
import { overviewResponseSchema } from "@shared/analytics/analytics.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";

/** POST /api/analytics/analytics-dashboard, read by the leads screen's Analytics Overview. */
export function getLeadsOverview(timeframe: Timeframe) {
  return apiRequest("/api/analytics/analytics-dashboard", {
    method: "POST",
    body: { timeframe },
    schema: overviewResponseSchema,
  });
}

export function useLeadsOverview(timeframe: Timeframe) {
  return useQuery({
    queryKey: ["analytics", "overview", timeframe],
    queryFn: () => getLeadsOverview(timeframe),
  });
}
