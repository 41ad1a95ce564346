import {
  abandonedCartListSchema,
  cartDmSentSchema,
  cartDmSuggestionSchema,
  type SendCartDmInput,
} from "@shared/community/abandoned-carts.schema";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { COMMUNITY_QUERY_KEY } from "./community-query-keys";

const cartPath = (token: string) => `/api/community/abandoned-carts/${encodeURIComponent(token)}`;

/** GET /api/community/abandoned-carts: the open carts with value, products and member. */
export const abandonedCartsQueryOptions = () =>
  queryOptions({
    queryKey: [...COMMUNITY_QUERY_KEY, "abandoned-carts"],
    queryFn: () => apiRequest("/api/community/abandoned-carts", { schema: abandonedCartListSchema }),
  });

export function useAbandonedCarts() {
  return useQuery(abandonedCartsQueryOptions());
}

/** POST …/dm-suggestion: the reminder text with its tracked link; nothing is sent. */
export function useSuggestCartDm(token: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest(`${cartPath(token)}/dm-suggestion`, { method: "POST", schema: cartDmSuggestionSchema }),
  });
}

/** POST …/dm: a person sends the reminder (once); the carts and cards reload. */
export function useSendCartDm(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SendCartDmInput) =>
      apiRequest(`${cartPath(token)}/dm`, { method: "POST", body, schema: cartDmSentSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: COMMUNITY_QUERY_KEY }),
  });
}
