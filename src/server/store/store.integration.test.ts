import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderAttributions, trackingLinks } from "../db/attribution.schema";
import { orders } from "../db/commerce.schema";
import { communityIdentities, communityInteractions, communityMembers } from "../db/community.schema";
import { storeActions, storeCustomerCache } from "../db/sell.schema";
import { inboxFixtures, minutesAgo } from "../inbox/inbox-fixtures.test-helper";
import {
  connectShopify,
  eventually,
  type Kit,
  signedInPerson,
  simCall,
  startKit,
} from "../integrations/integrations-test-kit.test-helper";

type SimOrder = {
  id: number;
  email: string;
  name: string;
  total_price: string;
  line_items: { id: number; price: string; variant_id: number }[];
};

let kit: Kit;
let admin: { teamId: string; cookie: string; id: string };
let threadId: string;
let dmId: string;
let buyer: string;
const shop = "panel-store.myshopify.com";
let first: SimOrder;
let second: SimOrder;

const place = async (body: object) =>
  (await simCall<{ order: SimOrder }>(kit.sim, "POST", "/_sim/shopify/orders", { shop, ...body })).order;
const panel = async (cookie = admin.cookie, id = threadId) =>
  kit.t.call("GET", `/api/inbox/threads/${id}/store`, undefined, cookie);
const act = (path: string, body: object, cookie = admin.cookie) =>
  kit.t.call("POST", `/api/inbox/threads/${threadId}/store/${path}`, body, cookie);
const gid = (type: string, id: number) => `gid://shopify/${type}/${id}`;

beforeAll(async () => {
  kit = await startKit();
  admin = await signedInPerson(kit, "panel-admin@store.test");
  await connectShopify(kit, admin.cookie, shop);
  first = await place({});
  buyer = first.email;
  second = await place({ email: buyer });
  await simCall(kit.sim, "POST", `/_sim/shopify/orders/${first.id}/fulfill`, { shop, number: "TRACK-123" });
  const seed = inboxFixtures(kit.t.db, admin.teamId);
  threadId = await seed.thread({ sender: "shopper" });
  dmId = await seed.message({
    content: "Where is my order?",
    receivedAt: minutesAgo(2),
    type: "dm",
    threadId,
    sender: "shopper",
  });
  const linked = await kit.t.app.inject({
    method: "PUT",
    url: `/api/inbox/threads/${threadId}/store/customer`,
    headers: { cookie: admin.cookie, "x-lunara-csrf": "1", origin: "http://localhost:3000" },
    payload: { customer: buyer },
  });
  expect(linked.statusCode).toBe(200);
}, 60_000);
afterAll(async () => kit.close());

describe("the store panel beside a conversation", () => {
  it("shows the linked customer, lifetime value, both orders with items, fulfilment and tracking", async () => {
    const res = await panel();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.match).toMatchObject({ by: "manual" });
    expect(body.customer.email).toBe(buyer);
    expect(body.orders).toHaveLength(2);
    const total = (Number(first.total_price) + Number(second.total_price)).toFixed(2);
    expect(body.customer.lifetimeValue.amount).toBe(total);
    const fulfilled = body.orders.find((o: { name: string }) => o.name === first.name);
    expect(fulfilled.fulfillmentStatus).toBe("FULFILLED");
    expect(fulfilled.tracking[0].number).toBe("TRACK-123");
    expect(fulfilled.items.length).toBe(first.line_items.length);
    // A second open within the TTL answers from the cache.
    expect((await panel()).json().fetchedAt).toBe(body.fetchedAt);
    // Shopify says the customer changed (customers/update): the next open asks Shopify again.
    const update = await simCall<{ deliveries: { status: number }[] }>(
      kit.sim,
      "POST",
      "/_sim/shopify/webhooks",
      {
        topic: "customers/update",
        shop,
        customerEmail: buyer,
      },
    );
    expect(update.deliveries.map((d) => d.status)).toEqual([200]);
    expect((await panel()).json().fetchedAt).not.toBe(body.fetchedAt);
  });

  it("shows what it last knew when Shopify throttles, and sits out a short throttle when it knows nothing", async () => {
    const expired = new Date(Date.now() - 3_600_000);
    await kit.t.db
      .update(storeCustomerCache)
      .set({ fetchedAt: expired })
      .where(eq(storeCustomerCache.teamId, admin.teamId));
    await simCall(kit.sim, "POST", "/_sim/shopify/throttle", { shop, available: 0 });
    const stale = await panel();
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toMatchObject({ fetchedAt: expired.toISOString(), customer: { email: buyer } });
    expect(stale.json().orders).toHaveLength(2);

    // Nothing cached and the bucket nearly empty: the orders wait Shopify's advised seconds, then answer.
    await kit.t.db.delete(storeCustomerCache).where(eq(storeCustomerCache.teamId, admin.teamId));
    await simCall(kit.sim, "POST", "/_sim/shopify/throttle", { shop, available: 300 });
    const waited = await panel();
    expect(waited.statusCode).toBe(200);
    expect(waited.json().orders).toHaveLength(2);
    expect(Date.parse(waited.json().fetchedAt)).toBeGreaterThan(expired.getTime());
    await simCall(kit.sim, "POST", "/_sim/shopify/throttle", { shop, available: 2000 });
  });

  it("creates a 10% code for this customer, refuses one above the team's cap, and records both", async () => {
    const ok = await act("discount", { percentage: 10 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toMatch(/10% off .*THANKS10-/);
    const above = await act("discount", { percentage: 30 });
    expect(above.statusCode).toBe(400);
    expect(above.json().error).toContain("above 20%");
    const lines = await kit.t.db.select().from(storeActions).where(eq(storeActions.threadId, threadId));
    expect(lines.map((l) => l.outcome)).toEqual(expect.arrayContaining(["done", "failed"]));
  });

  it("lists a code it made with the text to send later, until the code's end, to this team only", async () => {
    const made = await act("discount", { percentage: 12, validDays: 3 });
    expect(made.statusCode).toBe(200);
    const listed = (await panel()).json().actions as {
      id: string;
      message: string | null;
      messageExpiresAt: string | null;
      outcome: string;
    }[];
    const row = listed.find((a) => a.message === made.json().message);
    expect(row).toBeDefined();
    const days = (Date.parse(row!.messageExpiresAt!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.9);
    expect(days).toBeLessThanOrEqual(3);
    // A refused action made nothing to send.
    expect(listed.filter((a) => a.outcome === "failed").every((a) => a.message === null)).toBe(true);

    // Past its end the code is no longer offered: the customer could not use it.
    await kit.t.db
      .update(storeActions)
      .set({ messageExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(storeActions.id, row!.id));
    const after = (await panel()).json().actions.find((a: { id: string }) => a.id === row!.id);
    expect(after).toMatchObject({ message: null, messageExpiresAt: expect.any(String) });

    const other = await signedInPerson(kit, "panel-codes-other@store.test");
    const theirs = await panel(other.cookie);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain("THANKS12-");
  });

  it("makes a checkout link: a draft order invoice behind a tracked link of this conversation", async () => {
    const variant = gid("ProductVariant", first.line_items[0]!.variant_id);
    const res = await act("checkout-link", { lines: [{ variantId: variant, quantity: 2 }] });
    expect(res.statusCode).toBe(200);
    const url = /\/t\/([A-Za-z0-9]+)/.exec(res.json().message);
    expect(url).not.toBeNull();
    const [link] = await kit.t.db.select().from(trackingLinks).where(eq(trackingLinks.code, url![1]!));
    expect(link?.threadId).toBe(threadId);
    expect(link?.destinationUrl).toContain(`https://${shop}/`);
    expect(link?.destinationUrl).toContain("/invoices/");
    // The customer pays the invoice: the order is credited to this conversation as attributed revenue.
    const draftId = /draft order (\d+)/.exec(res.json().summary)![1];
    const paid = await simCall<{ order: { id: number } }>(
      kit.sim,
      "POST",
      `/_sim/shopify/draft-orders/${draftId}/complete`,
      { shop },
    );
    const credit = await eventually(async () => {
      const [row] = await kit.t.db
        .select({
          method: orderAttributions.method,
          leadId: orderAttributions.leadId,
          messageId: orderAttributions.messageId,
        })
        .from(orderAttributions)
        .innerJoin(orders, eq(orders.id, orderAttributions.orderId))
        .where(eq(orders.shopifyOrderId, String(paid.order.id)));
      if (!row) throw new Error("not credited yet");
      return row;
    });
    expect(credit.leadId).toBe(link?.leadId);
    expect(credit.messageId).toBe(link?.messageId);
  });

  it("cancels an unfulfilled order; a fulfilled one fails with Shopify's own message", async () => {
    const refused = await act("cancel-order", { orderId: gid("Order", first.id) });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe("Shopify: Cannot cancel an order that has been fulfilled.");
    const ok = await act("cancel-order", { orderId: gid("Order", second.id) });
    expect(ok.statusCode).toBe(200);
    const fresh = (await panel()).json();
    expect(fresh.orders.find((o: { name: string }) => o.name === second.name).cancelled).toBe(true);
  });

  it("refunds an item, and refuses a refund above what is left on the order", async () => {
    const line = first.line_items[0]!;
    const above = await act("refund", {
      orderId: gid("Order", first.id),
      lineItemId: gid("LineItem", line.id),
      quantity: 99,
    });
    expect(above.statusCode).toBe(400);
    expect(above.json().error).toContain("more than is left on the order");
    const ok = await act("refund", {
      orderId: gid("Order", first.id),
      lineItemId: gid("LineItem", line.id),
      quantity: 1,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().summary).toContain(`on ${first.name}`);
  });

  it("adds a note and tags to an order", async () => {
    const res = await act("annotate", {
      orderId: gid("Order", first.id),
      note: "Gift wrap please",
      tags: ["vip", "inbox"],
    });
    expect(res.statusCode).toBe(200);
    const o = (await panel()).json().orders.find((x: { name: string }) => x.name === first.name);
    expect(o.note).toBe("Gift wrap please");
    expect(o.tags).toEqual(expect.arrayContaining(["vip", "inbox"]));
  });

  it("refuses a member until an admin allows members, and never shows another team's conversation", async () => {
    const member = await kit.t.createPerson({
      email: "panel-member@store.test",
      teamId: admin.teamId,
      role: "member",
    });
    const mc = await kit.t.signIn(member.email, member.password);
    const refused = await act("discount", { percentage: 5 }, mc);
    expect(refused.statusCode).toBe(403);
    const allow = await kit.t.app.inject({
      method: "PUT",
      url: "/api/store/settings",
      headers: { cookie: admin.cookie, "x-lunara-csrf": "1", origin: "http://localhost:3000" },
      payload: { discountCapPercent: 15, membersMayAct: true },
    });
    expect(allow.statusCode).toBe(200);
    expect((await act("discount", { percentage: 5 }, mc)).statusCode).toBe(200);
    expect((await act("discount", { percentage: 16 }, mc)).statusCode).toBe(400);
    const other = await signedInPerson(kit, "panel-other@store.test");
    expect((await panel(other.cookie)).statusCode).toBe(404);
    expect((await act("discount", { percentage: 5 }, other.cookie)).statusCode).toBe(404);
  });
});

describe("the store panel on a community member's page", () => {
  /** A member of `teamId`, with an email and (optionally) a DM of theirs counted on them. */
  async function member(teamId: string, values: { email: string | null; dm?: string }) {
    const now = new Date();
    const [row] = await kit.t.db
      .insert(communityMembers)
      .values({ teamId, displayName: "Shopper", email: values.email, firstSeenAt: now, lastSeenAt: now })
      .returning({ id: communityMembers.id });
    if (values.dm) {
      const [identity] = await kit.t.db
        .insert(communityIdentities)
        .values({
          teamId,
          memberId: row!.id,
          platform: "instagram",
          platformId: `ig-${row!.id}`,
          handle: "shopper",
        })
        .returning({ id: communityIdentities.id });
      await kit.t.db.insert(communityInteractions).values({
        teamId,
        memberId: row!.id,
        identityId: identity!.id,
        kind: "dm",
        refId: values.dm,
        platform: "instagram",
        occurredAt: now,
      });
    }
    return row!.id;
  }
  const memberPanel = (id: string, cookie = admin.cookie) =>
    kit.t.call("GET", `/api/community/members/${id}/store`, undefined, cookie);

  it("shows the customer of the member's conversation, with its actions, as the inbox does", async () => {
    const id = await member(admin.teamId, { email: null, dm: dmId });
    const res = await memberPanel(id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.threadId).toBe(threadId);
    expect(body.match).toMatchObject({ by: "manual" });
    const inbox = (await panel()).json();
    expect(body.customer).toEqual(inbox.customer);
    expect(body.orders).toEqual(inbox.orders);
    expect(body.actions).toEqual(inbox.actions);
    expect(body.actions.length).toBeGreaterThan(0);
  });

  it("finds a member without a conversation by their email, read-only, and no one for an unknown email", async () => {
    const byEmail = await memberPanel(await member(admin.teamId, { email: buyer.toUpperCase() }));
    expect(byEmail.statusCode).toBe(200);
    const body = byEmail.json();
    expect(body).toMatchObject({ threadId: null, match: { by: "email" }, actions: [] });
    // The same Shopify customer the conversation was linked to: lifetime value and every order.
    const inbox = (await panel()).json();
    expect(body.customer).toEqual(inbox.customer);
    expect(body.customer.lifetimeValue.amount).toBe(inbox.customer.lifetimeValue.amount);
    expect(body.orders.map((o: { name: string }) => o.name)).toEqual(
      expect.arrayContaining([first.name, second.name]),
    );
    expect(body.orders).toHaveLength(inbox.orders.length);
    const unknown = await memberPanel(await member(admin.teamId, { email: "nobody@store.test" }));
    expect(unknown.json()).toMatchObject({ connected: true, customer: null, match: null, orders: [] });
  });

  it("answers 404 for another team's member and 400 for a malformed id", async () => {
    const other = await signedInPerson(kit, "member-other@store.test");
    const id = await member(admin.teamId, { email: buyer });
    expect((await memberPanel(id, other.cookie)).statusCode).toBe(404);
    expect((await memberPanel("not-a-uuid")).json()).toMatchObject({
      error: expect.stringContaining("member id"),
    });
    const theirs = await member(other.teamId, { email: buyer });
    expect((await memberPanel(theirs, other.cookie)).json()).toMatchObject({
      connected: false,
      customer: null,
    });
  });
});
