import { z } from "zod";

export const WEBHOOK_EVENT_TYPES = [
  "message.created",
  "message.analyzed",
  "reply.sent",
  "lead.created",
  "order.attributed",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Receivers refuse a signature whose timestamp is further than this from their clock. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
export const WEBHOOK_SIGNATURE_HEADER = "Lunara-Signature";

export const WEBHOOK_TEXTS = {
  privateAddress: "This address is on a private network. Use a public https address.",
  badUrl: "Enter a full https:// address.",
  notFound: "Webhook endpoint not found.",
  deliveryNotFound: "Delivery not found.",
} as const;

export const createWebhookEndpointSchema = z.object({
  url: z.url({ message: WEBHOOK_TEXTS.badUrl }).max(2000, "At most 2000 characters"),
  description: z.string().trim().max(200, "At most 200 characters").default(""),
  events: z
    .array(z.enum(WEBHOOK_EVENT_TYPES, { message: "Unknown event type" }))
    .min(1, "Choose at least one event"),
});
export type CreateWebhookEndpointInput = z.infer<typeof createWebhookEndpointSchema>;

export const webhookEndpointParamsSchema = z.object({ id: z.uuid("Not a valid endpoint id") });
export const webhookDeliveryParamsSchema = z.object({ id: z.uuid("Not a valid delivery id") });

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  active: z.boolean(),
  createdAt: z.string(),
});
export const webhookEndpointListSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });
/** The only answer that carries the signing secret. */
export const createdWebhookEndpointSchema = z.object({ endpoint: webhookEndpointSchema, secret: z.string() });

export const webhookDeliverySchema = z.object({
  id: z.string(),
  endpointId: z.string(),
  eventType: z.string(),
  status: z.enum(["pending", "delivered", "failed"]),
  attempts: z.number(),
  lastStatusCode: z.number().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveryListSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
