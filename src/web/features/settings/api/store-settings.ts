import { type StoreSettings, storeSettingsSchema } from "@shared/store/store.schema";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";

export const STORE_SETTINGS_QUERY_KEY = ["settings", "store"] as const;

/** GET and PUT /api/store/settings: the discount cap and whether members may act on the store. */
export const storeSettingsQueryOptions = queryOptions({
  queryKey: STORE_SETTINGS_QUERY_KEY,
  queryFn: () => apiRequest("/api/store/settings", { schema: storeSettingsSchema }),
});

export function useStoreSettings() {
  return useQuery(storeSettingsQueryOptions);
}

export function useSaveStoreSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StoreSettings) =>
      apiRequest("/api/store/settings", { method: "PUT", body: input, schema: storeSettingsSchema }),
    onSuccess: (saved) => queryClient.setQueryData(STORE_SETTINGS_QUERY_KEY, saved),
  });
}
