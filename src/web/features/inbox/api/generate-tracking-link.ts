import { trackingLinkResultSchema } from "@shared/attribution/tracking-link.schema";
import { apiRequest } from "@web/lib/api-client";

/** POST /api/attribution/tracking-links (generate-manual-tracking-link). */
export function generateTrackingLink(input: { productId: string; messageId: string }) {
  return apiRequest("/api/attribution/tracking-links", {
    method: "POST",
    body: input,
    schema: trackingLinkResultSchema,
  });
}
