import { pickerProductsResponseSchema } from "@shared/inbox/inbox.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { PICKER_PRODUCTS_QUERY_KEY } from "./inbox-query-keys";

/** GET /api/inbox/products: the team's active products, by title, at most 50. */
export const pickerProductsQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: PICKER_PRODUCTS_QUERY_KEY,
    queryFn: () => apiRequest("/api/inbox/products", { schema: pickerProductsResponseSchema }),
    enabled,
  });

export function usePickerProducts(enabled: boolean) {
  return useQuery(pickerProductsQueryOptions(enabled));
}
