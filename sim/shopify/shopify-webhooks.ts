import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { SimContext } from "../sim-context";
import type { Delivery } from "../sim-records";
import { deliverWebhook } from "../sim-webhooks";
import { signBody } from "./shopify-hmac";
import { createOrder, type OrderRequest, restProductPayload } from "./shopify-orders";
import { cancelOrder, createRefund, findOrder, type RefundRequest } from "./shopify-refunds";
import type { SimShop } from "./shopify-world";

export const SHOPIFY_TOPICS = [
  "orders/create",
  "orders/paid",
  "products/update",
  "customers/update",
  "customers/delete",
  "app/uninstalled",
  "customers/data_request",
  "customers/redact",
  "shop/redact",
] as const;

export const webhookRequestSchema = z.object({
  topic: z.enum(SHOPIFY_TOPICS),
  shop: z.string().optional(),
  productId: z.number().optional(),
  customerEmail: z.string().optional(),
});

const API_VERSION = "2025-01";

/** Signs (base64 HMAC-SHA256 of the raw body) and delivers one Shopify webhook to Lunara. */
export async function sendShopifyWebhook(
  ctx: SimContext,
  shop: SimShop,
  topic: string,
  payload: unknown,
): Promise<Delivery | null> {
  const base = ctx.settings.lunaraUrl;
  // A lost delivery: Shopify's retries gave up (or the subscription was removed); the API still has the data.
  if (!base || ctx.faults.take("shopify", topic, "webhook")) return null;
  const body = JSON.stringify(payload);
  const headers = {
    "x-shopify-topic": topic,
    "x-shopify-hmac-sha256": signBody(body, ctx.options.shopifyApiSecret),
    "x-shopify-shop-domain": shop.domain,
    "x-shopify-api-version": API_VERSION,
    "x-shopify-webhook-id": randomUUID(),
    "x-shopify-event-id": randomUUID(),
    "x-shopify-triggered-at": ctx.now().toISOString(),
  };
  return deliverWebhook(
    ctx.records,
    { platform: "shopify", topic, url: `${base}/api/webhooks/shopify`, headers, body },
    {
      attempts: ctx.options.webhookAttempts,
      retryDelayMs: ctx.options.webhookRetryDelayMs,
      now: ctx.now,
    },
  );
}

/** An order as a checkout would create it; orders/paid follows orders/create when it is paid. */
export async function placeOrder(ctx: SimContext, request: OrderRequest) {
  const shop = pickShop(ctx, request.shop);
  const order = createOrder(shop, ctx.random, request, ctx.now());
  const deliveries = [await sendShopifyWebhook(ctx, shop, "orders/create", order)];
  if (request.financialStatus === "paid")
    deliveries.push(await sendShopifyWebhook(ctx, shop, "orders/paid", order));
  return { order, deliveries: deliveries.filter((d) => d !== null) };
}

/** A refund: refunds/create, then orders/updated with the order's new financial status, as Shopify sends. */
export async function refundOrder(ctx: SimContext, request: RefundRequest) {
  const shop = pickShop(ctx, request.shop);
  const order = findOrder(shop, request.order_id);
  if (!order) return null;
  const refund = createRefund(shop, order, request, ctx.now());
  const deliveries = [
    await sendShopifyWebhook(ctx, shop, "refunds/create", refund),
    await sendShopifyWebhook(ctx, shop, "orders/updated", order),
  ];
  return { refund, order, deliveries: deliveries.filter((d) => d !== null) };
}

/** A cancellation: orders/cancelled, then orders/updated, both with cancelled_at set. */
export async function cancelShopOrder(
  ctx: SimContext,
  request: { shop?: string | undefined; orderId: number; reason: string },
) {
  const shop = pickShop(ctx, request.shop);
  const order = findOrder(shop, request.orderId);
  if (!order) return null;
  cancelOrder(order, request.reason, ctx.now());
  const deliveries = [
    await sendShopifyWebhook(ctx, shop, "orders/cancelled", order),
    await sendShopifyWebhook(ctx, shop, "orders/updated", order),
  ];
  return { order, deliveries: deliveries.filter((d) => d !== null) };
}

/** Any other topic, with the payload Shopify documents for it. */
export async function triggerTopic(ctx: SimContext, request: z.infer<typeof webhookRequestSchema>) {
  const shop = pickShop(ctx, request.shop);
  const customer = shop.customers.find((c) => c.email === request.customerEmail) ?? shop.customers[0];
  const customerRef = customer
    ? { id: customer.id, email: customer.email, phone: customer.phone }
    : { id: null, email: null, phone: null };
  const ordersOf = shop.orders.filter((o) => o.email === customer?.email).map((o) => o.id);
  let payload: unknown;
  switch (request.topic) {
    case "orders/create":
    case "orders/paid":
      return placeOrder(ctx, {
        shop: shop.domain,
        noteAttributes: [],
        financialStatus: "paid",
        email: request.customerEmail,
      });
    case "products/update": {
      const product = shop.products.find((p) => p.id === request.productId) ?? shop.products[0];
      if (product) product.updatedAt = ctx.now();
      payload = restProductPayload(shop, product?.id);
      break;
    }
    case "app/uninstalled":
      shop.installed = false;
      payload = {
        id: shop.id,
        name: shop.name,
        email: shop.email,
        domain: shop.domain,
        myshopify_domain: shop.domain,
        currency: shop.currency,
        plan_name: "basic",
      };
      break;
    case "customers/data_request":
      payload = {
        shop_id: shop.id,
        shop_domain: shop.domain,
        orders_requested: ordersOf,
        customer: customerRef,
        data_request: { id: ctx.random.int(1000, 9999) },
      };
      break;
    // The REST Customer JSON (Shopify's Customer resource; not in platforms-reference, so
    // unconfirmed: Lunara reads only `id` and `email`, see docs/platforms.md).
    case "customers/update":
      payload = customer && {
        id: customer.id,
        email: customer.email,
        first_name: customer.first_name,
        last_name: customer.last_name,
        phone: customer.phone,
        created_at: customer.createdAt.toISOString(),
        updated_at: ctx.now().toISOString(),
        orders_count: ordersOf.length,
        state: "enabled",
        tags: "",
        note: null,
      };
      break;
    case "customers/delete":
      payload = customer && { id: customer.id, phone: null, addresses: [], tax_exemptions: [] };
      break;
    case "customers/redact":
      payload = {
        shop_id: shop.id,
        shop_domain: shop.domain,
        customer: customerRef,
        orders_to_redact: ordersOf,
      };
      break;
    case "shop/redact":
      payload = { shop_id: shop.id, shop_domain: shop.domain };
      break;
  }
  const delivery = await sendShopifyWebhook(ctx, shop, request.topic, payload);
  return { payload, deliveries: delivery ? [delivery] : [] };
}

/** The named shop, else the most recently installed one, else the brand's default store. */
function pickShop(ctx: SimContext, domain: string | undefined): SimShop {
  if (domain) return ctx.shopify.shop(domain);
  const installed = ctx.shopify.installedShops();
  return installed[installed.length - 1] ?? ctx.shopify.shop("aurelle-beauty.myshopify.com");
}
