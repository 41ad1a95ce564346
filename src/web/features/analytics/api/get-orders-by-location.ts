import type { Timeframe } from "@shared/analytics/analytics.constants";
import { locationsResponseSchema } from "@shared/analytics/analytics.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";

/** POST /api/analytics/analytics-orders-location: the top 3 locations and the period's order count. */
export function getOrdersByLocation(timeframe: Timeframe) {
  return apiRequest("/api/analytics/analytics-orders-location", {
    method: "POST",
    body: { timeframe },
    schema: locationsResponseSchema,
  });
}

export const ordersByLocationQueryOptions = (timeframe: Timeframe) =>
  queryOptions({
    queryKey: ["analytics", "locations", timeframe],
    queryFn: () => getOrdersByLocation(timeframe),
  });

export function useOrdersByLocation(timeframe: Timeframe) {
  return useQuery(ordersByLocationQueryOptions(timeframe));
}
