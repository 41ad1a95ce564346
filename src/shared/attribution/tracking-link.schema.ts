import { z } from "zod";

/** generate-manual-tracking-link (spec 2 §7); teamId is read from the session, never trusted. */
export const generateTrackingLinkSchema = z.object({
  productId: z.uuid("Select a product"),
  messageId: z.uuid("Select a message"),
  teamId: z.string().optional(),
  variantId: z.string().max(64).optional(),
  /** A code the agent shares in the conversation; an order using it is credited here. */
  discountCode: z.string().trim().min(1).max(64).optional(),
});
export type GenerateTrackingLinkInput = z.infer<typeof generateTrackingLinkSchema>;

export const trackingLinkResultSchema = z.object({
  success: z.literal(true),
  trackingUrl: z.string(),
  attribution: z.object({
    code: z.string(),
    messageId: z.string(),
    threadId: z.string().nullable(),
    productId: z.string(),
    variantId: z.string().nullable(),
    destinationUrl: z.string(),
    source: z.string(),
  }),
  lead: z.object({ action: z.enum(["created", "updated"]), leadId: z.string() }),
});
export type TrackingLinkResult = z.infer<typeof trackingLinkResultSchema>;
