import { type ProductToggle, productConfigResponseSchema } from "@shared/brand/brand-settings.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { BRAND_PRODUCTS_QUERY_KEY, BRAND_SAVE_KEY, BRAND_SETTINGS_QUERY_KEY } from "./brand-query-keys";

/** POST /api/brand/products/:id/toggle: turning featured on turns hidden off, and the reverse. */
export function toggleProduct({ productId, ...toggle }: ProductToggle & { productId: string }) {
  return apiRequest(`/api/brand/products/${encodeURIComponent(productId)}/toggle`, {
    method: "POST",
    body: toggle,
    schema: productConfigResponseSchema,
  });
}

export function useToggleProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: BRAND_SAVE_KEY,
    mutationFn: toggleProduct,
    onSettled: () => {
      queryClient.invalidateQueries({ queryKey: BRAND_PRODUCTS_QUERY_KEY });
      queryClient.invalidateQueries({ queryKey: BRAND_SETTINGS_QUERY_KEY });
    },
  });
}
