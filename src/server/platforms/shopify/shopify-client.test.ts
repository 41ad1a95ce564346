import { buildSimulator, type Simulator } from "@sim/simulator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOAuthState } from "../oauth-state";
import {
  PlatformAuthError,
  PlatformRateLimitError,
  PlatformRequestError,
  PlatformServerError,
} from "../platform-errors";
import { parsePlatformsConfig } from "../platforms.config";
import { createShopifyAdminClient } from "./shopify-admin-client";
import { computeShopifyQueryHmac, verifyShopifyCallback } from "./shopify-oauth";
import { parseShopifyWebhook } from "./shopify-webhook";

const REDIRECT = "http://lunara.test/api/integrations/shopify/callback";
const SHOP = "glow-lab.myshopify.com";
let sim: Simulator;
let client: ReturnType<typeof createShopifyAdminClient>;
let secret: string;

beforeAll(async () => {
  sim = await buildSimulator({ port: 0, seed: 11, shopCurrency: "CAD" });
  const config = parsePlatformsConfig({ SIM_URL: sim.url }).shopify;
  secret = config.apiSecret;
  client = createShopifyAdminClient(config);
});
afterAll(() => sim.close());

async function install(shop = SHOP, state = createOAuthState()) {
  const url = new URL(client.buildAuthorizeUrl({ shop, redirectUri: REDIRECT, state }));
  url.searchParams.set("sim_auto", "1");
  const response = await fetch(url, { redirect: "manual" });
  const query = Object.fromEntries(new URL(response.headers.get("location") ?? "").searchParams);
  return { query, state };
}

async function connect(shop = SHOP) {
  const { query, state } = await install(shop);
  const check = verifyShopifyCallback({ query, apiSecret: secret, expectedState: state });
  if (!check.ok) throw new Error(check.reason);
  const token = await client.exchangeCode({ shop: check.shop, code: check.code });
  return { shop: check.shop, accessToken: token.accessToken };
}

const post = (path: string, body: object) =>
  fetch(`${sim.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("Shopify install OAuth", () => {
  it("verifies the signed callback and exchanges the code for an offline token", async () => {
    const { query, state } = await install();
    expect(Object.keys(query).sort()).toEqual(["code", "hmac", "host", "shop", "state", "timestamp"]);
    const check = verifyShopifyCallback({ query, apiSecret: secret, expectedState: state });
    expect(check).toMatchObject({ ok: true, shop: SHOP });
    if (!check.ok) return;
    const token = await client.exchangeCode({ shop: SHOP, code: check.code });
    expect(token.scopes).toEqual(["read_products", "read_orders", "read_customers"]);
    await expect(client.exchangeCode({ shop: SHOP, code: check.code })).rejects.toBeInstanceOf(
      PlatformRequestError,
    );
  });

  it("refuses a tampered HMAC, a wrong state, a stale timestamp and a foreign shop", async () => {
    const { query, state } = await install();
    expect(
      verifyShopifyCallback({
        query: { ...query, shop: "evil.myshopify.com" },
        apiSecret: secret,
        expectedState: state,
      }),
    ).toEqual({ ok: false, reason: "hmac" });
    expect(verifyShopifyCallback({ query, apiSecret: "other-secret", expectedState: state })).toEqual({
      ok: false,
      reason: "hmac",
    });
    expect(verifyShopifyCallback({ query, apiSecret: secret, expectedState: createOAuthState() })).toEqual({
      ok: false,
      reason: "state",
    });
    const later = new Date(Number(query.timestamp) * 1000 + 10 * 60_000);
    expect(verifyShopifyCallback({ query, apiSecret: secret, expectedState: state, now: later })).toEqual({
      ok: false,
      reason: "timestamp",
    });
    const { hmac: _drop, ...rest } = query;
    expect(verifyShopifyCallback({ query: rest, apiSecret: secret, expectedState: state })).toEqual({
      ok: false,
      reason: "missing",
    });
    const foreign = { ...query, shop: "evil.example.com" };
    const resigned = { ...foreign, hmac: computeShopifyQueryHmac(foreign, secret) };
    expect(verifyShopifyCallback({ query: resigned, apiSecret: secret, expectedState: state })).toEqual({
      ok: false,
      reason: "shop",
    });
  });

  it("refuses to build a URL for an invalid shop domain", () => {
    expect(() =>
      client.buildAuthorizeUrl({ shop: "evil.com/x?", redirectUri: REDIRECT, state: "s" }),
    ).toThrow(RangeError);
  });
});

describe("Shopify Admin GraphQL", () => {
  it("reads the shop with its currency", async () => {
    const auth = await connect();
    expect(await client.getShop(auth)).toMatchObject({ currencyCode: "CAD", myshopifyDomain: SHOP });
  });

  it("pages through every product with all of its variants and images", async () => {
    const auth = await connect();
    const products = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page = await client.listProductsPage({ ...auth, first: 5, after });
      products.push(...page.items);
      after = page.hasNextPage ? page.endCursor : null;
      pages += 1;
    } while (after);
    expect(pages).toBe(4);
    expect(new Set(products.map((p) => p.shopify_product_id)).size).toBe(17);
    const liner = products.find((p) => p.handle === "shade-match-lip-liner");
    expect(liner?.variants).toHaveLength(24);
    expect(liner?.image_url).toMatch(/\.svg$/);
    expect(products.find((p) => p.handle === "brow-sculpt-gel")?.status).toBe("draft");
  });

  it("lists orders newest first with attributes and codes", async () => {
    const auth = await connect();
    await post("/_sim/shopify/orders", {
      shop: SHOP,
      noteAttributes: [{ name: "lunara_mid", value: "m-1" }],
      discountCode: "VIP25",
    });
    await post("/_sim/shopify/orders", { shop: SHOP });
    const page = await client.listOrdersPage(auth);
    expect(page.items).toHaveLength(2);
    expect(page.items[1]).toMatchObject({
      currency: "CAD",
      discount_codes: ["VIP25"],
      note_attributes: [{ name: "lunara_mid", value: "m-1" }],
    });
    expect((page.items[0]?.name ?? "") > (page.items[1]?.name ?? "")).toBe(true);
  });

  it("reads an order's every line item, its tax, shipping, address and refunds", async () => {
    const auth = await connect("many-lines.myshopify.com");
    const handle = (
      (await (
        await post("/_sim/shopify/webhooks", { shop: auth.shop, topic: "products/update" })
      ).json()) as {
        payload: { handle: string };
      }
    ).payload.handle;
    const big = (await (
      await post("/_sim/shopify/orders", {
        shop: auth.shop,
        items: Array.from({ length: 12 }, () => ({ handle, quantity: 1 })),
      })
    ).json()) as {
      order: {
        id: number;
        total_tax: string;
        line_items: { id: number }[];
        shipping_address: { city: string };
      };
    };
    await post("/_sim/shopify/refunds", {
      shop: auth.shop,
      order_id: big.order.id,
      line_items: [{ line_item_id: big.order.line_items[11]!.id, quantity: 1 }],
    });
    const order = (await client.listOrdersPage(auth)).items.find(
      (o) => o.shopify_order_id === String(big.order.id),
    );
    expect(order?.line_items).toHaveLength(12);
    expect(order?.total_tax).toBe(big.order.total_tax);
    expect(order?.shipping_address?.city).toBe(big.order.shipping_address.city);
    expect(order?.refunds).toHaveLength(1);
  });

  it("shows a refund in totalRefundedSet and a cancellation in cancelledAt", async () => {
    const auth = await connect("refund-lab.myshopify.com");
    const placed = (await (await post("/_sim/shopify/orders", { shop: auth.shop })).json()) as {
      order: { id: number; total_price: string };
    };
    const refund = await post("/_sim/shopify/refunds", {
      shop: auth.shop,
      order_id: placed.order.id,
      amount: 5,
    });
    expect(refund.status).toBe(200);
    const tooMuch = await post("/_sim/shopify/refunds", {
      shop: auth.shop,
      order_id: placed.order.id,
      amount: Number(placed.order.total_price),
    });
    expect(tooMuch.status).toBe(400);
    expect((await post("/_sim/shopify/refunds", { shop: auth.shop, order_id: 1 })).status).toBe(404);
    expect((await post(`/_sim/shopify/orders/${placed.order.id}/cancel`, { shop: auth.shop })).status).toBe(
      200,
    );
    expect((await post(`/_sim/shopify/orders/${placed.order.id}/cancel`, { shop: auth.shop })).status).toBe(
      400,
    );
    const data = (await client.graphql(
      auth,
      "{ orders(first: 1) { nodes { cancelledAt cancelReason displayFinancialStatus totalRefundedSet { shopMoney { amount } } } } }",
    )) as { orders: { nodes: Record<string, unknown>[] } };
    expect(data.orders.nodes[0]).toMatchObject({
      cancelReason: "CUSTOMER",
      displayFinancialStatus: "PARTIALLY_REFUNDED",
      totalRefundedSet: { shopMoney: { amount: "5.00" } },
    });
    const [order] = (await client.listOrdersPage(auth)).items;
    expect(order?.cancelled_at).toBeInstanceOf(Date);
  });

  it("surfaces THROTTLED (from the cost extension) and HTTP 429 (from Retry-After) as rate limits", async () => {
    const auth = await connect();
    await post("/_sim/shopify/throttle", { shop: SHOP, available: 0 });
    const throttled = await client.listProductsPage(auth).catch((e: unknown) => e);
    expect(throttled).toBeInstanceOf(PlatformRateLimitError);
    expect((throttled as PlatformRateLimitError).retryAfterSeconds).toBeGreaterThanOrEqual(8);
    await post("/_sim/shopify/throttle", { shop: SHOP, available: 2000 });
    await post("/_sim/faults", { platform: "shopify", kind: "429", retryAfterSeconds: 4 });
    await expect(client.getShop(auth)).rejects.toMatchObject({ retryAfterSeconds: 4 });
    await post("/_sim/faults", { platform: "shopify", kind: "5xx" });
    await expect(client.getShop(auth)).rejects.toBeInstanceOf(PlatformServerError);
  });

  it("refuses a query above the single-query cost limit", async () => {
    const auth = await connect();
    const error = await client
      .graphql(auth, "{ products(first: 100) { nodes { variants(first: 100) { nodes { id } } } } }")
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ constructor: PlatformRequestError, platformCode: "MAX_COST_EXCEEDED" });
  });

  it("an uninstalled app's token is refused as revoked", async () => {
    const auth = await connect("soon-gone.myshopify.com");
    await post("/_sim/shopify/webhooks", { topic: "app/uninstalled", shop: auth.shop });
    await expect(client.getShop(auth)).rejects.toMatchObject({
      constructor: PlatformAuthError,
      reason: "revoked",
    });
  });
});

describe("Shopify checkouts (REST checkouts.json)", () => {
  it("pages open checkouts through the Link header and maps them to the pixel's cart shape", async () => {
    const auth = await connect("checkout-lab.myshopify.com");
    const since = new Date(Date.now() - 60_000);
    const started: { token: string; total_price: string }[] = [];
    for (const email of ["a@checkout.test", "b@checkout.test", "c@checkout.test"]) {
      const res = await post("/_sim/shopify/checkouts", {
        shop: auth.shop,
        email,
        items: [{ handle: "hydra-glow-hyaluronic-serum", quantity: 2 }],
      });
      started.push(((await res.json()) as { checkout: { token: string; total_price: string } }).checkout);
    }
    const first = await client.listCheckoutsPage({ ...auth, updatedAtMin: since, limit: 2 });
    expect(first.items.map((c) => c.token)).toEqual(started.slice(0, 2).map((c) => c.token));
    expect(first.next).toBeTruthy();
    const second = await client.listCheckoutsPage({ ...auth, pageInfo: first.next, limit: 2 });
    expect(second.items.map((c) => c.token)).toEqual([started[2]!.token]);
    expect(second.next).toBeNull();
    const [one] = first.items;
    expect(one).toMatchObject({ email: "a@checkout.test", completedAt: null });
    expect(one!.checkoutData).toMatchObject({ totalPrice: started[0]!.total_price, currency: "CAD" });
    expect(one!.checkoutData.lineItems).toEqual([
      expect.objectContaining({ quantity: 2, variantId: expect.stringMatching(/^\d+$/) }),
    ]);
    const later = await client.listCheckoutsPage({ ...auth, updatedAtMin: new Date(Date.now() + 60_000) });
    expect(later).toEqual({ items: [], next: null });
  });

  it("maps refusals and outages to typed errors", async () => {
    const auth = await connect("checkout-errors.myshopify.com");
    await expect(client.listCheckoutsPage({ ...auth, accessToken: "not-a-token" })).rejects.toBeInstanceOf(
      PlatformAuthError,
    );
    await post("/_sim/faults", { platform: "shopify", kind: "5xx", path: "/checkouts.json" });
    await expect(client.listCheckoutsPage(auth)).rejects.toBeInstanceOf(PlatformServerError);
  });

  it("reads checkouts/create and checkouts/update bodies by their token", () => {
    const parsed = parseShopifyWebhook("checkouts/update", {
      token: "tok-1",
      email: "Buyer@Example.com",
      customer: { id: 7, email: "buyer@example.com" },
      line_items: [{ title: "Serum", quantity: 3, price: "10.00", variant_id: 45 }],
      total_price: "33.90",
      currency: "CAD",
      created_at: "2026-01-01T10:00:00Z",
      updated_at: "2026-01-01T10:05:00Z",
      completed_at: "2026-01-01T10:05:00Z",
    });
    expect(parsed).toMatchObject({
      kind: "checkout",
      checkout: {
        token: "tok-1",
        email: "buyer@example.com",
        customerId: "7",
        checkoutData: { lineItems: [{ title: "Serum", quantity: 3, lineTotal: "30.00", variantId: "45" }] },
      },
    });
    expect(() => parseShopifyWebhook("checkouts/create", { email: "x@y.z" })).toThrow();
  });
});
