import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads, orderAttributions, revenueDays } from "../db/attribution.schema";
import { sqlRows } from "../db/sql-rows";
import { createTestApp, type TestApp } from "../test/test-app";
import { sampleOrder, seedStoreAndConversation } from "./attribution-fixtures.test-helper";
import { recordShopifyOrder } from "./record-shopify-order";
import { recordShopifyRefund } from "./record-shopify-refund";

describe("recordShopifyOrder", () => {
  let t: TestApp;
  let cookie: string;
  let teamId: string;

  /** A fresh conversation with a tracking link, clicked once: returns the ids the pixel would carry. */
  async function conversation(discountCode?: string) {
    const seeded = await seedStoreAndConversation(t.db, teamId);
    const link = (
      await t.call(
        "POST",
        "/api/attribution/tracking-links",
        {
          productId: seeded.productId,
          messageId: seeded.messageId,
          ...(discountCode ? { discountCode } : {}),
        },
        cookie,
      )
    ).json();
    const redirect = await t.app.inject({ method: "GET", url: new URL(link.trackingUrl).pathname });
    const params = new URL(redirect.headers.location as string).searchParams;
    const store = { integrationId: seeded.storeId, teamId };
    return {
      seeded,
      store,
      leadId: link.lead.leadId as string,
      code: link.attribution.code as string,
      cid: params.get("lunara_cid")!,
      mid: seeded.messageId,
    };
  }
  /** The store pixel reporting a checkout of conversation `c`, as the browser would. */
  const pixelCheckout = (
    c: Awaited<ReturnType<typeof conversation>>,
    checkoutToken: string,
    eventId?: string,
  ) =>
    t.app.inject({
      method: "POST",
      url: "/api/track",
      payload: {
        type: "checkout",
        ...(eventId ? { eventId } : {}),
        store: c.seeded.shop,
        clientId: "k",
        timestamp: Date.now(),
        checkoutToken,
        attribution: { mid: c.mid, cid: c.cid },
      },
    });
  /** An order carrying conversation `c`'s click id, placed `days` after the click. */
  const orderWithClickIdAfterDays = (c: Awaited<ReturnType<typeof conversation>>, days: number) =>
    recordShopifyOrder(
      t.deps,
      c.store,
      sampleOrder({
        email: null,
        customer: null,
        processed_at: new Date(Date.now() + days * 86_400_000),
        note_attributes: [{ name: "lunara_cid", value: c.cid }],
      }),
    );
  const lead = async (id: string) => (await t.db.select().from(leads).where(eq(leads.id, id)))[0]!;

  beforeAll(async () => {
    t = await createTestApp();
    const person = await t.createPerson({ email: "owner@brand.test" });
    teamId = person.teamId;
    cookie = await t.signIn(person.email, person.password);
  });
  afterAll(async () => t.close());

  it("credits by checkout token from the pixel, and a second delivery counts once", async () => {
    const c = await conversation();
    expect((await pixelCheckout(c, "ck-1")).statusCode).toBe(202);
    const order = sampleOrder({ checkout_token: "ck-1", email: null, customer: null });
    const first = await recordShopifyOrder(t.deps, c.store, order);
    expect(first.attribution).toEqual({ method: "checkout_token", leadId: c.leadId });
    const again = await recordShopifyOrder(t.deps, c.store, order);
    expect(again.created).toBe(false);
    const l = await lead(c.leadId);
    expect(l.totalOrders).toBe(1);
    expect(Number(l.attributedRevenue)).toBe(54);
    expect(l.status).toBe("converted");
    const [day] = await t.db.select().from(revenueDays).where(eq(revenueDays.teamId, teamId));
    expect(day).toMatchObject({
      ordersCount: 1,
      grossSales: "60.00",
      discounts: "6.00",
      netSales: "54.00",
      attributedOrders: 1,
    });
  });

  it("credits an order stored before the pixel reported its checkout, once the pixel does", async () => {
    const c = await conversation();
    const order = sampleOrder({ checkout_token: "ck-late", email: null, customer: null });
    const announced: string[] = [];
    const stop = t.deps.events.subscribe((event) => {
      if (event.type === "order.attributed") announced.push(String(event.data.orderId));
    });
    const early = await recordShopifyOrder(t.deps, c.store, order);
    expect(early.attribution).toBeNull();
    const attributedBefore = await sqlRows<{ n: number }>(
      t.db,
      sql`select coalesce(sum(attributed_orders), 0)::int n from revenue_days where team_id = ${teamId}`,
    );
    expect((await pixelCheckout(c, "ck-late", "late-1")).statusCode).toBe(202);
    await t.jobs.runDue();
    const [credit] = await t.db
      .select()
      .from(orderAttributions)
      .where(eq(orderAttributions.orderId, early.orderId));
    expect(credit).toMatchObject({ method: "checkout_token", leadId: c.leadId });
    const l = await lead(c.leadId);
    expect(l.totalOrders).toBe(1);
    expect(Number(l.attributedRevenue)).toBe(54);
    const attributedAfter = await sqlRows<{ n: number }>(
      t.db,
      sql`select coalesce(sum(attributed_orders), 0)::int n from revenue_days where team_id = ${teamId}`,
    );
    expect(attributedAfter[0]!.n).toBe(attributedBefore[0]!.n + 1);
    // Another pixel event for the same checkout credits nothing twice.
    expect((await pixelCheckout(c, "ck-late", "late-2")).statusCode).toBe(202);
    await t.jobs.runDue();
    expect(
      await t.db.select().from(orderAttributions).where(eq(orderAttributions.orderId, early.orderId)),
    ).toHaveLength(1);
    // The late credit is announced (streams, outbound webhooks) once, like a webhook's credit.
    await new Promise((r) => setTimeout(r, 200));
    stop();
    expect(announced).toEqual([early.orderId]);
    await expectRollupsMatchOrders();
  });

  it("credits by cid and mid from the cart attributes", async () => {
    const a = await conversation();
    const byCid = await recordShopifyOrder(
      t.deps,
      a.store,
      sampleOrder({ email: null, customer: null, note_attributes: [{ name: "lunara_cid", value: a.cid }] }),
    );
    expect(byCid.attribution?.method).toBe("cid");
    const b = await conversation();
    const byMid = await recordShopifyOrder(
      t.deps,
      b.store,
      sampleOrder({
        email: null,
        customer: null,
        note_attributes: [{ name: "lunara_message_id", value: b.mid }],
      }),
    );
    expect(byMid.attribution).toEqual({ method: "mid", leadId: b.leadId });
  });

  it("credits server-side by email, phone, discount code and cart note when the pixel was blocked", async () => {
    const e = await conversation();
    await t.db
      .update(leads)
      .set({ email: "Jo@Example.com", phone: "+1 (416) 555-0100" })
      .where(eq(leads.id, e.leadId));
    const byEmail = await recordShopifyOrder(
      t.deps,
      e.store,
      sampleOrder({ email: "jo@example.com", customer: null }),
    );
    expect(byEmail.attribution).toEqual({ method: "email", leadId: e.leadId });
    const byPhone = await recordShopifyOrder(
      t.deps,
      e.store,
      sampleOrder({ email: null, phone: "416-555-0100x", customer: null }),
    );
    expect(byPhone.attribution?.method).toBe("phone");
    const d = await conversation("GLOW10");
    const byCode = await recordShopifyOrder(
      t.deps,
      d.store,
      sampleOrder({ email: null, customer: null, discount_codes: ["glow10"] }),
    );
    expect(byCode.attribution).toEqual({ method: "discount_code", leadId: d.leadId });
    const n = await conversation();
    const byNote = await recordShopifyOrder(
      t.deps,
      n.store,
      sampleOrder({ email: null, customer: null, note: `from http://localhost:3000/t/${n.code}` }),
    );
    expect(byNote.attribution).toEqual({ method: "note", leadId: n.leadId });
  });

  it("does not credit evidence older than the attribution window", async () => {
    const c = await conversation();
    const res = await orderWithClickIdAfterDays(c, 8);
    expect(res.attribution).toBeNull();
  });

  it("uses the team's own attribution window, which only an admin may change", async () => {
    expect((await t.call("GET", "/api/attribution/settings", undefined, cookie)).json()).toEqual({
      windowDays: 7,
    });
    const set = await t.app.inject({
      method: "PUT",
      url: "/api/attribution/settings",
      headers: { "x-lunara-csrf": "1", origin: "http://localhost:3000", cookie },
      payload: { windowDays: 14 },
    });
    expect(set.json()).toEqual({ windowDays: 14 });
    const c = await conversation();
    const res = await orderWithClickIdAfterDays(c, 10);
    expect(res.attribution?.method).toBe("cid");
    const member = await t.createPerson({ email: "member@brand.test", teamId });
    const memberCookie = await t.signIn(member.email, member.password);
    const refused = await t.app.inject({
      method: "PUT",
      url: "/api/attribution/settings",
      headers: { "x-lunara-csrf": "1", origin: "http://localhost:3000", cookie: memberCookie },
      payload: { windowDays: 1 },
    });
    expect(refused.statusCode).toBe(403);
    await t.app.inject({
      method: "PUT",
      url: "/api/attribution/settings",
      headers: { "x-lunara-csrf": "1", origin: "http://localhost:3000", cookie },
      payload: { windowDays: 7 },
    });
  });

  it("lowers net sales and the lead's revenue on a refund, once", async () => {
    const c = await conversation();
    const order = sampleOrder({
      email: null,
      customer: null,
      note_attributes: [{ name: "lunara_cid", value: c.cid }],
    });
    await recordShopifyOrder(t.deps, c.store, order);
    const refund = {
      shopify_order_id: order.shopify_order_id,
      shopify_refund_id: "r1",
      amount: "20.00",
      processed_at: new Date(),
      line_items: [{ shopify_product_id: "111", shopify_variant_id: "1111", quantity: 1, subtotal: "20.00" }],
    };
    const before = await t.db.select().from(revenueDays).where(eq(revenueDays.teamId, teamId));
    expect((await recordShopifyRefund(t.deps, c.store, refund)).recorded).toBe(true);
    expect((await recordShopifyRefund(t.deps, c.store, refund)).reason).toBe("duplicate");
    const after = await t.db.select().from(revenueDays).where(eq(revenueDays.teamId, teamId));
    const total = (rows: typeof after, f: "netSales" | "returns") =>
      rows.reduce((s, r) => s + Number(r[f]), 0);
    expect(total(after, "netSales")).toBeCloseTo(total(before, "netSales") - 20, 2);
    expect(total(after, "returns")).toBeCloseTo(total(before, "returns") + 20, 2);
    expect(Number((await lead(c.leadId)).attributedRevenue)).toBe(34);
  });

  it("moves only the difference when an order is edited or cancelled", async () => {
    const c = await conversation();
    const order = sampleOrder({ email: null, customer: null });
    await recordShopifyOrder(t.deps, c.store, order);
    await recordShopifyOrder(t.deps, c.store, { ...order, total_discounts: "0", subtotal_price: "60.00" });
    await recordShopifyOrder(t.deps, c.store, { ...order, cancelled_at: new Date() });
    await expectRollupsMatchOrders();
  });

  it("nets a cancelled and refunded order to zero, whether the refund or the cancellation comes first", async () => {
    const totals = async () => {
      const [row] = await sqlRows<{ net: string; returns: string; attributed: string; units: number }>(
        t.db,
        sql`select (select coalesce(sum(net_sales), 0)::text from revenue_days where team_id = ${teamId}) net,
          (select coalesce(sum(returns), 0)::text from revenue_days where team_id = ${teamId}) returns,
          (select coalesce(sum(attributed_sales), 0)::text from revenue_days where team_id = ${teamId}) attributed,
          (select coalesce(sum(units), 0)::int from product_sales_days where team_id = ${teamId}) units`,
      );
      return {
        net: Number(row?.net),
        returns: Number(row?.returns),
        attributed: Number(row?.attributed),
        units: row?.units,
      };
    };
    for (const refundFirst of [true, false]) {
      const c = await conversation();
      const order = sampleOrder({
        email: null,
        customer: null,
        note_attributes: [{ name: "lunara_cid", value: c.cid }],
      });
      const refund = {
        shopify_order_id: order.shopify_order_id,
        shopify_refund_id: `r-${order.shopify_order_id}`,
        amount: "20.00",
        processed_at: new Date(),
        line_items: [
          { shopify_product_id: "111", shopify_variant_id: "1111", quantity: 1, subtotal: "20.00" },
        ],
      };
      const before = await totals();
      await recordShopifyOrder(t.deps, c.store, order);
      const live = await totals();
      expect(live.net).toBeGreaterThan(before.net);
      const cancel = () => recordShopifyOrder(t.deps, c.store, { ...order, cancelled_at: new Date() });
      if (refundFirst) {
        await recordShopifyRefund(t.deps, c.store, refund);
        expect((await totals()).net).toBeCloseTo(live.net - 20, 2);
        await cancel();
      } else {
        await cancel();
        expect((await recordShopifyRefund(t.deps, c.store, refund)).recorded).toBe(true);
      }
      // Delivered again, nothing moves.
      await cancel();
      const after = await totals();
      expect(after.net).toBeCloseTo(before.net, 2);
      expect(after.returns).toBeCloseTo(before.returns, 2);
      expect(after.attributed).toBeCloseTo(before.attributed, 2);
      expect(after.units).toBe(before.units);
      expect(Number((await lead(c.leadId)).attributedRevenue)).toBe(0);
    }
    await expectRollupsMatchOrders();
  });

  it("keeps every rollup equal to a recomputation from the raw orders and refunds", async () => {
    await expectRollupsMatchOrders();
    const attributed = await t.db.select({ n: sql<number>`count(*)::int` }).from(orderAttributions);
    expect(attributed[0]?.n).toBeGreaterThan(5);
  });

  async function expectRollupsMatchOrders() {
    const [fromRollups] = await sqlRows<{ gross: string; net: string; orders: number }>(
      t.db,
      sql`select sum(gross_sales)::text gross, sum(net_sales)::text net, sum(orders_count)::int orders from revenue_days where team_id = ${teamId}`,
    );
    const [fromOrders] = await sqlRows<{ gross: string; net: string; orders: number }>(
      t.db,
      sql`with live as (select * from orders where team_id = ${teamId} and (order_data->>'cancelled_at') is null),
        gross as (select coalesce(sum((li->>'price')::numeric * (li->>'quantity')::int), 0) g
          from live, jsonb_array_elements(live.order_data->'line_items') li)
        select (select g from gross)::text gross,
          ((select g from gross) - (select coalesce(sum(total_discounts), 0) from live)
            - (select coalesce(sum(r.amount), 0) from order_refunds r join live o on o.id = r.order_id))::text net,
          (select count(*)::int from live) orders`,
    );
    expect(Number(fromRollups?.gross)).toBeCloseTo(Number(fromOrders?.gross), 2);
    expect(Number(fromRollups?.net)).toBeCloseTo(Number(fromOrders?.net), 2);
    expect(fromRollups?.orders).toBe(fromOrders?.orders);
    const [products] = await sqlRows<{ units: number; lines: number }>(
      t.db,
      sql`select (select coalesce(sum(units), 0)::int from product_sales_days where team_id = ${teamId}) units,
        (select coalesce(sum((li->>'quantity')::int), 0)::int from orders o, jsonb_array_elements(o.order_data->'line_items') li
          where o.team_id = ${teamId} and (o.order_data->>'cancelled_at') is null)
        - (select coalesce(sum((li->>'quantity')::int), 0)::int from order_refunds r join orders o on o.id = r.order_id,
            jsonb_array_elements(r.line_items) li
          where o.team_id = ${teamId} and (o.order_data->>'cancelled_at') is null) lines`,
    );
    expect(products?.units).toBe(products?.lines);
  }
});
