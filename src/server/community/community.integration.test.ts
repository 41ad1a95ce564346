import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleOrder, seedStoreAndConversation } from "../attribution/attribution-fixtures.test-helper";
import { recordShopifyOrder } from "../attribution/record-shopify-order";
import { integrations } from "../db/integrations.schema";
import { ingestMessage } from "../ingestion/ingest-message";
import type { IncomingMessage } from "../platforms/incoming-message";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
let cookie: string;
let otherCookie: string;
let teamId: string;
let otherTeamId: string;
let seeded: Awaited<ReturnType<typeof seedStoreAndConversation>>;
let ig: { integrationId: string; teamId: string };

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
const message = (
  o: Partial<IncomingMessage> & Pick<IncomingMessage, "platform_message_id">,
): IncomingMessage => ({
  platform: "instagram",
  message_type: "comment",
  content: "love this serum",
  sender_username: "mia.glows",
  sender_platform_id: "ig-user-mia",
  account_platform_id: "ig-account",
  received_at: at(50),
  ...o,
});

type Member = {
  id: string;
  handle: string | null;
  channels: string[];
  emv: number;
  virality_factor: number;
  message_count: number;
  order_count: number;
  order_total: number;
  click_count: number;
  email: string | null;
  lead_status: string | null;
  creator: string;
};
const list = async (query = "", who = cookie) => {
  const res = await t.call("GET", `/api/community/members?${query}`, undefined, who);
  expect(res.statusCode).toBe(200);
  return res.json() as { members: Member[]; total: number };
};
const byHandle = async (handle: string) =>
  (await list(`search=${handle}`)).members.find((m) => m.handle === handle);

beforeAll(async () => {
  t = await createTestApp();
  const owner = await t.createPerson({ email: "owner@community.test" });
  teamId = owner.teamId;
  cookie = await t.signIn(owner.email, owner.password);
  const other = await t.createPerson({ email: "other@community.test" });
  otherTeamId = other.teamId;
  otherCookie = await t.signIn(other.email, other.password);
  seeded = await seedStoreAndConversation(t.db, teamId, { sender: "seeded_fan" });
  const [row] = await t.db
    .select({ id: integrations.id })
    .from(integrations)
    .where(and(eq(integrations.teamId, teamId), eq(integrations.platform, "instagram")));
  ig = { integrationId: row!.id, teamId };
});
afterAll(async () => t.close());

describe("community members", () => {
  let miaId: string;
  let dmId: string;

  it("makes one member of a comment and a DM of the same Instagram account, counted once per delivery", async () => {
    await ingestMessage(t.deps, ig, message({ platform_message_id: "c-1" }));
    await ingestMessage(t.deps, ig, message({ platform_message_id: "c-1" }));
    const dm = await ingestMessage(
      t.deps,
      ig,
      message({
        platform_message_id: "m-1",
        message_type: "dm",
        sender_platform_id: "igsid-mia",
        content: "do you ship to canada?",
        received_at: at(40),
      }),
    );
    dmId = dm.messageId!;
    const page = await list();
    const mias = page.members.filter((m) => m.handle === "mia.glows");
    expect(mias).toHaveLength(1);
    const mia = mias[0]!;
    miaId = mia.id;
    expect(mia).toMatchObject({ channels: ["instagram"], message_count: 2, order_count: 0 });
    // EMV = 1 comment × 1.00 + 1 DM × 0.50 with the default values.
    expect(mia.emv).toBe(1.5);
    expect(mia.creator).toBe("Low engagement · unknown");
    const detail = (await t.call("GET", `/api/community/members/${miaId}`, undefined, cookie)).json();
    expect(detail.identities.map((i: { platform_id: string }) => i.platform_id).sort()).toEqual([
      "ig-user-mia",
      "igsid-mia",
    ]);
    expect(detail.timeline.map((e: { kind: string }) => e.kind)).toEqual(["dm", "comment"]);
  });

  it("credits a reply to a member's comment to the virality factor, incrementally", async () => {
    await ingestMessage(
      t.deps,
      ig,
      message({
        platform_message_id: "c-2",
        message_type: "comment_reply",
        parent_platform_id: "c-1",
        sender_username: "zoe.k",
        sender_platform_id: "ig-user-zoe",
        content: "same!!",
        received_at: at(30),
      }),
    );
    const mia = await byHandle("mia.glows");
    expect(mia!.virality_factor).toBe(1);
    expect(mia!.emv).toBe(2);
    expect((await byHandle("zoe.k"))!.message_count).toBe(1);
  });

  it("follows a tracked-link click and the order it leads to onto the member, and shows the lead's status", async () => {
    const link = (
      await t.call(
        "POST",
        "/api/attribution/tracking-links",
        { productId: seeded.productId, messageId: dmId },
        cookie,
      )
    ).json();
    const redirect = await t.app.inject({ method: "GET", url: new URL(link.trackingUrl).pathname });
    const cid = new URL(redirect.headers.location as string).searchParams.get("lunara_cid")!;
    const store = { integrationId: seeded.storeId, teamId };
    // An earlier order with the same email, from before anyone talked to Lunara: a shopper member.
    await recordShopifyOrder(
      t.deps,
      store,
      sampleOrder({ email: "mia@example.com", customer: null, total_price: "20.00" }),
    );
    expect((await list("search=mia@example.com")).members).toHaveLength(1);
    const res = await recordShopifyOrder(
      t.deps,
      store,
      sampleOrder({
        email: "Mia@Example.com",
        note_attributes: [{ name: "lunara_cid", value: cid }],
        total_price: "72.45",
      }),
    );
    expect(res.attribution?.method).toBe("cid");
    // The order proved the shopper and the Instagram fan one person: one member with both.
    const found = (await list("search=mia")).members;
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      id: miaId,
      email: "mia@example.com",
      click_count: 1,
      order_count: 2,
      order_total: 92.45,
      lead_status: "converted",
    });
    expect(found[0]!.channels.sort()).toEqual(["instagram", "shopify"]);
    const detail = (await t.call("GET", `/api/community/members/${miaId}`, undefined, cookie)).json();
    expect(detail.timeline.map((e: { kind: string }) => e.kind).sort()).toEqual([
      "click",
      "comment",
      "dm",
      "order",
      "order",
    ]);
    expect(detail.merges[0]).toMatchObject({ kind: "merge" });
    // The lead and the member agree: the leads API shows the same person as converted.
    const lead = (await t.call("GET", `/api/leads/${link.lead.leadId}`, undefined, cookie)).json();
    expect(lead.lead.status).toBe("converted");
  });

  it("merges and splits by hand with history, undoes them, and refuses bad merges", async () => {
    const zoe = (await byHandle("zoe.k"))!;
    const self = await t.call("POST", "/api/community/merges", { keepId: zoe.id, otherId: zoe.id }, cookie);
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toBe("A member cannot be merged with itself.");
    const bad = await t.call("POST", "/api/community/merges", { keepId: "nope", otherId: zoe.id }, cookie);
    expect(bad.statusCode).toBe(400);

    const merged = await t.call("POST", "/api/community/merges", { keepId: miaId, otherId: zoe.id }, cookie);
    expect(merged.statusCode).toBe(200);
    const after = (await byHandle("mia.glows"))!;
    expect(after.message_count).toBe(3);
    expect((await list("search=zoe.k")).members.map((m) => m.id)).toEqual([miaId]);
    const again = await t.call("POST", "/api/community/merges", { keepId: miaId, otherId: zoe.id }, cookie);
    expect(again.statusCode).toBe(409);

    const undo = await t.call(
      "POST",
      `/api/community/merges/${merged.json().mergeId}/undo`,
      undefined,
      cookie,
    );
    expect(undo.statusCode).toBe(200);
    expect((await byHandle("zoe.k"))!.id).toBe(zoe.id);
    expect((await byHandle("mia.glows"))!.message_count).toBe(2);
    const twice = await t.call(
      "POST",
      `/api/community/merges/${merged.json().mergeId}/undo`,
      undefined,
      cookie,
    );
    expect(twice.statusCode).toBe(409);

    // Split the email (and its orders) off Mia, then undo the split.
    const detail = (await t.call("GET", `/api/community/members/${miaId}`, undefined, cookie)).json();
    const email = detail.identities.find((i: { platform: string }) => i.platform === "email");
    const all = detail.identities.map((i: { id: string }) => i.id);
    const everything = await t.call(
      "POST",
      `/api/community/members/${miaId}/split`,
      { identityIds: all },
      cookie,
    );
    expect(everything.statusCode).toBe(400);
    const split = await t.call(
      "POST",
      `/api/community/members/${miaId}/split`,
      { identityIds: [email.id] },
      cookie,
    );
    expect(split.statusCode).toBe(200);
    const shopper = (await list("search=mia@example.com")).members[0]!;
    expect(shopper).toMatchObject({ id: split.json().memberId, order_count: 2, order_total: 92.45 });
    expect((await byHandle("mia.glows"))!.order_count).toBe(0);
    await t.call("POST", `/api/community/merges/${split.json().mergeId}/undo`, undefined, cookie);
    expect((await byHandle("mia.glows"))!).toMatchObject({ order_count: 2, email: "mia@example.com" });
  });

  it("keeps each team to its own members", async () => {
    const theirs = await list("", otherCookie);
    expect(theirs.total).toBe(0);
    expect((await t.call("GET", `/api/community/members/${miaId}`, undefined, otherCookie)).statusCode).toBe(
      404,
    );
    const [mine] = (await list("search=zoe.k")).members;
    const cross = await t.call(
      "POST",
      "/api/community/merges",
      { keepId: miaId, otherId: mine!.id },
      otherCookie,
    );
    expect(cross.statusCode).toBe(400);
    expect(cross.json().error).toBe("Both members must belong to your team.");
    const rows = await t.db.execute(
      sql`select count(*)::int as n from community_members where team_id = ${otherTeamId}`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it("searches by handle, name and email, and validates the query", async () => {
    expect((await list("search=ZOE")).members.map((m) => m.handle)).toEqual(["zoe.k"]);
    expect((await list("search=ava")).members.map((m) => m.handle)).toEqual(["mia.glows"]);
    expect((await t.call("GET", "/api/community/members?tab=fans", undefined, cookie)).statusCode).toBe(400);
    expect((await t.call("GET", "/api/community/members?page=0", undefined, cookie)).statusCode).toBe(400);
    const cards = (await t.call("GET", "/api/community/cards", undefined, cookie)).json();
    expect(cards).toMatchObject({ totalMembers: 2, ambassadors: 0, abandonCart: 0 });
    // Comment, DM, reply, click and two orders.
    expect(cards.events).toBe(6);
  });

  it("lists a checkout without an order as an abandoned cart, and its later order as recovered revenue", async () => {
    const dm = await ingestMessage(
      t.deps,
      ig,
      message({
        platform_message_id: "m-lena",
        message_type: "dm",
        sender_username: "lena.b",
        sender_platform_id: "igsid-lena",
        received_at: at(200),
      }),
    );
    const link = (
      await t.call(
        "POST",
        "/api/attribution/tracking-links",
        { productId: seeded.productId, messageId: dm.messageId },
        cookie,
      )
    ).json();
    const redirect = await t.app.inject({ method: "GET", url: new URL(link.trackingUrl).pathname });
    const cid = new URL(redirect.headers.location as string).searchParams.get("lunara_cid")!;
    const checkout = (token: string, minutesAgo: number) =>
      t.app.inject({
        method: "POST",
        url: "/api/track",
        payload: {
          type: "checkout",
          store: seeded.shop,
          clientId: "lena-browser",
          timestamp: Date.now() - minutesAgo * 60_000,
          checkoutToken: token,
          attribution: { cid, mid: dm.messageId },
          checkoutData: { totalPrice: "60.00", currency: "CAD" },
        },
      });
    expect((await checkout("chk-abandoned", 120)).statusCode).toBe(202);
    // Started ten minutes ago: still inside the window, not abandoned yet.
    expect((await checkout("chk-fresh", 10)).statusCode).toBe(202);
    const cards = (await t.call("GET", "/api/community/cards", undefined, cookie)).json();
    expect(cards).toMatchObject({ abandonCart: 1, recoveredRevenue: 0 });
    expect((await list("tab=abandon-cart")).members.map((m) => m.handle)).toEqual(["lena.b"]);

    await recordShopifyOrder(
      t.deps,
      { integrationId: seeded.storeId, teamId },
      sampleOrder({ email: "lena@example.com", checkout_token: "chk-abandoned", total_price: "60.00" }),
    );
    const after = (await t.call("GET", "/api/community/cards", undefined, cookie)).json();
    expect(after).toMatchObject({ abandonCart: 0, recoveredRevenue: 60 });
    expect((await list("tab=abandon-cart")).members).toHaveLength(0);
    expect((await byHandle("lena.b"))!.order_count).toBe(1);
  });
  it("keeps tags, notes and marketing consent with its source and time, for that team only", async () => {
    const before = (await t.call("GET", `/api/community/members/${miaId}`, undefined, cookie)).json();
    expect(before.profile).toEqual({
      tags: [],
      notes: null,
      consent: { status: "unknown", source: null, recorded_at: null },
    });
    const saved = await t.call(
      "PATCH",
      `/api/community/members/${miaId}`,
      {
        tags: ["VIP", " vip", "Sensitive skin"],
        notes: "Prefers DMs in French.",
        consent: { status: "opted_out", source: "DM: asked not to get promotions" },
      },
      cookie,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      tags: ["vip", "sensitive skin"],
      notes: "Prefers DMs in French.",
      consent: { status: "opted_out", source: "DM: asked not to get promotions" },
    });
    expect(Date.parse(saved.json().consent.recorded_at)).not.toBeNaN();
    const after = (await t.call("GET", `/api/community/members/${miaId}`, undefined, cookie)).json();
    expect(after.profile).toEqual(saved.json());

    const noSource = await t.call(
      "PATCH",
      `/api/community/members/${miaId}`,
      { consent: { status: "opted_in", source: " " } },
      cookie,
    );
    expect(noSource.statusCode).toBe(400);
    expect(noSource.json().error).toContain("Say where the member gave or withdrew consent");
    const emptyTag = await t.call("PATCH", `/api/community/members/${miaId}`, { tags: [""] }, cookie);
    expect(emptyTag.statusCode).toBe(400);
    expect((await t.call("PATCH", `/api/community/members/${miaId}`, {}, cookie)).statusCode).toBe(400);
    // Another team can neither change nor see it; nothing was lost by the refused requests.
    const foreign = await t.call("PATCH", `/api/community/members/${miaId}`, { notes: "x" }, otherCookie);
    expect(foreign.statusCode).toBe(404);
    expect(
      (await t.call("GET", `/api/community/members/${miaId}`, undefined, cookie)).json().profile,
    ).toEqual(saved.json());
  });
});
