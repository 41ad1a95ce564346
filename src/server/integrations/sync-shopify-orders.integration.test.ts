import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordShopifyOrder } from "../attribution/record-shopify-order";
import { orders, products } from "../db/commerce.schema";
import { integrations } from "../db/integrations.schema";
import { sqlRows } from "../db/sql-rows";
import { restOrderSchema } from "../platforms/shopify/shopify.schema";
import { mapRestOrder } from "../platforms/shopify/shopify-mapping";
import {
  connectShopify,
  type Kit,
  signedInPerson,
  simCall,
  startKit,
} from "./integrations-test-kit.test-helper";
import { syncShopifyOrders } from "./sync-shopify-orders";

type SimOrder = {
  id: number;
  total_tax: string;
  total_shipping_price_set: { shop_money: { amount: string } };
  shipping_address: { city: string; country: string };
  line_items: { id: number }[];
};

let kit: Kit;
let team: { teamId: string; cookie: string };
let storeId: string;
const shop = "sync-store.myshopify.com";
const buyer = "buyer@sync.test";

const place = async (body: object) =>
  (await simCall<{ order: SimOrder }>(kit.sim, "POST", "/_sim/shopify/orders", { shop, ...body })).order;
const storedOrder = async (id: number) =>
  (
    await kit.t.db
      .select()
      .from(orders)
      .where(and(eq(orders.integrationId, storeId), eq(orders.shopifyOrderId, String(id))))
  )[0];
const rollups = async () =>
  (
    await sqlRows<{ taxes: string; shipping: string; orders: string; returns: string }>(
      kit.t.db,
      sql`select coalesce(sum(taxes), 0)::text as taxes, coalesce(sum(shipping), 0)::text as shipping,
        coalesce(sum(orders_count), 0)::text as orders, coalesce(sum(returns), 0)::text as returns
        from revenue_days where team_id = ${team.teamId}`,
    )
  )[0]!;
const locations = async () =>
  (
    await kit.t.call("GET", "/api/analytics/analytics-orders-location?timeframe=30d", undefined, team.cookie)
  ).json().data as { locations: { location: string; count: number }[]; total_orders: number };

const located = async () =>
  (
    await sqlRows<{ n: number }>(
      kit.t.db,
      sql`select coalesce(sum(orders_count), 0)::int as n from location_days where team_id = ${team.teamId}`,
    )
  )[0]!.n;

beforeAll(async () => {
  kit = await startKit();
  team = await signedInPerson(kit, "sync@brand.test");
  await connectShopify(kit, team.cookie, "sync-store");
  await kit.t.jobs.runDue();
  storeId = (
    await kit.t.db
      .select({ id: integrations.id })
      .from(integrations)
      .where(and(eq(integrations.teamId, team.teamId), eq(integrations.platform, "shopify")))
  )[0]!.id;
  // A shopper who talked to the brand an hour ago: an order with this email is credited to the lead.
  await kit.t.db.execute(sql`insert into leads (team_id, email, first_interaction, last_interaction, last_conversation_at)
    values (${team.teamId}, ${buyer}, now() - interval '1 hour', now() - interval '1 hour', now() - interval '1 hour')`);
});
afterAll(() => kit?.close());

describe("Shopify orders: shipping, taxes and where they go", () => {
  it("orders/create stores the tax, the shipping and the address; the rollups, Orders by location and the CSV show them", async () => {
    const [cheapest] = await kit.t.db
      .select({ handle: products.handle })
      .from(products)
      .where(eq(products.integrationId, storeId))
      .orderBy(asc(products.priceMin))
      .limit(1);
    const order = await place({ email: buyer, items: [{ handle: cheapest!.handle, quantity: 1 }] });
    expect(Number(order.total_shipping_price_set.shop_money.amount)).toBeGreaterThan(0);
    const stored = await storedOrder(order.id);
    expect(stored?.totalTax).toBe(Number(order.total_tax).toFixed(2));
    expect(stored?.totalShipping).toBe(Number(order.total_shipping_price_set.shop_money.amount).toFixed(2));
    const totals = await rollups();
    expect(Number(totals.taxes)).toBeCloseTo(Number(order.total_tax), 2);
    expect(Number(totals.shipping)).toBeGreaterThan(0);
    const where = await locations();
    expect(where.locations.map((l) => l.location)).toContain(
      `${order.shipping_address.city}, ${order.shipping_address.country}`,
    );
    const csv = await kit.t.call("GET", "/api/leads/export.csv", undefined, team.cookie);
    const row = csv.body.split("\n").find((line) => line.includes(buyer));
    expect(row).toContain(`${order.shipping_address.city}, ${order.shipping_address.country}`);
  });
});

describe("the next sync backfills orders", () => {
  it("fills an order stored without shipping, tax and address, adds a missed order and its refund, once", async () => {
    await simCall(kit.sim, "POST", "/_sim/config", { lunaraUrl: null });
    const before = await rollups();
    const beforeLocated = await located();
    const old = await place({ email: "someone@else.test" });
    // How an order was stored before the mapping carried these fields.
    await recordShopifyOrder(
      kit.t.deps,
      { integrationId: storeId, teamId: team.teamId },
      {
        ...mapRestOrder(restOrderSchema.parse(old)),
        total_tax: null,
        total_shipping: null,
        shipping_address: null,
      },
    );
    expect((await storedOrder(old.id))?.totalTax).toBe("0.00");
    const missed = await place({ email: "another@else.test" });
    await simCall(kit.sim, "POST", "/_sim/shopify/refunds", {
      shop,
      order_id: missed.id,
      line_items: [{ line_item_id: missed.line_items[0]!.id, quantity: 1 }],
    });

    const result = await syncShopifyOrders(kit.t.deps, { integrationId: storeId, teamId: team.teamId });
    expect(result.refunds).toBe(1);
    for (const o of [old, missed]) {
      const stored = await storedOrder(o.id);
      expect(stored?.totalTax).toBe(Number(o.total_tax).toFixed(2));
      expect(stored?.totalShipping).toBe(Number(o.total_shipping_price_set.shop_money.amount).toFixed(2));
    }
    expect(Number((await storedOrder(missed.id))?.totalRefunded)).toBeGreaterThan(0);
    const after = await rollups();
    expect(Number(after.orders) - Number(before.orders)).toBe(2);
    expect(Number(after.taxes) - Number(before.taxes)).toBeCloseTo(
      Number(old.total_tax) + Number(missed.total_tax),
      2,
    );
    expect(Number(after.returns)).toBeGreaterThan(Number(before.returns));
    expect((await located()) - beforeLocated).toBe(2);

    // Syncing again changes nothing.
    await syncShopifyOrders(kit.t.deps, { integrationId: storeId, teamId: team.teamId });
    expect(await rollups()).toEqual(after);
    await simCall(kit.sim, "POST", "/_sim/config", { lunaraUrl: kit.lunaraUrl });
  });
});
