import type { ResponseConfigInput } from "@shared/ai/response-config.schema";
import { responseConfigResponseSchema } from "@shared/brand/brand-response-config.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { BRAND_SAVE_KEY, RESPONSE_CONFIG_QUERY_KEY } from "./brand-query-keys";
import { responseConfigQueryOptions } from "./get-response-config";

/** PATCH /api/brand/response-config: the changed global or per-intent controls. */
export function updateResponseConfig(input: ResponseConfigInput) {
  return apiRequest("/api/brand/response-config", {
    method: "PATCH",
    body: input,
    schema: responseConfigResponseSchema,
  });
}

export function useUpdateResponseConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: BRAND_SAVE_KEY,
    mutationFn: updateResponseConfig,
    onSuccess: (data) => queryClient.setQueryData(responseConfigQueryOptions().queryKey, data),
    onError: () => queryClient.invalidateQueries({ queryKey: RESPONSE_CONFIG_QUERY_KEY }),
  });
}
