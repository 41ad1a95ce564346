import { randomBytes } from "node:crypto";
import { z } from "zod";
import type { SimContext } from "../sim-context";
import { itemRequestSchema, restCustomerRef } from "./shopify-orders";
import { sendShopifyWebhook } from "./shopify-webhooks";
import type { SimCheckout, SimShop } from "./shopify-world";

export const checkoutRequestSchema = z.object({
  shop: z.string().optional(),
  /** A customer of the shop (their id rides along), or a guest's email. */
  email: z.email().optional(),
  /** The pixel's token for the same checkout, when a test wants both sources to report one checkout. */
  token: z.string().min(1).max(64).optional(),
  /** Product handles (or variant ids); the shop's first active product when absent. */
  items: z.array(itemRequestSchema).optional(),
  /**
   * The page the shopper's visit began on (a tracked link's landing URL, path or absolute), carried
   * as the checkout's and then the order's landing_site, as Shopify does.
   */
  landingSite: z.string().max(8192).optional(),
  /** Started this long ago (a checkout left for hours reads as abandoned); now when absent. */
  ageSeconds: z
    .number()
    .int()
    .min(0)
    .max(30 * 86_400)
    .optional(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/**
 * A checkout in the REST Checkout JSON of checkouts/create and `checkouts.json` (field names from
 * Shopify's REST Abandoned checkouts resource; docs/platforms.md marks what is confirmed).
 */
export function createCheckout(shop: SimShop, request: CheckoutRequest, now: Date): SimCheckout {
  const picks = request.items?.length
    ? request.items
    : [
        {
          handle: shop.products.find((p) => p.status === "ACTIVE")?.handle,
          variantId: undefined,
          quantity: 1,
        },
      ];
  const lines = picks.map((item, i) => {
    const product = item.variantId
      ? shop.products.find((p) => p.variants.some((v) => v.id === item.variantId))
      : shop.products.find((p) => p.handle === item.handle);
    if (!product) throw new RangeError(`Unknown product ${item.handle ?? item.variantId}`);
    const variant = product.variants.find((v) => v.id === item.variantId) ?? product.variants[0];
    if (!variant) throw new RangeError(`Product ${product.handle} has no variant`);
    const price = Number(variant.price);
    return {
      key: `${variant.id}-${i}`,
      title: product.title,
      variant_title: variant.title,
      sku: variant.sku,
      quantity: item.quantity,
      price: price.toFixed(2),
      line_price: (price * item.quantity).toFixed(2),
      variant_id: variant.id,
      product_id: product.id,
    };
  });
  const subtotal = lines.reduce((sum, l) => sum + Number(l.line_price), 0);
  const tax = Math.round(subtotal * 13) / 100;
  const customer = request.email ? (shop.customers.find((c) => c.email === request.email) ?? null) : null;
  const token = request.token ?? randomBytes(16).toString("hex");
  const at = new Date(now.getTime() - (request.ageSeconds ?? 0) * 1000).toISOString();
  const checkout: SimCheckout = {
    token,
    cart_token: randomBytes(12).toString("hex"),
    email: request.email ?? null,
    customer: customer ? restCustomerRef(customer) : null,
    line_items: lines,
    subtotal_price: subtotal.toFixed(2),
    total_tax: tax.toFixed(2),
    total_price: (subtotal + tax).toFixed(2),
    currency: shop.currency,
    presentment_currency: shop.currency,
    landing_site: request.landingSite ?? "/",
    abandoned_checkout_url: `https://${shop.domain}/${shop.id}/checkouts/${token}/recover?key=${randomBytes(8).toString("hex")}`,
    created_at: at,
    updated_at: at,
    completed_at: null,
  };
  shop.checkouts.push(checkout);
  return checkout;
}

/** A customer starts a checkout: it is kept and checkouts/create goes out. */
export async function startCheckout(ctx: SimContext, shop: SimShop, request: CheckoutRequest) {
  const checkout = createCheckout(shop, request, ctx.now());
  const delivery = await sendShopifyWebhook(ctx, shop, "checkouts/create", checkout);
  return { checkout, deliveries: delivery ? [delivery] : [] };
}

/** The checkout is paid: completed_at is set and checkouts/update goes out (the order follows). */
export async function completeCheckout(ctx: SimContext, shop: SimShop, checkout: SimCheckout) {
  const at = ctx.now().toISOString();
  checkout.completed_at = at;
  checkout.updated_at = at;
  const delivery = await sendShopifyWebhook(ctx, shop, "checkouts/update", checkout);
  return delivery ? [delivery] : [];
}

const pageInfoSchema = z.object({
  after: z.string(),
  updatedAtMin: z.string().nullable(),
  limit: z.number(),
});

/**
 * `GET checkouts.json`: open checkouts (status=open, the default) or completed ones (status=closed),
 * oldest first, `updated_at_min` / `created_at_min` filters, and cursor pages through the Link header's
 * `page_info`, which Shopify accepts with `limit` only.
 */
export function listCheckouts(
  shop: SimShop,
  query: Record<string, string | undefined>,
  pageUrl: (pageInfo: string, limit: number) => string,
): { status: number; body: unknown; link: string | null } {
  const limit = Number(query.limit ?? 50);
  if (!Number.isInteger(limit) || limit < 1 || limit > 250)
    return { status: 400, body: { errors: { limit: "must be between 1 and 250" } }, link: null };
  let after: string | null = null;
  let updatedAtMin = query.updated_at_min ?? null;
  if (query.page_info) {
    const extra = Object.keys(query).filter((k) => k !== "page_info" && k !== "limit");
    if (extra.length > 0)
      return {
        status: 400,
        body: { errors: { page_info: "page_info cannot be combined with other filters" } },
        link: null,
      };
    try {
      const info = pageInfoSchema.parse(JSON.parse(Buffer.from(query.page_info, "base64url").toString()));
      after = info.after;
      updatedAtMin = info.updatedAtMin;
    } catch {
      return { status: 400, body: { errors: { page_info: "Invalid value." } }, link: null };
    }
  }
  const closed = query.status === "closed";
  const since = updatedAtMin ? Date.parse(updatedAtMin) : null;
  const createdMin = query.created_at_min ? Date.parse(query.created_at_min) : null;
  const matching = shop.checkouts.filter(
    (c) =>
      (closed ? c.completed_at !== null : c.completed_at === null) &&
      (since === null || Date.parse(c.updated_at) >= since) &&
      (createdMin === null || Date.parse(c.created_at) >= createdMin),
  );
  const start = after === null ? 0 : matching.findIndex((c) => c.token === after) + 1;
  const page = matching.slice(start, start + limit);
  const last = page[page.length - 1];
  const more = last !== undefined && start + limit < matching.length;
  const info = more
    ? Buffer.from(JSON.stringify({ after: last.token, updatedAtMin, limit })).toString("base64url")
    : null;
  return {
    status: 200,
    body: { checkouts: page },
    link: info ? `<${pageUrl(info, limit)}>; rel="next"` : null,
  };
}
