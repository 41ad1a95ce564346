import { brandSettingsSchema } from "@shared/brand/brand-settings.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { BRAND_SETTINGS_QUERY_KEY } from "./brand-query-keys";

/** GET /api/brand/settings: the team's brand profile (empty with wizard_completed false at first). */
export function getBrandSettings() {
  return apiRequest("/api/brand/settings", { schema: brandSettingsSchema });
}

export const brandSettingsQueryOptions = () =>
  queryOptions({ queryKey: BRAND_SETTINGS_QUERY_KEY, queryFn: getBrandSettings });

export function useBrandSettings() {
  return useQuery(brandSettingsQueryOptions());
}
