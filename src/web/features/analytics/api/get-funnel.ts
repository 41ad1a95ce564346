import type { Timeframe } from "@shared/analytics/analytics.constants";
import { funnelResponseSchema } from "@shared/analytics/analytics.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";

/** POST /api/analytics/customer-journey-funnel. */
export function getFunnel(timeframe: Timeframe) {
  return apiRequest("/api/analytics/customer-journey-funnel", {
    method: "POST",
    body: { timeframe },
    schema: funnelResponseSchema,
  });
}

export const funnelQueryOptions = (timeframe: Timeframe) =>
  queryOptions({ queryKey: ["analytics", "funnel", timeframe], queryFn: () => getFunnel(timeframe) });

export function useFunnel(timeframe: Timeframe) {
  return useQuery(funnelQueryOptions(timeframe));
}
