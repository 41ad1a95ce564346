import { type CreateApiKeyInput, createdApiKeySchema } from "@shared/api-keys/api-keys.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { API_KEYS_QUERY_KEY } from "./get-api-keys";

/** POST /api/settings/api-keys: the answer is the only time the token is shown. */
export function createApiKey(input: CreateApiKeyInput) {
  return apiRequest("/api/settings/api-keys", { method: "POST", body: input, schema: createdApiKeySchema });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY }),
  });
}
