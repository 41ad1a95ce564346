import { brandProductsResponseSchema } from "@shared/brand/brand-settings.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { BRAND_PRODUCTS_QUERY_KEY } from "./brand-query-keys";

/** GET /api/brand/products: active store products by title, with featured and hidden flags. */
export function getBrandProducts() {
  return apiRequest("/api/brand/products", { schema: brandProductsResponseSchema });
}

export const brandProductsQueryOptions = () =>
  queryOptions({ queryKey: BRAND_PRODUCTS_QUERY_KEY, queryFn: getBrandProducts });

export function useBrandProducts() {
  return useQuery(brandProductsQueryOptions());
}
