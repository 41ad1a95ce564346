import { CART_DM_ERRORS } from "@shared/community/abandoned-carts.schema";
import type { SimRecord } from "@sim/sim-records";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleOrder } from "../attribution/attribution-fixtures.test-helper";
import { recordShopifyOrder } from "../attribution/record-shopify-order";
import { orderAttributions, trackingLinks } from "../db/attribution.schema";
import { messages } from "../db/inbox.schema";
import { integrations } from "../db/integrations.schema";
import { ingestMessage } from "../ingestion/ingest-message";
import {
  connectInstagram,
  eventually,
  type Kit,
  signedInPerson,
  simCall,
  startKit,
} from "../integrations/integrations-test-kit.test-helper";

type Cart = {
  checkout_token: string;
  value: number | null;
  currency: string | null;
  products:
    | { title: string; quantity: number; line_total: number | null; variant_id: string | null }[]
    | null;
  member: { id: string; handle: string | null } | null;
  reminder: { sent_at: string | null } | null;
};

const SHOP = "cart-dm.myshopify.com";
let kit: Kit;
let owner: { teamId: string; cookie: string };
let other: { teamId: string; cookie: string };
let storeId: string;
let dm: { id: string; senderPlatformId: string; username: string | null };

const call = (method: "GET" | "POST" | "PATCH", url: string, body?: unknown, cookie = owner.cookie) =>
  kit.t.call(method, url, body, cookie);
const carts = async (cookie = owner.cookie) => {
  const res = await call("GET", "/api/community/abandoned-carts", undefined, cookie);
  expect(res.statusCode).toBe(200);
  return (res.json() as { carts: Cart[] }).carts;
};
const checkout = (token: string, attribution: Record<string, string>, extra: Record<string, unknown> = {}) =>
  kit.t.app.inject({
    method: "POST",
    url: "/api/track",
    payload: {
      type: "checkout",
      store: SHOP,
      clientId: `browser-${token}`,
      timestamp: Date.now() - 120 * 60_000,
      checkoutToken: token,
      attribution,
      ...extra,
    },
  });
const suggest = (token: string, cookie = owner.cookie) =>
  call("POST", `/api/community/abandoned-carts/${token}/dm-suggestion`, undefined, cookie);
const send = (token: string, content: string, cookie = owner.cookie) =>
  call("POST", `/api/community/abandoned-carts/${token}/dm`, { content }, cookie);

beforeAll(async () => {
  kit = await startKit();
  owner = await signedInPerson(kit, "owner@carts.test");
  other = await signedInPerson(kit, "other@carts.test");
  await connectInstagram(kit, owner.cookie);
  const [store] = await kit.t.db
    .insert(integrations)
    .values({
      teamId: owner.teamId,
      platform: "shopify",
      status: "connected",
      shopDomain: SHOP,
      platformAccountId: SHOP,
      accessTokenEncrypted: "test",
      currency: "CAD",
    })
    .returning({ id: integrations.id });
  storeId = store!.id;
  const { events } = await simCall<{ events: { platform_message_id: string }[] }>(
    kit.sim,
    "POST",
    "/_sim/traffic",
    { kind: "instagram_dm", intent: "product_inquiry" },
  );
  const platformId = events[0]!.platform_message_id;
  const row = await eventually(async () => {
    const [stored] = await kit.t.db.select().from(messages).where(eq(messages.platformMessageId, platformId));
    if (!stored) throw new Error("not stored yet");
    return stored;
  });
  dm = { id: row.id, senderPlatformId: row.senderPlatformId, username: row.senderUsername };
});
afterAll(() => kit?.close());

describe("abandoned carts", () => {
  let memberId: string;

  it("lists the cart's value and products from the pixel's checkout event, for the team only", async () => {
    const res = await checkout(
      "chk-cart",
      { mid: dm.id },
      {
        checkoutData: {
          totalPrice: "84.00",
          currency: "CAD",
          lineItemsCount: 2,
          lineItems: [
            {
              title: "Glow Serum",
              quantity: 2,
              lineTotal: "60.00",
              variantId: "gid://shopify/ProductVariant/1111",
            },
            { title: "Lip Balm", quantity: 1, lineTotal: "24.00", variantId: "2222" },
          ],
        },
      },
    );
    expect(res.statusCode).toBe(202);
    const [cart] = await carts();
    expect(cart).toMatchObject({
      checkout_token: "chk-cart",
      value: 84,
      currency: "CAD",
      products: [
        { title: "Glow Serum", quantity: 2, line_total: 60, variant_id: "gid://shopify/ProductVariant/1111" },
        { title: "Lip Balm", quantity: 1, line_total: 24, variant_id: "2222" },
      ],
      member: { handle: dm.username },
      reminder: null,
    });
    memberId = cart!.member!.id;
    expect(await carts(other.cookie)).toEqual([]);
    // The DM's sender came with Instagram's User Profile API follower_count (the simulator's: the
    // IGSID's last four digits): stored on the member, it sizes the Creator audience.
    const detail = (await call("GET", `/api/community/members/${memberId}`)).json();
    expect(detail.member.followers).toBe(Number(dm.senderPlatformId.slice(-4)));
    expect(detail.member.creator).toContain("followers");
  });

  it("refuses another team's cart (404), a malformed token (400) and a send before any suggestion", async () => {
    expect((await suggest("chk-cart", other.cookie)).statusCode).toBe(404);
    expect((await send("chk-cart", "hello", other.cookie)).statusCode).toBe(404);
    expect((await suggest("%20")).statusCode).toBe(400);
    const blank = await send("chk-cart", "   ");
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain("Write the message before sending it.");
    const early = await send("chk-cart", "hello");
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(CART_DM_ERRORS.noSuggestion);
  });

  it("refuses to suggest or send to a member who opted out of marketing", async () => {
    const optOut = await call("PATCH", `/api/community/members/${memberId}`, {
      consent: { status: "opted_out", source: "Replied STOP in DM" },
    });
    expect(optOut.statusCode).toBe(200);
    const refused = await suggest("chk-cart");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(CART_DM_ERRORS.optedOut);
    expect((await send("chk-cart", "hello")).json().error).toBe(CART_DM_ERRORS.optedOut);
    await call("PATCH", `/api/community/members/${memberId}`, {
      consent: { status: "opted_in", source: "Asked for reminders" },
    });
  });

  it("suggests a DM with a tracked link back to the cart, sends it once when a person presses send", async () => {
    const res = await suggest("chk-cart");
    expect(res.statusCode).toBe(200);
    const suggestion = res.json() as { message_id: string; content: string; tracking_url: string };
    expect(suggestion.message_id).toBe(dm.id);
    expect(suggestion.content).toContain(suggestion.tracking_url);
    expect(suggestion.content).toContain("2 × Glow Serum, Lip Balm");
    const code = new URL(suggestion.tracking_url).pathname.split("/").pop()!;
    const [link] = await kit.t.db.select().from(trackingLinks).where(eq(trackingLinks.code, code));
    expect(link!.destinationUrl).toBe(`https://${SHOP}/cart/1111:2,2222:1`);
    // Suggesting sends nothing.
    const records = () => simCall<SimRecord[]>(kit.sim, "GET", "/_sim/records");
    expect((await records()).some((r) => r.text.includes(suggestion.tracking_url))).toBe(false);

    const noLink = await send("chk-cart", "Your cart is waiting!");
    expect(noLink.statusCode).toBe(400);
    expect(noLink.json().error).toBe(CART_DM_ERRORS.linkRemoved);

    const sent = await send("chk-cart", suggestion.content);
    expect(sent.statusCode).toBe(200);
    expect((await records()).filter((r) => r.text === suggestion.content)).toHaveLength(1);
    const again = await send("chk-cart", suggestion.content);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(CART_DM_ERRORS.alreadySent);
    expect((await carts())[0]!.reminder?.sent_at).toBeTruthy();
  });

  it("credits the order through the reminder's link and counts it as recovered revenue", async () => {
    const [reminderLink] = await kit.t.db
      .select({ id: trackingLinks.id, code: trackingLinks.code })
      .from(trackingLinks)
      .where(and(eq(trackingLinks.teamId, owner.teamId), eq(trackingLinks.messageId, dm.id)));
    const redirect = await kit.t.app.inject({ method: "GET", url: `/t/${reminderLink!.code}` });
    const cid = new URL(redirect.headers.location as string).searchParams.get("lunara_cid")!;
    // The cart link opens a new checkout: the pixel reports it with the click's ids.
    expect((await checkout("chk-recovered", { cid, mid: dm.id })).statusCode).toBe(202);
    await recordShopifyOrder(
      kit.t.deps,
      { integrationId: storeId, teamId: owner.teamId },
      sampleOrder({ checkout_token: "chk-recovered", total_price: "84.00" }),
    );
    const [credit] = await kit.t.db
      .select({ trackingLinkId: orderAttributions.trackingLinkId })
      .from(orderAttributions)
      .where(eq(orderAttributions.teamId, owner.teamId));
    expect(credit?.trackingLinkId).toBe(reminderLink!.id);
    const cards = (await call("GET", "/api/community/cards")).json();
    expect(cards).toMatchObject({ abandonCart: 0, recoveredRevenue: 84 });
    expect(await carts()).toEqual([]);
  });

  it("refuses a reminder when no reply window is open with the member", async () => {
    const [ig] = await kit.t.db
      .select({ id: integrations.id })
      .from(integrations)
      .where(and(eq(integrations.teamId, owner.teamId), eq(integrations.platform, "instagram")));
    const old = await ingestMessage(
      kit.t.deps,
      { integrationId: ig!.id, teamId: owner.teamId },
      {
        platform: "instagram",
        message_type: "dm",
        content: "is the serum back in stock?",
        sender_username: "old.friend",
        sender_platform_id: "igsid-old-friend",
        account_platform_id: "ig-account",
        platform_message_id: "m-old-friend",
        received_at: new Date(Date.now() - 30 * 3_600_000),
      },
    );
    expect((await checkout("chk-stale", { mid: old.messageId! })).statusCode).toBe(202);
    const refused = await suggest("chk-stale");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(CART_DM_ERRORS.noWindow);
  });
});
