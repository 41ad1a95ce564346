import { z } from "zod";
import { type FetchLike, parseWith, platformRequest } from "../platform-http";
import type { ShopifyConfig } from "../platforms.config";
import { throwUnlessShopifyOk } from "./shopify-answer";
import { shopBaseUrl } from "./shopify-shop-domain";

const id = z.union([z.number(), z.string()]).transform(String);
const money = z.union([z.string(), z.number()]).transform(String);
const nullableString = z.string().nullable().optional();

/**
 * The REST Checkout JSON of the checkouts/create and checkouts/update webhooks and of
 * `GET /admin/api/{version}/checkouts.json` (fields Lunara reads; docs/platforms.md says which are
 * confirmed). `token` is the key: the pixel's `checkout.token` and an order's `checkout_token` carry it.
 */
export const restCheckoutSchema = z.object({
  token: z.string().min(1),
  email: nullableString,
  customer: z
    .object({ id, email: nullableString, first_name: nullableString, last_name: nullableString })
    .loose()
    .nullable()
    .optional(),
  line_items: z
    .array(
      z
        .object({
          title: nullableString,
          quantity: z.number().int().min(0).nullable().optional(),
          price: money.nullable().optional(),
          line_price: money.nullable().optional(),
          variant_id: id.nullable().optional(),
          product_id: id.nullable().optional(),
        })
        .loose(),
    )
    .default([]),
  total_price: money.nullable().optional(),
  currency: nullableString,
  presentment_currency: nullableString,
  abandoned_checkout_url: nullableString,
  created_at: z.string(),
  updated_at: z.string().nullable().optional(),
  completed_at: nullableString,
});

export type ShopifyCheckout = {
  token: string;
  email: string | null;
  customerId: string | null;
  /** Value, currency and lines in the pixel's `checkoutData` shape (src/shared/attribution/track-event.schema.ts). */
  checkoutData: {
    totalPrice: string | null;
    currency: string | null;
    lineItems: {
      title: string;
      quantity: number;
      lineTotal: string | null;
      variantId: string | null;
      productId: string | null;
    }[];
  };
  abandonedCheckoutUrl: string | null;
  createdAt: Date;
  updatedAt: Date;
  completedAt: Date | null;
};

/** At most the pixel's 50 lines: the cart shows what the pixel would. */
const MAX_LINES = 50;

export function mapRestCheckout(c: z.infer<typeof restCheckoutSchema>): ShopifyCheckout {
  const createdAt = new Date(c.created_at);
  const lineTotal = (l: z.infer<typeof restCheckoutSchema>["line_items"][number]) => {
    if (l.line_price != null) return l.line_price;
    if (l.price == null) return null;
    return (Number(l.price) * (l.quantity ?? 1)).toFixed(2);
  };
  return {
    token: c.token,
    email: c.email?.trim().toLowerCase() || c.customer?.email?.trim().toLowerCase() || null,
    customerId: c.customer?.id ?? null,
    checkoutData: {
      totalPrice: c.total_price ?? null,
      currency: c.currency ?? c.presentment_currency ?? null,
      lineItems: c.line_items.slice(0, MAX_LINES).map((l) => ({
        title: l.title ?? "Untitled product",
        quantity: l.quantity ?? 1,
        lineTotal: lineTotal(l),
        variantId: l.variant_id ?? null,
        productId: l.product_id ?? null,
      })),
    },
    abandonedCheckoutUrl: c.abandoned_checkout_url ?? null,
    createdAt,
    updatedAt: c.updated_at ? new Date(c.updated_at) : createdAt,
    completedAt: c.completed_at ? new Date(c.completed_at) : null,
  };
}

const checkoutsPageSchema = z.object({ checkouts: z.array(restCheckoutSchema) });

/** Shopify's REST page size limit (`limit` at most 250). */
export const CHECKOUTS_PAGE_SIZE = 250;

export type CheckoutsPage = { items: ShopifyCheckout[]; next: string | null };

/**
 * One page of `GET /admin/api/{version}/checkouts.json`: the first with `updated_at_min` and `limit`,
 * the next ones by the `page_info` of the Link header's `rel="next"` (cursor pagination, where
 * Shopify accepts no other filter beside `limit`). REST, not GraphQL: the GraphQL `AbandonedCheckout`
 * has no checkout token, the key an order and the pixel share (decision 033).
 */
export async function listCheckoutsPage(
  transport: { config: ShopifyConfig; fetch?: FetchLike | undefined },
  auth: {
    shop: string;
    accessToken: string;
    updatedAtMin?: Date | null;
    pageInfo?: string | null;
    limit?: number;
  },
): Promise<CheckoutsPage> {
  const { config } = transport;
  const url = new URL(
    `${shopBaseUrl(config.shopUrlTemplate, auth.shop)}/admin/api/${config.apiVersion}/checkouts.json`,
  );
  url.searchParams.set("limit", String(auth.limit ?? CHECKOUTS_PAGE_SIZE));
  if (auth.pageInfo) url.searchParams.set("page_info", auth.pageInfo);
  else if (auth.updatedAtMin) url.searchParams.set("updated_at_min", auth.updatedAtMin.toISOString());
  const response = await platformRequest(
    { platform: "shopify", timeoutMs: config.timeoutMs, fetch: transport.fetch },
    url.toString(),
    { method: "GET", headers: { "x-shopify-access-token": auth.accessToken, accept: "application/json" } },
  );
  throwUnlessShopifyOk(response, { waitSeconds: 2, code: "429" });
  const { checkouts } = parseWith("shopify", checkoutsPageSchema, response.body, "checkouts");
  return { items: checkouts.map(mapRestCheckout), next: nextPageInfo(response.headers.get("link")) };
}

/** The `page_info` of the `rel="next"` link in a Link header, or null on the last page. */
export function nextPageInfo(link: string | null): string | null {
  if (!link) return null;
  for (const part of link.split(",")) {
    const match = /<([^>]+)>\s*;\s*rel="?next"?/.exec(part.trim());
    if (match?.[1]) return new URL(match[1]).searchParams.get("page_info");
  }
  return null;
}
