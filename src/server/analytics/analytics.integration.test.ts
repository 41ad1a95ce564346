import { DAY_OUT_OF_RANGE } from "@shared/analytics/calendar-day.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleOrder, seedStoreAndConversation } from "../attribution/attribution-fixtures.test-helper";
import { recordShopifyOrder } from "../attribution/record-shopify-order";
import { recordShopifyRefund } from "../attribution/record-shopify-refund";
import { createTestApp, type TestApp } from "../test/test-app";

const today = new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

describe("analytics", () => {
  let t: TestApp;
  let cookie: string;
  let otherCookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    const owner = await t.createPerson({ email: "owner@brand.test" });
    cookie = await t.signIn(owner.email, owner.password);
    const other = await t.createPerson({ email: "other@brand.test" });
    otherCookie = await t.signIn(other.email, other.password);
    const seeded = await seedStoreAndConversation(t.db, owner.teamId);
    const store = { integrationId: seeded.storeId, teamId: owner.teamId };
    const link = (
      await t.call(
        "POST",
        "/api/attribution/tracking-links",
        { productId: seeded.productId, messageId: seeded.messageId },
        cookie,
      )
    ).json();
    const redirect = await t.app.inject({ method: "GET", url: new URL(link.trackingUrl).pathname });
    const cid = new URL(redirect.headers.location as string).searchParams.get("lunara_cid")!;
    const credited = sampleOrder({
      email: null,
      customer: null,
      note_attributes: [{ name: "lunara_cid", value: cid }],
    });
    await recordShopifyOrder(t.deps, store, credited);
    await recordShopifyOrder(
      t.deps,
      store,
      sampleOrder({
        email: null,
        customer: null,
        shipping_address: { city: "Montreal", province: "Quebec", country: "Canada" },
        line_items: [
          {
            shopify_product_id: "222",
            shopify_variant_id: "2222",
            title: "Lip Oil",
            quantity: 1,
            price: "18.00",
          },
        ],
        total_discounts: "0",
        subtotal_price: "18.00",
      }),
    );
    const lastYear = new Date(Date.now() - 365 * 86_400_000);
    await recordShopifyOrder(
      t.deps,
      store,
      sampleOrder({ email: null, customer: null, processed_at: lastYear, created_at: lastYear }),
    );
    await recordShopifyRefund(t.deps, store, {
      shopify_order_id: credited.shopify_order_id,
      shopify_refund_id: "r1",
      amount: "10",
      processed_at: new Date(),
    });
  });
  afterAll(async () => t.close());

  it("analytics-revenue gives every day of the period and, with Compare, last year's", async () => {
    const res = await t.call(
      "POST",
      "/api/analytics/analytics-revenue",
      { user_id: "ignored", start_date: daysAgo(30), end_date: today, include_comparison: true },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    const { data, currency } = res.json();
    expect(currency).toBe("CAD");
    expect(data.current_period).toHaveLength(31);
    const todayRow = data.current_period.at(-1);
    expect(todayRow).toMatchObject({
      date: today,
      orders_count: 2,
      gross_sales: 78,
      discounts: 6,
      returns: 10,
      net_sales: 62,
    });
    expect(data.comparison_period).toHaveLength(31);
    expect(
      data.comparison_period.reduce((s: number, d: { orders_count: number }) => s + d.orders_count, 0),
    ).toBe(1);
    const get = await t.call(
      "GET",
      `/api/analytics/analytics-revenue?start_date=${daysAgo(7)}&end_date=${today}`,
      undefined,
      cookie,
    );
    expect(get.json().data.comparison_period).toEqual([]);
  });

  it("refuses days outside 2000-2100 with a 400 that says so (9999-12-31 stalled the server; year 0000 was a 500)", async () => {
    for (const [start_date, end_date] of [
      ["9999-12-30", "9999-12-31"],
      ["0000-01-01", "0000-01-02"],
      ["0001-01-01", "0001-01-05"],
    ]) {
      const res = await t.call(
        "POST",
        "/api/analytics/analytics-revenue",
        { start_date, end_date, include_comparison: true },
        cookie,
      );
      expect(res.statusCode, start_date).toBe(400);
      expect(JSON.stringify(res.json()), start_date).toContain(DAY_OUT_OF_RANGE);
    }
    // The records behind a figure take the same days only.
    for (const path of [
      "/api/assistants/records/orders?start=9999-12-30&end=9999-12-31",
      "/api/assistants/records/messages?from=0000-01-01T00:00:00Z",
    ]) {
      const records = await t.call("GET", path, undefined, cookie);
      expect(records.statusCode, path).toBe(400);
      expect(JSON.stringify(records.json()), path).toContain(DAY_OUT_OF_RANGE);
    }
  });

  it("rejects a reversed period with a 400", async () => {
    const res = await t.call(
      "POST",
      "/api/analytics/analytics-revenue",
      { start_date: today, end_date: daysAgo(3) },
      cookie,
    );
    expect(res.statusCode).toBe(400);
  });

  it("analytics-products ranks products by net profit", async () => {
    const res = await t.call(
      "POST",
      "/api/analytics/analytics-products",
      { timeframe: "30d", limit: 5 },
      cookie,
    );
    expect(res.json().data).toEqual([
      {
        product_id: expect.any(String),
        product_title: "Glow Serum",
        variant_title: null,
        net_revenue: 54,
        units_sold: 2,
      },
      { product_id: null, product_title: "Lip Oil", variant_title: null, net_revenue: 18, units_sold: 1 },
    ]);
  });

  it("customer-journey-funnel counts clicks and purchases with their shares", async () => {
    const res = await t.call("POST", "/api/analytics/customer-journey-funnel", { timeframe: "30d" }, cookie);
    const funnel = res.json().data;
    expect(funnel.stages.map((s: { id: string }) => s.id)).toEqual([
      "messages_sent",
      "link_clicks",
      "added_to_cart",
      "reached_checkout",
      "completed_purchase",
    ]);
    expect(funnel.stages[1]).toMatchObject({ count: 1, percentage: 100, previousCount: 0 });
    expect(funnel.total_conversions).toBe(1);
    expect(funnel.period.timeframe).toBe("30d");
  });

  it("analytics-orders-location gives the top locations as shares of all orders", async () => {
    const res = await t.call(
      "GET",
      "/api/analytics/analytics-orders-location?timeframe=7d",
      undefined,
      cookie,
    );
    expect(res.json().data).toEqual({
      locations: [
        { location: "Montreal, Quebec, Canada", count: 1, percentage: 50 },
        { location: "Toronto, Ontario, Canada", count: 1, percentage: 50 },
      ],
      total_orders: 2,
    });
  });

  it("analytics-dashboard gives the overview of credited revenue and leads", async () => {
    const res = await t.call("POST", "/api/analytics/analytics-dashboard", { timeframe: "30d" }, cookie);
    expect(res.json().data).toMatchObject({
      currency: "CAD",
      total_revenue: 44,
      total_orders: 1,
      avg_order_value: 44,
      total_leads: 1,
      converted_leads: 1,
      conversion_rate: 100,
      store_net_sales: 62,
      leads_breakdown: { by_status: { converted: 1 } },
    });
  });

  it("shows another team nothing of this team's figures", async () => {
    const revenue = await t.call(
      "POST",
      "/api/analytics/analytics-revenue",
      { start_date: daysAgo(7), end_date: today },
      otherCookie,
    );
    expect(
      revenue.json().data.current_period.every((d: { orders_count: number }) => d.orders_count === 0),
    ).toBe(true);
    const overview = await t.call(
      "POST",
      "/api/analytics/analytics-dashboard",
      { timeframe: "90d" },
      otherCookie,
    );
    expect(overview.json().data).toMatchObject({ total_revenue: 0, total_leads: 0 });
    const locations = await t.call("POST", "/api/analytics/analytics-orders-location", {}, otherCookie);
    expect(locations.json().data).toEqual({ locations: [], total_orders: 0 });
    expect((await t.call("POST", "/api/analytics/analytics-products", {}, otherCookie)).json().data).toEqual(
      [],
    );
  });

  it("needs a session", async () => {
    expect((await t.call("POST", "/api/analytics/analytics-dashboard", {})).statusCode).toBe(401);
  });
});
