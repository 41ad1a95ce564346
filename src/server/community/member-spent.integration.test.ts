import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleOrder, seedStoreAndConversation } from "../attribution/attribution-fixtures.test-helper";
import { recordShopifyOrder } from "../attribution/record-shopify-order";
import { recordShopifyRefund } from "../attribution/record-shopify-refund";
import { createTestApp, type TestApp } from "../test/test-app";
import { recountMember } from "./community-members.repository";

/** A member's Spent follows the store: a refund lowers it and a cancellation takes the order out, once. */
let t: TestApp;
let cookie: string;
let otherCookie: string;
let store: { integrationId: string; teamId: string };
let otherStore: { integrationId: string; teamId: string };

type Member = { id: string; order_count: number; order_total: number };
const memberOf = async (email: string, as = cookie): Promise<Member> => {
  const res = await t.call(
    "GET",
    `/api/community/members?search=${encodeURIComponent(email)}`,
    undefined,
    as,
  );
  const [member] = res.json().members as Member[];
  if (!member) throw new Error(`no member for ${email}`);
  return member;
};
const orderAmounts = async (id: string, as = cookie) =>
  (
    (await t.call("GET", `/api/community/members/${id}`, undefined, as)).json().timeline as {
      kind: string;
      amount: number;
    }[]
  )
    .filter((e) => e.kind === "order")
    .map((e) => e.amount)
    .sort((a, b) => a - b);
const refundOf = (orderId: string, refundId: string, amount: string) => ({
  shopify_order_id: orderId,
  shopify_refund_id: refundId,
  amount,
  processed_at: new Date(),
  line_items: [],
});

beforeAll(async () => {
  t = await createTestApp();
  const owner = await t.createPerson({ email: "owner@spent.test" });
  cookie = await t.signIn(owner.email, owner.password);
  store = {
    integrationId: (await seedStoreAndConversation(t.db, owner.teamId)).storeId,
    teamId: owner.teamId,
  };
  const other = await t.createPerson({ email: "owner@other-spent.test" });
  otherCookie = await t.signIn(other.email, other.password);
  otherStore = {
    integrationId: (await seedStoreAndConversation(t.db, other.teamId)).storeId,
    teamId: other.teamId,
  };
});
afterAll(async () => t.close());

describe("a Community member's Spent", () => {
  it("goes down by a refund once, however often it or the order is delivered", async () => {
    const order = sampleOrder({ email: "ruby@spent.test", customer: null, total_price: "72.45" });
    await recordShopifyOrder(t.deps, store, order);
    // The same shopper buys from another team: that team's member is not this team's.
    await recordShopifyOrder(t.deps, otherStore, { ...order, total_price: "40.00" });
    expect(await memberOf("ruby@spent.test")).toMatchObject({ order_count: 1, order_total: 72.45 });

    const refund = refundOf(order.shopify_order_id, "refund-1", "20.00");
    const [first, second] = await Promise.all([
      recordShopifyRefund(t.deps, store, refund),
      recordShopifyRefund(t.deps, store, refund),
    ]);
    expect([first.recorded, second.recorded].sort()).toEqual([false, true]);
    await recordShopifyRefund(t.deps, store, refund);
    // orders/updated carries the order again after its refund.
    await recordShopifyOrder(t.deps, store, order);
    const member = await memberOf("ruby@spent.test");
    expect(member).toMatchObject({ order_count: 1, order_total: 52.45 });
    expect(await orderAmounts(member.id)).toEqual([52.45]);

    await recordShopifyRefund(t.deps, store, refundOf(order.shopify_order_id, "refund-2", "2.45"));
    expect((await memberOf("ruby@spent.test")).order_total).toBe(50);
    expect(await memberOf("ruby@spent.test", otherCookie)).toMatchObject({ order_total: 40 });
  });

  it("counts nothing for a cancelled order, refunded or not, and each other order in full", async () => {
    const kept = sampleOrder({ email: "noor@spent.test", customer: null, total_price: "30.00" });
    const cancelled = sampleOrder({ email: "noor@spent.test", customer: null, total_price: "72.45" });
    await recordShopifyOrder(t.deps, store, kept);
    await recordShopifyOrder(t.deps, store, cancelled);
    expect((await memberOf("noor@spent.test")).order_total).toBe(102.45);

    const cancel = { ...cancelled, cancelled_at: new Date() };
    await recordShopifyOrder(t.deps, store, cancel);
    await recordShopifyOrder(t.deps, store, cancel);
    expect((await memberOf("noor@spent.test")).order_total).toBe(30);
    // The cancellation's refund arrives after it: the order still counts nothing, not less than that.
    await recordShopifyRefund(t.deps, store, refundOf(cancelled.shopify_order_id, "refund-c", "72.45"));
    const member = await memberOf("noor@spent.test");
    expect(member).toMatchObject({ order_count: 1, order_total: 30 });
    expect(await orderAmounts(member.id)).toEqual([0, 30]);
  });

  it("counts an order that first arrives already cancelled as nothing", async () => {
    await recordShopifyOrder(
      t.deps,
      store,
      sampleOrder({
        email: "ines@spent.test",
        customer: null,
        total_price: "15.00",
        cancelled_at: new Date(),
      }),
    );
    expect(await memberOf("ines@spent.test")).toMatchObject({ order_count: 0, order_total: 0 });
  });

  it("is corrected by migration 0029 for orders counted before Spent followed refunds", async () => {
    const refunded = sampleOrder({ email: "lena@spent.test", customer: null, total_price: "50.00" });
    const cancelled = sampleOrder({ email: "lena@spent.test", customer: null, total_price: "25.00" });
    const { orderId } = await recordShopifyOrder(t.deps, store, refunded);
    const gone = await recordShopifyOrder(t.deps, store, cancelled);
    // As an older release left them: the refund and the cancellation on the orders, not on Spent.
    await t.db.execute(sql`update orders set total_refunded = 12.5 where id = ${orderId}`);
    await t.db.execute(
      sql`update orders set order_data = order_data || '{"cancelled_at": "2026-11-20T10:00:00.000Z"}'::jsonb
        where id = ${gone.orderId}`,
    );
    expect((await memberOf("lena@spent.test")).order_total).toBe(75);

    const migration = readFileSync(
      new URL("../db/migrations/0029_member_spent_net_of_refunds.sql", import.meta.url),
      "utf8",
    );
    for (const statement of migration.split("--> statement-breakpoint"))
      await t.db.execute(sql.raw(statement));
    const member = await memberOf("lena@spent.test");
    expect(member.order_total).toBe(37.5);
    expect(await orderAmounts(member.id)).toEqual([0, 37.5]);
    // Members already right are left as they were.
    expect((await memberOf("noor@spent.test")).order_total).toBe(30);
  });
});

describe("a Community member's Orders", () => {
  it("leave out a cancelled order, count it again if the store restores it, and agree with a recount", async () => {
    const kept = sampleOrder({ email: "mae@spent.test", customer: null, total_price: "20.00" });
    const cancelled = sampleOrder({ email: "mae@spent.test", customer: null, total_price: "35.00" });
    await recordShopifyOrder(t.deps, store, kept);
    await recordShopifyOrder(t.deps, store, cancelled);
    expect((await memberOf("mae@spent.test")).order_count).toBe(2);

    await recordShopifyOrder(t.deps, store, { ...cancelled, cancelled_at: new Date() });
    const member = await memberOf("mae@spent.test");
    expect(member).toMatchObject({ order_count: 1, order_total: 20 });
    // A merge, split or undo rebuilds the counters from the interactions: the same Orders.
    await recountMember(t.db, store.teamId, member.id);
    expect(await memberOf("mae@spent.test")).toMatchObject({ order_count: 1, order_total: 20 });

    await recordShopifyOrder(t.deps, store, { ...cancelled, cancelled_at: null });
    expect(await memberOf("mae@spent.test")).toMatchObject({ order_count: 2, order_total: 55 });
  });

  it("are corrected by migration 0031 for members whose cancelled orders were counted", async () => {
    const kept = sampleOrder({ email: "ivy@spent.test", customer: null, total_price: "10.00" });
    const gone = sampleOrder({ email: "ivy@spent.test", customer: null, total_price: "25.00" });
    await recordShopifyOrder(t.deps, store, kept);
    await recordShopifyOrder(t.deps, store, { ...gone, cancelled_at: new Date() });
    const ivy = await memberOf("ivy@spent.test");
    // As an older release left it: the cancelled order still in the member's Orders.
    await t.db.execute(sql`update community_members set order_count = 2 where id = ${ivy.id}`);
    const untouched = await memberOf("ruby@spent.test");

    const migration = readFileSync(
      new URL("../db/migrations/0031_member_orders_not_cancelled.sql", import.meta.url),
      "utf8",
    );
    await t.db.execute(sql.raw(migration));
    expect(await memberOf("ivy@spent.test")).toMatchObject({ order_count: 1, order_total: 10 });
    expect(await memberOf("ruby@spent.test")).toEqual(untouched);
  });
});
