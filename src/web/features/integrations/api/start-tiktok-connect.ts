import { tiktokStartResponseSchema } from "@shared/integrations/integrations.schema";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { TIKTOK_OAUTH_STATE_KEY } from "../integrations-texts";

/**
 * POST /api/integrations/tiktok/start: the server saves a fresh state in oauth_states; this tab keeps it
 * in session storage for the return page to compare, then leaves for TikTok's authorize page.
 */
export async function startTikTokConnect() {
  const { authorizeUrl, state } = await apiRequest("/api/integrations/tiktok/start", {
    method: "POST",
    schema: tiktokStartResponseSchema,
  });
  window.sessionStorage.setItem(TIKTOK_OAUTH_STATE_KEY, state);
  window.location.assign(authorizeUrl);
}

export function useStartTikTokConnect() {
  return useMutation({ mutationFn: startTikTokConnect });
}
