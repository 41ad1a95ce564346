import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";

export interface TikTokCallbackInput {
  code: string;
  state: string;
}

/** POST /api/integrations/tiktok/callback: the server checks the state and exchanges the code. */
export function completeTikTokAuthorization(input: TikTokCallbackInput) {
  return apiRequest("/api/integrations/tiktok/callback", { method: "POST", body: input });
}

export function useTikTokCallback() {
  return useMutation({ mutationFn: completeTikTokAuthorization });
}
