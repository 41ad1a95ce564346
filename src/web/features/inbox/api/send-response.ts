import type { SendPlatformResponseInput } from "@shared/inbox/inbox.schema";
import { apiRequest } from "@web/lib/api-client";

/** POST /api/inbox/send-platform-response: { success } or a 4xx { success: false, error }. */
export function sendResponse(input: SendPlatformResponseInput) {
  return apiRequest("/api/inbox/send-platform-response", { method: "POST", body: input });
}
