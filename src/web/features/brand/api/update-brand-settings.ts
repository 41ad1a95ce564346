import { type BrandSettingsPatch, brandSettingsSchema } from "@shared/brand/brand-settings.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { BRAND_SAVE_KEY, BRAND_SETTINGS_QUERY_KEY } from "./brand-query-keys";

/** PATCH /api/brand/settings: autosave of one or more Brand Essentials fields. */
export function updateBrandSettings(patch: BrandSettingsPatch) {
  return apiRequest("/api/brand/settings", { method: "PATCH", body: patch, schema: brandSettingsSchema });
}

export function useUpdateBrandSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: BRAND_SAVE_KEY,
    mutationFn: updateBrandSettings,
    onSuccess: (settings) => queryClient.setQueryData(BRAND_SETTINGS_QUERY_KEY, settings),
  });
}
