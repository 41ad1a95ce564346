import type { HomeOverview } from "@shared/overview/home-overview.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleOrder, seedStoreAndConversation } from "../attribution/attribution-fixtures.test-helper";
import { recordShopifyOrder } from "../attribution/record-shopify-order";
import { recordShopifyRefund } from "../attribution/record-shopify-refund";
import { createTestApp, type TestApp } from "../test/test-app";
import { askAssistant, figure } from "./assistants-team.test-helper";

/**
 * One order credited to an Instagram conversation, with tax, then partly refunded, recorded the way
 * the Shopify webhooks record them: Sunara's channel split must say what the dashboard, analytics
 * and the lead say, since they all count the same credited revenue.
 */
describe("Sunara's credited revenue agrees with every other screen", () => {
  let t: TestApp;
  let cookie: string;
  let store: { integrationId: string; teamId: string };
  let leadId: string;
  const QUESTION = "How much revenue did our conversations bring in this month?";

  beforeAll(async () => {
    t = await createTestApp();
    const person = await t.createPerson({ email: "sunara-revenue@brand.test" });
    cookie = await t.signIn(person.email, person.password);
    const seeded = await seedStoreAndConversation(t.db, person.teamId);
    store = { integrationId: seeded.storeId, teamId: person.teamId };
    const link = await t.call(
      "POST",
      "/api/attribution/tracking-links",
      { productId: seeded.productId, messageId: seeded.messageId },
      cookie,
    );
    expect(link.statusCode, link.body).toBe(201);
    leadId = link.json().lead.leadId;
    const order = await recordShopifyOrder(
      t.deps,
      store,
      sampleOrder({
        shopify_order_id: "1004",
        name: "#1004",
        email: null,
        customer: null,
        total_price: "72.32",
        subtotal_price: "64.00",
        total_discounts: "0.00",
        total_tax: "8.32",
        total_shipping: "0.00",
        note_attributes: [{ name: "lunara_message_id", value: seeded.messageId }],
        line_items: [
          {
            shopify_product_id: "111",
            shopify_variant_id: "1111",
            title: "Melt Away Cleansing Balm",
            quantity: 2,
            price: "32.00",
          },
        ],
      }),
    );
    expect(order.attribution?.method).toBe("mid");
  });
  afterAll(async () => t.close());

  /** Credited revenue as Sunara, the home dashboard, the analytics overview and the lead show it. */
  async function everyScreen() {
    const { answer } = await askAssistant(t, "sunara", QUESTION, cookie);
    const home = (await t.call("GET", "/api/overview/home", undefined, cookie)).json() as HomeOverview;
    const analytics = (await t.call("GET", "/api/analytics/analytics-dashboard", undefined, cookie)).json();
    const lead = (await t.call("GET", `/api/leads/${leadId}`, undefined, cookie)).json();
    return {
      answer,
      sunara: figure(answer, "Sales credited to conversations this month").value,
      instagram: figure(answer, "Instagram sales this month").value,
      tiktok: figure(answer, "TikTok sales this month").value,
      home: home.revenue.this_month,
      analytics: analytics.data.total_revenue as number,
      lead: lead.lead.attributed_revenue as number,
    };
  }

  it("counts the order's net sales, without its tax, in the total and in its channel", async () => {
    const seen = await everyScreen();
    expect(seen).toMatchObject({ sunara: 64, instagram: 64, tiktok: 0, home: 64, analytics: 64, lead: 64 });
    const instagram = figure(seen.answer, "Instagram sales this month").display;
    expect(seen.answer.text).toContain(`: ${instagram} (Instagram ${instagram}, TikTok`);
  });

  it("takes a partial refund off the total and off its channel alike", async () => {
    const refunded = await recordShopifyRefund(t.deps, store, {
      shopify_order_id: "1004",
      shopify_refund_id: "r-1004",
      amount: "32.00",
      processed_at: new Date(),
      line_items: [{ shopify_product_id: "111", shopify_variant_id: "1111", quantity: 1, subtotal: "32.00" }],
    });
    expect(refunded.recorded).toBe(true);
    const seen = await everyScreen();
    expect(seen).toMatchObject({ sunara: 32, instagram: 32, tiktok: 0, home: 32, analytics: 32, lead: 32 });
  });

  it("answers both questions of a message that asks two", async () => {
    // Before: only the revenue of "How many messages ... and what was our revenue?" was answered.
    const { answer } = await askAssistant(
      t,
      "sunara",
      "How many messages did we get this month and what was our revenue?",
      cookie,
    );
    const [messages, revenue] = answer.text.split("\n\n");
    expect(messages).toMatch(/\d+ (?:message|inbox item)/);
    expect(revenue).toContain("Net sales this month");
    expect(answer.tools).toEqual(expect.arrayContaining(["inbox_counts", "revenue"]));
  });

  it("answers the average order value with net sales over orders", async () => {
    // It had answered the net-sales total, with no average.
    const { answer } = await askAssistant(t, "sunara", "What is our average order value this month?", cookie);
    const net = figure(answer, "Net sales this month");
    const orders = figure(answer, "Orders this month");
    expect(orders.value).toBe(1);
    expect(answer.text).toMatch(/^Average order value this month \(/);
    expect(answer.text).toContain(`): ${net.display} (${net.display} from 1 order).`);
  });
});
