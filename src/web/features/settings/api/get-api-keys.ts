import { apiKeyListSchema } from "@shared/api-keys/api-keys.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";

export const API_KEYS_QUERY_KEY = ["settings", "api-keys"] as const;

/** GET /api/settings/api-keys: the team's keys (never their tokens). */
export function getApiKeys() {
  return apiRequest("/api/settings/api-keys", { schema: apiKeyListSchema });
}

export const apiKeysQueryOptions = queryOptions({ queryKey: API_KEYS_QUERY_KEY, queryFn: getApiKeys });

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions);
}
