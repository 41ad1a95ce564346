import { createHmac, timingSafeEqual } from "node:crypto";
import type { z } from "zod";
import {
  customersDataRequestSchema,
  customersRedactSchema,
  restCustomerSchema,
  restOrderSchema,
  restProductSchema,
  restRefundSchema,
  restShopSchema,
  shopRedactSchema,
} from "./shopify.schema";
import { mapRestCheckout, restCheckoutSchema, type ShopifyCheckout } from "./shopify-checkouts";
import {
  mapRestOrder,
  mapRestProduct,
  mapRestRefund,
  type ShopifyOrder,
  type ShopifyProduct,
  type ShopifyRefund,
} from "./shopify-mapping";
import { isValidShopDomain } from "./shopify-shop-domain";

type Headers = Record<string, string | string[] | undefined>;

export type ShopifyWebhookCheck =
  | {
      ok: true;
      topic: string;
      shopDomain: string;
      /** Per-delivery idempotency key: a retried delivery carries the same id. */
      webhookId: string;
      eventId: string | null;
      apiVersion: string | null;
      triggeredAt: Date | null;
    }
  | { ok: false; reason: "signature" | "headers" };

function header(headers: Headers, name: string): string | null {
  const value = headers[name] ?? headers[name.toLowerCase()];
  const first = Array.isArray(value) ? value[0] : value;
  return first ?? null;
}

/** X-Shopify-Hmac-Sha256 = base64 HMAC-SHA256 of the raw body with the app secret; headers must be lower-cased keys. */
export function verifyShopifyWebhook(options: {
  rawBody: Buffer | string;
  headers: Headers;
  apiSecret: string;
}): ShopifyWebhookCheck {
  const signature = header(options.headers, "x-shopify-hmac-sha256");
  if (!signature) return { ok: false, reason: "signature" };
  const expected = createHmac("sha256", options.apiSecret).update(options.rawBody).digest();
  const received = Buffer.from(signature, "base64");
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) {
    return { ok: false, reason: "signature" };
  }
  const topic = header(options.headers, "x-shopify-topic");
  const shopDomain = header(options.headers, "x-shopify-shop-domain");
  const webhookId = header(options.headers, "x-shopify-webhook-id");
  if (!topic || !webhookId || !isValidShopDomain(shopDomain)) return { ok: false, reason: "headers" };
  const triggeredAt = header(options.headers, "x-shopify-triggered-at");
  return {
    ok: true,
    topic,
    shopDomain,
    webhookId,
    eventId: header(options.headers, "x-shopify-event-id"),
    apiVersion: header(options.headers, "x-shopify-api-version"),
    triggeredAt: triggeredAt ? new Date(triggeredAt) : null,
  };
}

type OrderTopic = "orders/create" | "orders/paid" | "orders/updated" | "orders/cancelled";

export type ShopifyWebhookPayload =
  | { kind: "order"; topic: OrderTopic; order: ShopifyOrder }
  | { kind: "refund"; refund: ShopifyRefund }
  | { kind: "product"; product: ShopifyProduct }
  | { kind: "checkout"; checkout: ShopifyCheckout }
  | { kind: "customer"; customerId: string; email: string | null }
  | { kind: "app_uninstalled"; shopId: string }
  | { kind: "customers_data_request"; payload: z.infer<typeof customersDataRequestSchema> }
  | { kind: "customers_redact"; payload: z.infer<typeof customersRedactSchema> }
  | { kind: "shop_redact"; payload: z.infer<typeof shopRedactSchema> }
  | { kind: "ignored"; topic: string };

/** Parses a verified webhook body by topic; throws a ZodError on a body that does not match its topic. */
export function parseShopifyWebhook(topic: string, body: unknown): ShopifyWebhookPayload {
  switch (topic) {
    case "orders/create":
    case "orders/paid":
    case "orders/updated":
    case "orders/cancelled":
      return { kind: "order", topic, order: mapRestOrder(restOrderSchema.parse(body)) };
    case "refunds/create":
      return { kind: "refund", refund: mapRestRefund(restRefundSchema.parse(body)) };
    case "products/create":
    case "products/update":
      return { kind: "product", product: mapRestProduct(restProductSchema.parse(body)) };
    case "checkouts/create":
    case "checkouts/update":
      return { kind: "checkout", checkout: mapRestCheckout(restCheckoutSchema.parse(body)) };
    case "customers/update":
    case "customers/delete": {
      const customer = restCustomerSchema.parse(body);
      return { kind: "customer", customerId: customer.id, email: customer.email ?? null };
    }
    case "app/uninstalled":
      return { kind: "app_uninstalled", shopId: restShopSchema.parse(body).id };
    case "customers/data_request":
      return { kind: "customers_data_request", payload: customersDataRequestSchema.parse(body) };
    case "customers/redact":
      return { kind: "customers_redact", payload: customersRedactSchema.parse(body) };
    case "shop/redact":
      return { kind: "shop_redact", payload: shopRedactSchema.parse(body) };
    default:
      return { kind: "ignored", topic };
  }
}
