import type { Timeframe } from "@shared/analytics/analytics.constants";
import { revenueResponseSchema } from "@shared/analytics/analytics.schema";
import { timeframeRange } from "@shared/analytics/timeframe";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";

/** POST /api/analytics/analytics-revenue: from today minus 7, 30 or 90 days, with last year when comparing. */
export function getRevenue(timeframe: Timeframe, includeComparison: boolean) {
  const range = timeframeRange(timeframe, new Date());
  return apiRequest("/api/analytics/analytics-revenue", {
    method: "POST",
    body: { start_date: range.start, end_date: range.end, include_comparison: includeComparison },
    schema: revenueResponseSchema,
  });
}

export const revenueQueryOptions = (timeframe: Timeframe, includeComparison: boolean) =>
  queryOptions({
    queryKey: ["analytics", "revenue", timeframe, includeComparison],
    queryFn: () => getRevenue(timeframe, includeComparison),
    placeholderData: keepPreviousData,
  });

export function useRevenue(timeframe: Timeframe, includeComparison: boolean) {
  return useQuery(revenueQueryOptions(timeframe, includeComparison));
}
