import type { TikTokCallbackInput } from "@shared/integrations/integrations.schema";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";

/** POST /api/integrations/tiktok/callback: the server checks the state and exchanges the code. */
export function completeTikTokAuthorization(input: TikTokCallbackInput) {
  return apiRequest("/api/integrations/tiktok/callback", { method: "POST", body: input });
}

export function useTikTokCallback() {
  return useMutation({ mutationFn: completeTikTokAuthorization });
}
