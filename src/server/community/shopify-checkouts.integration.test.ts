import type { AbandonedCart as Cart } from "@shared/community/abandoned-carts.schema";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleOrder } from "../attribution/attribution-fixtures.test-helper";
import { recordShopifyOrder } from "../attribution/record-shopify-order";
import { communityIdentities, shopifyCheckouts } from "../db/community.schema";
import { integrations } from "../db/integrations.schema";
import { handleShopifyWebhook } from "../integrations/handle-shopify-webhook";
import {
  connectShopify,
  eventually,
  type Kit,
  signedInPerson,
  simCall,
  startKit,
} from "../integrations/integrations-test-kit.test-helper";
import { syncShopifyCheckouts } from "./sync-shopify-checkouts";
import { syncShopifyCheckoutsJob } from "./sync-shopify-checkouts.job";

type SimCheckout = {
  token: string;
  total_price: string;
  currency: string;
  line_items: { title: string; quantity: number; line_price: string; variant_id: number }[];
};
type Delivery = { id: number; topic: string; ok: boolean };

const SHOP = "abandoned-checkouts.myshopify.com";
const BUYER = "mia.checkout@shop.test";
const HOUR = 3_600_000;
// Once the store is connected (OAuth checks the simulator's timestamps), Lunara's clock runs two
// hours ahead of the simulator's, so a checkout started "now" in the store is past the one-hour
// abandonment window when Lunara lists carts.
let aheadMs = 0;

let kit: Kit;
let owner: { teamId: string; cookie: string };
let other: { teamId: string; cookie: string };
let storeId: string;
let buyerMemberId: string;

const carts = async (cookie = owner.cookie) => {
  const res = await kit.t.call("GET", "/api/community/abandoned-carts", undefined, cookie);
  expect(res.statusCode).toBe(200);
  return (res.json() as { carts: Cart[] }).carts;
};
const cartOf = async (token: string) => (await carts()).filter((c) => c.checkout_token === token);
const startCheckout = (body: Record<string, unknown>) =>
  simCall<{ checkout: SimCheckout; deliveries: Delivery[] }>(kit.sim, "POST", "/_sim/shopify/checkouts", {
    shop: SHOP,
    ...body,
  });
const storedRows = (token: string) =>
  kit.t.db
    .select({ id: shopifyCheckouts.id })
    .from(shopifyCheckouts)
    .where(and(eq(shopifyCheckouts.teamId, owner.teamId), eq(shopifyCheckouts.checkoutToken, token)));

beforeAll(async () => {
  kit = await startKit({ now: () => new Date(Date.now() + aheadMs) });
  owner = await signedInPerson(kit, "owner@checkouts.test");
  other = await signedInPerson(kit, "other@checkouts.test");
  await connectShopify(kit, owner.cookie, SHOP);
  const [store] = await kit.t.db
    .select({ id: integrations.id })
    .from(integrations)
    .where(and(eq(integrations.teamId, owner.teamId), eq(integrations.platform, "shopify")));
  storeId = store!.id;
  aheadMs = 2 * HOUR;
  // An earlier order makes the buyer a member known by email.
  await simCall(kit.sim, "POST", "/_sim/shopify/orders", { shop: SHOP, email: BUYER });
  buyerMemberId = await eventually(async () => {
    const [identity] = await kit.t.db
      .select({ memberId: communityIdentities.memberId })
      .from(communityIdentities)
      .where(and(eq(communityIdentities.teamId, owner.teamId), eq(communityIdentities.platformId, BUYER)));
    if (!identity) throw new Error("no member yet");
    return identity.memberId;
  });
});
afterAll(() => kit?.close());

describe("Shopify's checkouts as abandoned carts", () => {
  let token: string;

  it("lists a checkout from checkouts/create with its value, products and member, for the team only", async () => {
    const { checkout, deliveries } = await startCheckout({
      email: BUYER,
      items: [
        { handle: "hydra-glow-hyaluronic-serum", quantity: 2 },
        { handle: "bright-start-vitamin-c-serum" },
      ],
    });
    token = checkout.token;
    expect(deliveries.map((d) => [d.topic, d.ok])).toEqual([["checkouts/create", true]]);
    const [cart] = await cartOf(token);
    expect(cart).toMatchObject({
      value: Number(checkout.total_price),
      currency: checkout.currency,
      products: checkout.line_items.map((l) => ({
        title: l.title,
        quantity: l.quantity,
        line_total: Number(l.line_price),
        variant_id: String(l.variant_id),
      })),
      member: { id: buyerMemberId },
    });
    expect(cart!.products).toHaveLength(2);
    expect((await carts(other.cookie)).some((c) => c.checkout_token === token)).toBe(false);
    const foreign = await kit.t.call(
      "POST",
      `/api/community/abandoned-carts/${token}/dm-suggestion`,
      undefined,
      other.cookie,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it("stores a delivery Shopify sends twice once", async () => {
    const deliveries = await simCall<Delivery[]>(kit.sim, "GET", "/_sim/deliveries");
    const created = deliveries.filter((d) => d.topic === "checkouts/create").at(-1)!;
    const replay = await simCall<{ status: number }>(
      kit.sim,
      "POST",
      `/_sim/deliveries/${created.id}/replay`,
    );
    expect(replay.status).toBe(200);
    expect(await storedRows(token)).toHaveLength(1);
    expect(await cartOf(token)).toHaveLength(1);
  });

  it("makes one cart of the pixel's checkout_started and Shopify's checkout for the same token", async () => {
    const shared = "chk-pixel-and-shopify";
    const pixel = await kit.t.app.inject({
      method: "POST",
      url: "/api/track",
      payload: {
        type: "checkout",
        store: SHOP,
        clientId: "browser-shared",
        timestamp: Date.now(),
        checkoutToken: shared,
        attribution: {},
        checkoutData: { totalPrice: "31.64", currency: "CAD" },
      },
    });
    expect(pixel.statusCode).toBe(202);
    const { checkout } = await startCheckout({ email: BUYER, token: shared });
    await eventually(async () => expect(await storedRows(shared)).toHaveLength(1));
    const listed = await cartOf(shared);
    expect(listed).toHaveLength(1);
    // The pixel (an older one) sent no lines: Shopify's fill them in, and its email names the member.
    expect(listed[0]).toMatchObject({
      products: [{ title: checkout.line_items[0]!.title, quantity: 1 }],
      member: { id: buyerMemberId },
    });
    const cards = (await kit.t.call("GET", "/api/community/cards", undefined, owner.cookie)).json();
    expect(cards.abandonCart).toBe((await carts()).length);
  });

  it("counts the order that completes the checkout after the window as recovered revenue", async () => {
    const before = (await kit.t.call("GET", "/api/community/cards", undefined, owner.cookie)).json();
    const later = new Date(Date.now() + 90 * 60_000);
    await recordShopifyOrder(
      kit.t.deps,
      { integrationId: storeId, teamId: owner.teamId },
      sampleOrder({
        checkout_token: token,
        total_price: "64.00",
        email: BUYER,
        created_at: later,
        processed_at: later,
      }),
    );
    expect(await cartOf(token)).toEqual([]);
    const after = (await kit.t.call("GET", "/api/community/cards", undefined, owner.cookie)).json();
    expect(after.recoveredRevenue).toBeCloseTo(before.recoveredRevenue + 64, 2);
    expect(after.abandonCart).toBe(before.abandonCart - 1);
  });

  it("drops a checkout the customer completes within the window (checkouts/update, then the order)", async () => {
    const { checkout } = await startCheckout({ email: BUYER });
    expect(await cartOf(checkout.token)).toHaveLength(1);
    const done = await simCall<{ deliveries: Delivery[] }>(
      kit.sim,
      "POST",
      `/_sim/shopify/checkouts/${checkout.token}/complete`,
      { shop: SHOP },
    );
    expect(done.deliveries.map((d) => d.topic)).toEqual(["checkouts/update", "orders/create", "orders/paid"]);
    await eventually(async () => expect(await cartOf(checkout.token)).toEqual([]));
  });

  it("picks up, on the next sync, a checkout whose webhook was lost", async () => {
    await simCall(kit.sim, "POST", "/_sim/faults", {
      platform: "shopify",
      kind: "webhook_lost",
      path: "checkouts/",
      count: 1,
    });
    const { checkout, deliveries } = await startCheckout({ email: BUYER });
    expect(deliveries).toEqual([]);
    expect(await storedRows(checkout.token)).toHaveLength(0);
    expect(await cartOf(checkout.token)).toEqual([]);

    await syncShopifyCheckoutsJob.handle(kit.t.deps, {}, { id: "test", attempt: 1 });
    const [cart] = await cartOf(checkout.token);
    expect(cart).toMatchObject({ value: Number(checkout.total_price), member: { id: buyerMemberId } });
    // A second run reads the same checkouts again and changes nothing.
    expect(await syncShopifyCheckouts(kit.t.deps, { integrationId: storeId, teamId: owner.teamId })).toEqual({
      checkouts: 0,
    });
    expect(await cartOf(checkout.token)).toHaveLength(1);
  });

  it("forgets the customer's checkouts when Shopify asks to redact the customer", async () => {
    const kept = await startCheckout({ email: "someone.else@shop.test" });
    await handleShopifyWebhook(
      kit.t.deps,
      { topic: "customers/redact", shopDomain: SHOP, webhookId: "redact-buyer" },
      {
        shop_id: 1,
        shop_domain: SHOP,
        customer: { id: null, email: BUYER, phone: null },
        orders_to_redact: [],
      },
    );
    const left = await kit.t.db
      .select({ email: shopifyCheckouts.email })
      .from(shopifyCheckouts)
      .where(eq(shopifyCheckouts.teamId, owner.teamId));
    expect(left.map((r) => r.email)).toEqual(["someone.else@shop.test"]);
    expect(await storedRows(kept.checkout.token)).toHaveLength(1);
  });
});
