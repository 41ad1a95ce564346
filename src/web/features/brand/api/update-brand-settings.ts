import { type BrandSettingsPatch, brandSettingsSchema } from "@shared/brand/brand-settings.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { BRAND_SAVE_KEY } from "./brand-query-keys";
import { brandSettingsQueryOptions } from "./get-brand-settings";

/** PATCH /api/brand/settings: autosave of one or more Brand Essentials fields. */
export function updateBrandSettings(patch: BrandSettingsPatch) {
  return apiRequest("/api/brand/settings", { method: "PATCH", body: patch, schema: brandSettingsSchema });
}

export function useUpdateBrandSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: BRAND_SAVE_KEY,
    mutationFn: updateBrandSettings,
    onSuccess: (settings) => queryClient.setQueryData(brandSettingsQueryOptions().queryKey, settings),
  });
}
