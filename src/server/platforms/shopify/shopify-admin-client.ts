import { PlatformRequestError } from "../platform-errors";
import { type FetchLike, parseWith, platformRequest } from "../platform-http";
import type { ShopifyConfig } from "../platforms.config";
import {
  type GraphqlEnvelope,
  gqlOrderLineItemsSchema,
  gqlOrderRefundsSchema,
  gqlOrdersSchema,
  gqlProductsSchema,
  gqlProductVariantsSchema,
  gqlShopSchema,
  graphqlEnvelopeSchema,
} from "./shopify.schema";
import { throwUnlessShopifyOk } from "./shopify-answer";
import { listCheckoutsPage } from "./shopify-checkouts";
import { mapGqlOrder, mapGqlProduct, type ShopifyOrder, type ShopifyProduct } from "./shopify-mapping";
import { buildShopifyAuthorizeUrl, exchangeShopifyCode } from "./shopify-oauth";
import {
  ORDER_LINE_ITEMS_QUERY,
  ORDER_REFUNDS_QUERY,
  ORDERS_PAGE_SIZE,
  ORDERS_QUERY,
  PRODUCT_VARIANTS_PAGE_SIZE,
  PRODUCT_VARIANTS_QUERY,
  PRODUCTS_PAGE_SIZE,
  PRODUCTS_QUERY,
  SHOP_QUERY,
} from "./shopify-queries";
import { shopBaseUrl } from "./shopify-shop-domain";

type Auth = { shop: string; accessToken: string };
export type Page<T> = { items: T[]; hasNextPage: boolean; endCursor: string | null };
export type ShopifyShop = {
  name: string;
  email: string | null;
  currencyCode: string;
  myshopifyDomain: string;
  primaryDomain: string;
};

export type ShopifyAdminClient = ReturnType<typeof createShopifyAdminClient>;

export function createShopifyAdminClient(config: ShopifyConfig, options: { fetch?: FetchLike } = {}) {
  const transport = { config, fetch: options.fetch };

  /** One Admin GraphQL call; answers `data` or throws a typed PlatformError (THROTTLED becomes a rate limit). */
  async function graphql(
    auth: Auth,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<unknown> {
    const url = `${shopBaseUrl(config.shopUrlTemplate, auth.shop)}/admin/api/${config.apiVersion}/graphql.json`;
    const response = await platformRequest(
      { platform: "shopify", timeoutMs: config.timeoutMs, fetch: options.fetch },
      url,
      {
        method: "POST",
        headers: { "content-type": "application/json", "x-shopify-access-token": auth.accessToken },
        body: JSON.stringify({ query, variables }),
      },
    );
    const envelope = graphqlEnvelopeSchema.safeParse(response.body);
    const body = envelope.success ? envelope.data : null;
    throwUnlessShopifyOk(response, {
      throttled: isThrottled(body),
      waitSeconds: throttleWaitSeconds(body),
      code: "THROTTLED",
    });
    if (!body) {
      const text = response.text.slice(0, 300);
      throw new PlatformRequestError("shopify", response.status, `Unexpected Shopify answer: ${text}`, null);
    }
    if (body.errors && body.errors.length > 0) {
      const first = typeof body.errors === "string" ? { message: body.errors } : body.errors[0];
      const code = typeof body.errors === "string" ? null : (body.errors[0]?.extensions?.code ?? null);
      throw new PlatformRequestError("shopify", 200, first?.message ?? "GraphQL error", code);
    }
    return body.data;
  }

  /** An order's line items past the orders page's first ones: without them gross sales would be short. */
  async function listLineItemsAfter(auth: Auth, orderId: string, after: string | null) {
    const lines = [];
    let cursor = after;
    while (cursor) {
      const data = await graphql(auth, ORDER_LINE_ITEMS_QUERY, { id: orderId, after: cursor });
      const page = parseWith("shopify", gqlOrderLineItemsSchema, data, "line items").order?.lineItems;
      if (!page) break;
      lines.push(...page.nodes);
      cursor = page.pageInfo?.hasNextPage ? page.pageInfo.endCursor : null;
    }
    return lines;
  }

  async function listVariantsAfter(auth: Auth, productId: string, after: string | null) {
    const variants = [];
    let cursor = after;
    while (cursor) {
      const data = await graphql(auth, PRODUCT_VARIANTS_QUERY, { id: productId, first: 100, after: cursor });
      const page = parseWith("shopify", gqlProductVariantsSchema, data, "variants").product?.variants;
      if (!page) break;
      variants.push(...page.nodes);
      cursor = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    }
    return variants;
  }

  return {
    config,
    graphql,
    buildAuthorizeUrl: (o: { shop: string; redirectUri: string; state: string }) =>
      buildShopifyAuthorizeUrl({ config, ...o }),
    exchangeCode: (o: { shop: string; code: string }) => exchangeShopifyCode(transport, o),
    /** One page of the store's checkouts (REST `checkouts.json`): `updatedAtMin` first, then `pageInfo`. */
    listCheckoutsPage: (o: Auth & { updatedAtMin?: Date | null; pageInfo?: string | null; limit?: number }) =>
      listCheckoutsPage(transport, o),

    async getShop(auth: Auth): Promise<ShopifyShop> {
      const { shop } = parseWith("shopify", gqlShopSchema, await graphql(auth, SHOP_QUERY), "shop");
      return {
        name: shop.name,
        email: shop.email ?? null,
        currencyCode: shop.currencyCode,
        myshopifyDomain: shop.myshopifyDomain,
        primaryDomain: shop.primaryDomain.host,
      };
    },

    /** One page of products, each with all of its variants (extra variant pages fetched when a product has many). */
    async listProductsPage(
      auth: Auth & { after?: string | null; first?: number },
    ): Promise<Page<ShopifyProduct>> {
      const data = await graphql(auth, PRODUCTS_QUERY, {
        first: auth.first ?? PRODUCTS_PAGE_SIZE,
        after: auth.after ?? null,
        variants: PRODUCT_VARIANTS_PAGE_SIZE,
      });
      const { products } = parseWith("shopify", gqlProductsSchema, data, "products");
      const items: ShopifyProduct[] = [];
      for (const product of products.nodes) {
        const more = product.variants.pageInfo.hasNextPage
          ? await listVariantsAfter(auth, product.id, product.variants.pageInfo.endCursor)
          : [];
        items.push(mapGqlProduct(product, [...product.variants.nodes, ...more]));
      }
      return { items, hasNextPage: products.pageInfo.hasNextPage, endCursor: products.pageInfo.endCursor };
    },

    /** Newest first; `query` uses Shopify's search syntax, e.g. `created_at:>=2025-01-01`. */
    async listOrdersPage(
      auth: Auth & { after?: string | null; first?: number; query?: string },
    ): Promise<Page<ShopifyOrder>> {
      const data = await graphql(auth, ORDERS_QUERY, {
        first: auth.first ?? ORDERS_PAGE_SIZE,
        after: auth.after ?? null,
        query: auth.query ?? null,
      });
      const { orders } = parseWith("shopify", gqlOrdersSchema, data, "orders");
      const items: ShopifyOrder[] = [];
      for (const order of orders.nodes) {
        const refunded = Number(order.totalRefundedSet?.shopMoney.amount ?? 0) > 0;
        const refunds = refunded
          ? (parseWith(
              "shopify",
              gqlOrderRefundsSchema,
              await graphql(auth, ORDER_REFUNDS_QUERY, { id: order.id }),
              "refunds",
            ).order?.refunds ?? [])
          : [];
        const more = order.lineItems.pageInfo?.hasNextPage
          ? await listLineItemsAfter(auth, order.id, order.lineItems.pageInfo.endCursor)
          : [];
        const whole = { ...order, lineItems: { nodes: [...order.lineItems.nodes, ...more] } };
        items.push(mapGqlOrder(whole, refunds));
      }
      return {
        items,
        hasNextPage: orders.pageInfo.hasNextPage,
        endCursor: orders.pageInfo.endCursor,
      };
    },
  };
}

function isThrottled(body: GraphqlEnvelope | null): boolean {
  return Array.isArray(body?.errors) && body.errors.some((e) => e.extensions?.code === "THROTTLED");
}

/** From the cost extension: the time the bucket needs to hold the requested cost again. */
function throttleWaitSeconds(body: GraphqlEnvelope | null): number {
  const cost = body?.extensions?.cost;
  if (!cost) return 1;
  const missing = cost.requestedQueryCost - cost.throttleStatus.currentlyAvailable;
  return Math.max(1, Math.ceil(missing / Math.max(1, cost.throttleStatus.restoreRate)));
}
