import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { API_KEYS_QUERY_KEY } from "./get-api-keys";

/** DELETE /api/settings/api-keys/:id: the key stops working at once. */
export function revokeApiKey(id: string) {
  return apiRequest(`/api/settings/api-keys/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY }),
  });
}
