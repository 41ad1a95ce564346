import {
  type CommunitySettingsInput,
  communitySettingsSchema,
} from "@shared/community/community-settings.schema";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";

/** GET /api/community/settings: the team's value per engagement and ambassador thresholds. */
export function getCommunitySettings() {
  return apiRequest("/api/community/settings", { schema: communitySettingsSchema });
}

export const communitySettingsQuery = () =>
  queryOptions({ queryKey: ["community", "settings"], queryFn: getCommunitySettings });

export function useCommunitySettings() {
  return useQuery(communitySettingsQuery());
}

/** PUT /api/community/settings (admins): EMV is recomputed for every member, so every community query reloads. */
export function useUpdateCommunitySettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CommunitySettingsInput) =>
      apiRequest("/api/community/settings", { method: "PUT", body, schema: communitySettingsSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["community"] }),
  });
}
