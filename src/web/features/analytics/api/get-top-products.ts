import { type Timeframe, TOP_PRODUCTS_LIMIT } from "@shared/analytics/analytics.constants";
import { productsResponseSchema } from "@shared/analytics/analytics.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";

/** POST /api/analytics/analytics-products: the top 5 products by net profit. */
export function getTopProducts(timeframe: Timeframe) {
  return apiRequest("/api/analytics/analytics-products", {
    method: "POST",
    body: { timeframe, limit: TOP_PRODUCTS_LIMIT },
    schema: productsResponseSchema,
  });
}

export const topProductsQueryOptions = (timeframe: Timeframe) =>
  queryOptions({
    queryKey: ["analytics", "products", timeframe],
    queryFn: () => getTopProducts(timeframe),
  });

export function useTopProducts(timeframe: Timeframe) {
  return useQuery(topProductsQueryOptions(timeframe));
}
