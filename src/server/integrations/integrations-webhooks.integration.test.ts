import { createHmac } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxEmails } from "../db/app.schema";
import { orders, products } from "../db/commerce.schema";
import { messages } from "../db/inbox.schema";
import { integrations, webhookDeliveries } from "../db/integrations.schema";
import { sqlRows } from "../db/sql-rows";
import {
  connectInstagram,
  connectShopify,
  connectTikTok,
  type Kit,
  signedInPerson,
  simCall,
  startKit,
} from "./integrations-test-kit.test-helper";
import { pollTikTokComments } from "./poll-tiktok-comments";

type TrafficEvent = {
  platform_message_id: string;
  sender: { username: string; platform_id: string } | null;
  delivery: { id: number; ok: boolean } | null;
};
type Delivery = { id: number; topic: string; status: number | null };

let kit: Kit;
let team: { teamId: string; cookie: string };
beforeAll(async () => {
  kit = await startKit();
  team = await signedInPerson(kit, "hooks@brand.test");
  await connectInstagram(kit, team.cookie);
});
afterAll(() => kit?.close());

const traffic = async (body: object) =>
  (await simCall<{ events: TrafficEvent[] }>(kit.sim, "POST", "/_sim/traffic", body)).events;
const teamMessages = () => kit.t.db.select().from(messages).where(eq(messages.teamId, team.teamId));
const post = (url: string, body: string, headers: Record<string, string>) =>
  kit.t.app.inject({
    method: "POST",
    url,
    payload: body,
    headers: { "content-type": "application/json", ...headers },
  });

describe("Instagram webhook", () => {
  it("answers Meta's verification handshake only for the verify token", async () => {
    const ok = await kit.t.app.inject({
      method: "GET",
      url: "/api/webhooks/instagram?hub.mode=subscribe&hub.verify_token=sim-instagram-verify-token&hub.challenge=abc123",
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe("abc123");
    const bad = await kit.t.app.inject({
      method: "GET",
      url: "/api/webhooks/instagram?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1",
    });
    expect(bad.statusCode).toBe(403);
  });

  it("refuses forged and unsigned deliveries with 401 and stores nothing", async () => {
    const [igRow] = await kit.t.db.select().from(integrations).where(eq(integrations.teamId, team.teamId));
    const body = JSON.stringify({
      object: "instagram",
      entry: [
        {
          id: igRow!.platformAccountId,
          time: 1,
          messaging: [
            {
              sender: { id: "1" },
              recipient: { id: igRow!.platformAccountId },
              timestamp: Date.now(),
              message: { mid: "forged-mid", text: "hi" },
            },
          ],
        },
      ],
    });
    const forged = `sha256=${createHmac("sha256", "wrong-secret").update(body).digest("hex")}`;
    expect((await post("/api/webhooks/instagram", body, { "x-hub-signature-256": forged })).statusCode).toBe(
      401,
    );
    expect((await post("/api/webhooks/instagram", body, {})).statusCode).toBe(401);
    const rows = await kit.t.db.select().from(messages).where(eq(messages.platformMessageId, "forged-mid"));
    expect(rows).toHaveLength(0);
  });

  it("stores a simulated DM (with the sender's handle) and a comment, each once even when redelivered", async () => {
    const [dm] = await traffic({ kind: "instagram_dm", intent: "product_inquiry" });
    const [comment] = await traffic({ kind: "instagram_comment", intent: "purchase_intent" });
    expect(dm?.delivery?.ok).toBe(true);
    expect(comment?.delivery?.ok).toBe(true);
    const stored = await teamMessages();
    const storedDm = stored.find((m) => m.platformMessageId === dm!.platform_message_id);
    expect(storedDm).toMatchObject({ messageType: "dm", senderUsername: dm!.sender!.username });
    expect(stored.find((m) => m.platformMessageId === comment!.platform_message_id)?.messageType).toBe(
      "comment",
    );
    await simCall(kit.sim, "POST", `/_sim/deliveries/${dm!.delivery!.id}/replay`);
    await simCall(kit.sim, "POST", `/_sim/deliveries/${comment!.delivery!.id}/replay`);
    const again = await teamMessages();
    expect(again.filter((m) => m.platformMessageId === dm!.platform_message_id)).toHaveLength(1);
    expect(again.filter((m) => m.platformMessageId === comment!.platform_message_id)).toHaveLength(1);
  });

  it("stores a comment with its post's permalink, caption and picture, and without them when the lookup fails", async () => {
    const [comment] = await traffic({ kind: "instagram_comment", intent: "compliment" });
    const stored = (await teamMessages()).find((m) => m.platformMessageId === comment!.platform_message_id);
    expect(stored?.postUrl).toMatch(/^https:\/\/www\.instagram\.com\/p\//);
    expect(stored?.postCaption?.length).toBeGreaterThan(0);
    expect(stored?.postThumbnailUrl).toMatch(/^http/);

    await simCall(kit.sim, "POST", "/_sim/faults", {
      platform: "instagram",
      kind: "5xx",
      count: 20,
      path: "permalink",
    });
    const [unlucky] = await traffic({ kind: "instagram_comment", intent: "compliment" });
    await simCall(kit.sim, "DELETE", "/_sim/faults");
    expect(unlucky?.delivery?.ok).toBe(true);
    const kept = (await teamMessages()).find((m) => m.platformMessageId === unlucky!.platform_message_id);
    expect(kept).toMatchObject({ messageType: "comment", postUrl: null });
  });

  it("hydrates a mention with its text", async () => {
    const [mention] = await traffic({ kind: "instagram_mention" });
    const stored = (await teamMessages()).find((m) => m.messageType === "mention");
    expect(stored).toBeTruthy();
    expect(stored!.content.length).toBeGreaterThan(0);
    expect(mention?.delivery?.ok).toBe(true);
  });
});

describe("TikTok polling", () => {
  it("stores a simulated comment on the next poll, once", async () => {
    const { integration } = await connectTikTok(kit, team.cookie);
    const [comment] = await traffic({ kind: "tiktok_comment", intent: "complaint" });
    const ref = { integrationId: integration.id, teamId: team.teamId };
    expect((await pollTikTokComments(kit.t.deps, ref)).stored).toBe(1);
    expect((await pollTikTokComments(kit.t.deps, ref)).stored).toBe(0);
    const stored = (await teamMessages()).filter((m) => m.platformMessageId === comment!.platform_message_id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ platform: "tiktok", messageType: "comment" });
    expect(stored[0]!.metadata.post_platform_id).toBeTruthy();
  });
});

describe("Shopify webhooks", () => {
  const shop = "hooks-store.myshopify.com";
  const storeRow = async () =>
    (
      await kit.t.db
        .select()
        .from(integrations)
        .where(and(eq(integrations.teamId, team.teamId), eq(integrations.platform, "shopify")))
    )[0]!;
  const deliver = async (body: object) => {
    const answer = await simCall<{ payload: { customer?: { email: string } }; deliveries: Delivery[] }>(
      kit.sim,
      "POST",
      "/_sim/shopify/webhooks",
      { shop, ...body },
    );
    return { delivery: answer.deliveries[0]!, payload: answer.payload };
  };

  beforeAll(async () => {
    await connectShopify(kit, team.cookie, "hooks-store");
    await kit.t.jobs.runDue();
  });

  it("refuses a forged HMAC with 401 and records nothing", async () => {
    const body = JSON.stringify({ id: 1, title: "Forged", handle: "forged", variants: [], images: [] });
    const res = await post("/api/webhooks/shopify", body, {
      "x-shopify-hmac-sha256": createHmac("sha256", "not-the-secret").update(body).digest("base64"),
      "x-shopify-topic": "products/update",
      "x-shopify-shop-domain": shop,
      "x-shopify-webhook-id": "forged-delivery",
    });
    expect(res.statusCode).toBe(401);
    expect(
      await kit.t.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.deliveryId, "forged-delivery")),
    ).toHaveLength(0);
  });

  it("upserts a product on products/update and stores a redelivery once", async () => {
    const store = await storeRow();
    const before = await kit.t.db.select().from(products).where(eq(products.integrationId, store.id));
    const { delivery } = await deliver({ topic: "products/update" });
    expect(delivery.status).toBe(200);
    await simCall(kit.sim, "POST", `/_sim/deliveries/${delivery.id}/replay`);
    const deliveries = await kit.t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.topic, "products/update"));
    expect(deliveries).toHaveLength(1);
    const after = await kit.t.db.select().from(products).where(eq(products.integrationId, store.id));
    expect(after.length).toBe(before.length);
    expect(after.some((p) => p.updatedAt > before[0]!.updatedAt)).toBe(true);
  });

  it("stores an order once although orders/create and orders/paid both arrive (and a redelivery)", async () => {
    const store = await storeRow();
    const placed = await simCall<{ order: { id: string }; deliveries: Delivery[] }>(
      kit.sim,
      "POST",
      "/_sim/shopify/orders",
      {
        shop,
        financialStatus: "paid",
      },
    );
    expect(placed.deliveries.map((d) => d.status)).toEqual(placed.deliveries.map(() => 200));
    await simCall(kit.sim, "POST", `/_sim/deliveries/${placed.deliveries[0]!.id}/replay`);
    const stored = await kit.t.db.select().from(orders).where(eq(orders.integrationId, store.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.financialStatus).toBe("paid");
  });

  describe("refunds and cancellations", () => {
    type Placed = {
      order: { id: number; email: string; line_items: { id: number; price: string }[] };
      deliveries: Delivery[];
    };
    const today = () => new Date().toISOString().slice(0, 10);
    const todaySales = async () => {
      const res = await kit.t.call(
        "GET",
        `/api/analytics/analytics-revenue?start_date=${today()}&end_date=${today()}`,
        undefined,
        team.cookie,
      );
      expect(res.statusCode).toBe(200);
      return res.json().data.current_period[0] as {
        orders_count: number;
        gross_sales: number;
        returns: number;
        net_sales: number;
      };
    };
    const leadRevenue = async (leadId: string) =>
      Number(
        (await kit.t.call("GET", `/api/leads/${leadId}`, undefined, team.cookie)).json().lead
          .attributed_revenue,
      );
    /** The Community member's Spent, of the member the order's email belongs to. */
    const spentOf = async (email: string) => {
      const res = await kit.t.call(
        "GET",
        `/api/community/members?search=${encodeURIComponent(email)}`,
        undefined,
        team.cookie,
      );
      const found = res.json().members as { order_total: number }[];
      expect(found).toHaveLength(1);
      return found[0]!.order_total;
    };
    const refundsOf = (shopifyOrderId: number) =>
      sqlRows<{ amount: string }>(
        kit.t.db,
        sql`select r.amount from order_refunds r join orders o on o.id = r.order_id
          where o.shopify_order_id = ${String(shopifyOrderId)}`,
      );
    const storedOrder = async (shopifyOrderId: number) =>
      (
        await kit.t.db
          .select()
          .from(orders)
          .where(eq(orders.shopifyOrderId, String(shopifyOrderId)))
      )[0]!;
    const placeOrder = (body: object) =>
      simCall<Placed>(kit.sim, "POST", "/_sim/shopify/orders", { shop, financialStatus: "paid", ...body });

    let credited: Placed["order"];
    let leadId: string;

    beforeAll(async () => {
      const store = await storeRow();
      const [product] = await kit.t.db
        .select()
        .from(products)
        .where(and(eq(products.integrationId, store.id), eq(products.status, "active")));
      const [dm] = (await teamMessages()).filter((m) => m.messageType === "dm");
      const link = (
        await kit.t.call(
          "POST",
          "/api/attribution/tracking-links",
          { productId: product!.id, messageId: dm!.id },
          team.cookie,
        )
      ).json();
      leadId = link.lead.leadId;
      const redirect = await kit.t.app.inject({ method: "GET", url: new URL(link.trackingUrl).pathname });
      const cid = new URL(redirect.headers.location as string).searchParams.get("lunara_cid")!;
      const placed = await placeOrder({
        items: [{ handle: product!.handle, quantity: 2 }],
        noteAttributes: [{ name: "lunara_cid", value: cid }],
      });
      expect(placed.deliveries.map((d) => d.status)).toEqual([200, 200]);
      credited = placed.order;
    });

    it("a simulated refund lowers the team's net sales and the lead's attributed revenue, once", async () => {
      const price = Number(credited.line_items[0]!.price);
      const salesBefore = await todaySales();
      const leadBefore = await leadRevenue(leadId);
      expect(leadBefore).toBeGreaterThanOrEqual(2 * price);
      const spentBefore = await spentOf(credited.email);

      const refunded = await simCall<{ deliveries: Delivery[]; order: { financial_status: string } }>(
        kit.sim,
        "POST",
        "/_sim/shopify/refunds",
        {
          shop,
          order_id: credited.id,
          line_items: [{ line_item_id: credited.line_items[0]!.id, quantity: 1 }],
        },
      );
      expect(refunded.deliveries.map((d) => [d.topic, d.status])).toEqual([
        ["refunds/create", 200],
        ["orders/updated", 200],
      ]);
      expect(refunded.order.financial_status).toBe("partially_refunded");

      const salesAfter = await todaySales();
      expect(salesAfter.returns).toBeCloseTo(salesBefore.returns + price, 2);
      expect(salesAfter.net_sales).toBeCloseTo(salesBefore.net_sales - price, 2);
      expect(salesAfter.orders_count).toBe(salesBefore.orders_count);
      expect(await leadRevenue(leadId)).toBeCloseTo(leadBefore - price, 2);
      expect(await storedOrder(credited.id)).toMatchObject({
        financialStatus: "partially_refunded",
        totalRefunded: price.toFixed(2),
      });
      // The member's Spent follows the refund as the lead's Revenue does.
      expect(await spentOf(credited.email)).toBeCloseTo(spentBefore - price, 2);

      // Shopify retries with the same X-Shopify-Webhook-Id: the refund counts once.
      const replay = await simCall<{ status: number }>(
        kit.sim,
        "POST",
        `/_sim/deliveries/${refunded.deliveries[0]!.id}/replay`,
      );
      expect(replay.status).toBe(200);
      expect(await refundsOf(credited.id)).toHaveLength(1);
      expect((await todaySales()).net_sales).toBeCloseTo(salesAfter.net_sales, 2);
      expect(await leadRevenue(leadId)).toBeCloseTo(leadBefore - price, 2);
      expect(await spentOf(credited.email)).toBeCloseTo(spentBefore - price, 2);
    });

    it("a cancelled order leaves net sales and the order count", async () => {
      const before = await todaySales();
      const placed = await placeOrder({});
      const spentWithOrder = await spentOf(placed.order.email);
      expect(spentWithOrder).toBeGreaterThan(0);
      const afterOrder = await todaySales();
      expect(afterOrder.orders_count).toBe(before.orders_count + 1);
      expect(afterOrder.net_sales).toBeGreaterThan(before.net_sales);

      const cancelled = await simCall<{ deliveries: Delivery[] }>(
        kit.sim,
        "POST",
        `/_sim/shopify/orders/${placed.order.id}/cancel`,
        { shop, reason: "customer" },
      );
      expect(cancelled.deliveries.map((d) => [d.topic, d.status])).toEqual([
        ["orders/cancelled", 200],
        ["orders/updated", 200],
      ]);
      const after = await todaySales();
      expect(after.orders_count).toBe(before.orders_count);
      expect(after.net_sales).toBeCloseTo(before.net_sales, 2);
      expect(after.gross_sales).toBeCloseTo(before.gross_sales, 2);
      expect((await storedOrder(placed.order.id)).orderData.cancelled_at).toBeTruthy();
      // The cancelled order no longer counts toward its member's Spent, and a replay changes nothing.
      const total = Number((await storedOrder(placed.order.id)).totalPrice);
      expect(await spentOf(placed.order.email)).toBeCloseTo(spentWithOrder - total, 2);
      await simCall(kit.sim, "POST", `/_sim/deliveries/${cancelled.deliveries[0]!.id}/replay`);
      expect(await spentOf(placed.order.email)).toBeCloseTo(spentWithOrder - total, 2);
    });

    it("refuses a forged refund webhook with 401 and records nothing", async () => {
      const before = await todaySales();
      const body = JSON.stringify({
        id: 424242,
        order_id: credited.id,
        created_at: new Date().toISOString(),
        processed_at: new Date().toISOString(),
        refund_line_items: [],
        transactions: [{ id: 1, amount: "50.00", kind: "refund", status: "success", gateway: "bogus" }],
        order_adjustments: [],
      });
      const res = await post("/api/webhooks/shopify", body, {
        "x-shopify-hmac-sha256": createHmac("sha256", "not-the-secret").update(body).digest("base64"),
        "x-shopify-topic": "refunds/create",
        "x-shopify-shop-domain": shop,
        "x-shopify-webhook-id": "forged-refund",
      });
      expect(res.statusCode).toBe(401);
      const recorded = await kit.t.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.deliveryId, "forged-refund"));
      expect(recorded).toHaveLength(0);
      expect(await refundsOf(credited.id)).toHaveLength(1);
      expect((await todaySales()).net_sales).toBeCloseTo(before.net_sales, 2);
    });
  });

  it("answers customers/data_request by sending the team's admins what Lunara holds", async () => {
    const store = await storeRow();
    // The simulated store names one of its customers; Lunara then holds an order of theirs.
    const customerEmail = (await deliver({ topic: "customers/data_request" })).payload.customer!.email;
    await kit.t.db.insert(orders).values({
      teamId: team.teamId,
      integrationId: store.id,
      shopifyOrderId: "7001",
      email: customerEmail,
      currency: "USD",
      totalPrice: "58.00",
      processedAt: new Date(),
    });
    const { delivery } = await deliver({ topic: "customers/data_request", customerEmail });
    expect(delivery.status).toBe(200);
    const emails = await kit.t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.subject, "Customer data request from hooks-store.myshopify.com"));
    const withOrder = emails.filter((e) => e.text.includes('"shopifyOrderId": "7001"'));
    expect(withOrder).toHaveLength(1);
    expect(withOrder[0]!.to).toBe("hooks@brand.test");
    await kit.t.db.delete(orders).where(eq(orders.shopifyOrderId, "7001"));
  });

  it("erases a customer's personal data on customers/redact", async () => {
    const store = await storeRow();
    // A data request first names a customer the simulated store has; Lunara then holds an order of theirs.
    const request = await deliver({ topic: "customers/data_request" });
    expect(request.delivery.status).toBe(200);
    const email = request.payload.customer!.email;
    await kit.t.db.insert(orders).values({
      teamId: team.teamId,
      integrationId: store.id,
      shopifyOrderId: "9001",
      email,
      phone: "+15550001111",
      currency: "USD",
      totalPrice: "42.00",
      processedAt: new Date(),
      orderData: { customer: { email }, shipping_address: { city: "Toronto" }, total_price: "42.00" },
    });
    const { delivery } = await deliver({ topic: "customers/redact", customerEmail: email });
    expect(delivery.status).toBe(200);
    const [order] = await kit.t.db.select().from(orders).where(eq(orders.shopifyOrderId, "9001"));
    expect(order).toMatchObject({ email: null, phone: null, totalPrice: "42.00" });
    expect(order!.orderData).toEqual({ total_price: "42.00" });
  });

  it("marks the store for reconnect on app/uninstalled and erases it on shop/redact", async () => {
    await deliver({ topic: "app/uninstalled" });
    expect(await storeRow()).toMatchObject({ status: "error" });
    expect((await storeRow()).lastError).toMatch(/uninstalled/);
    const { delivery } = await deliver({ topic: "shop/redact" });
    expect(delivery.status).toBe(200);
    const left = await kit.t.db.select().from(integrations).where(eq(integrations.shopDomain, shop));
    expect(left).toHaveLength(0);
  });
});
