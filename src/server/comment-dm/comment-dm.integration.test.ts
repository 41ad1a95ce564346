import { SKIP_REASONS } from "@shared/comment-dm/comment-dm.constants";
import type { SimRecord } from "@sim/sim-records";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAnalyzeMessage } from "../automation/analyze-message.job";
import { orderAttributions, trackingLinks } from "../db/attribution.schema";
import { commentDmMatches } from "../db/comment-dm.schema";
import { orders, products } from "../db/commerce.schema";
import { conversationResponses, messageAiAnalysis, messages } from "../db/inbox.schema";
import { integrations } from "../db/integrations.schema";
import {
  connectInstagram,
  eventually,
  type Kit,
  signedInPerson,
  simCall,
  startKit,
} from "../integrations/integrations-test-kit.test-helper";
import { runMatchCommentRules } from "./match-comment-rules.job";
import { sendCommentDm } from "./send-comment-dm";
import { runSendCommentDm, sendCommentDmJob } from "./send-comment-dm.job";

type Traffic = {
  events: { platform_message_id: string; post_id: string | null; delivery: { id: number } | null }[];
};

let kit: Kit;
let admin: { teamId: string; cookie: string };
let member: { cookie: string };
let other: { teamId: string; cookie: string };
let productId: string;

beforeAll(async () => {
  kit = await startKit();
  admin = await signedInPerson(kit, "admin@comment-dm.test");
  const m = await kit.t.createPerson({
    email: "member@comment-dm.test",
    teamId: admin.teamId,
    role: "member",
  });
  member = { cookie: await kit.t.signIn(m.email, m.password) };
  other = await signedInPerson(kit, "other@comment-dm.test");
  await connectInstagram(kit, admin.cookie);
  const [store] = await kit.t.db
    .insert(integrations)
    .values({
      teamId: admin.teamId,
      platform: "shopify",
      status: "connected",
      shopDomain: "glow-dm.myshopify.com",
      platformAccountId: "glow-dm.myshopify.com",
      accessTokenEncrypted: "test",
      currency: "CAD",
    })
    .returning({ id: integrations.id });
  const [product] = await kit.t.db
    .insert(products)
    .values({
      teamId: admin.teamId,
      integrationId: store!.id,
      shopifyProductId: "9",
      title: "Glow Serum",
      handle: "glow-serum",
    })
    .returning({ id: products.id });
  productId = product!.id;
});
afterAll(() => kit?.close());

const rule = (overrides: Record<string, unknown> = {}) => ({
  name: "Price question",
  keywords: ["price"],
  public_reply: "Sent you a DM!",
  dm_text: "Here is the Glow Serum:",
  product_id: productId,
  ...overrides,
});

const records = () => simCall<SimRecord[]>(kit.sim, "GET", "/_sim/records?platform=instagram");
const privateRepliesTo = async (commentId: string) =>
  (await records()).filter((r) => r.kind === "private_reply" && r.target_id === commentId);

/** A simulated Instagram comment, stored with nothing run yet: its analysis and match jobs wait. */
async function storedComment(text: string, extra: Record<string, unknown> = {}) {
  const { events } = await simCall<Traffic>(kit.sim, "POST", "/_sim/traffic", {
    kind: "instagram_comment",
    text,
    ...extra,
  });
  const event = events[0]!;
  const stored = await eventually(async () => {
    const [row] = await kit.t.db
      .select()
      .from(messages)
      .where(eq(messages.platformMessageId, event.platform_message_id));
    if (!row) throw new Error("not stored yet");
    return row;
  });
  return { ...event, messageId: stored.id, senderUsername: stored.senderUsername };
}

/** A simulated Instagram comment, stored and analysed with every job it starts run. */
async function comment(text: string, extra: Record<string, unknown> = {}) {
  const stored = await storedComment(text, extra);
  await kit.t.jobs.runDue();
  return stored;
}

const matchesOf = (messageId: string) =>
  kit.t.db.select().from(commentDmMatches).where(eq(commentDmMatches.messageId, messageId));

describe("comment-to-DM rules", () => {
  let ruleId: string;
  /** The comment the rule's first DM answered. */
  let dmedCommentId: string;

  it("refuses bad rules with a clear error: slots, lengths, unknown product, no trigger", async () => {
    const slot = await kit.t.call(
      "POST",
      "/api/comment-dm/rules",
      rule({ dm_text: "Hi {{first_name}}" }),
      admin.cookie,
    );
    expect(slot.statusCode).toBe(400);
    expect(slot.json()).toMatchObject({ code: "TEMPLATE_SLOT" });
    const long = await kit.t.call(
      "POST",
      "/api/comment-dm/rules",
      rule({ dm_text: "x".repeat(900) }),
      admin.cookie,
    );
    expect(long.statusCode).toBe(400);
    const missing = await kit.t.call(
      "POST",
      "/api/comment-dm/rules",
      rule({ product_id: "00000000-0000-4000-8000-000000000000" }),
      admin.cookie,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: "PRODUCT_NOT_FOUND" });
    const none = await kit.t.call("POST", "/api/comment-dm/rules", rule({ keywords: [] }), admin.cookie);
    expect(none.statusCode).toBe(400);
  });

  it("lets admins create rules and members only read them", async () => {
    const denied = await kit.t.call("POST", "/api/comment-dm/rules", rule(), member.cookie);
    expect(denied.statusCode).toBe(403);
    const created = await kit.t.call("POST", "/api/comment-dm/rules", rule(), admin.cookie);
    expect(created.statusCode).toBe(201);
    ruleId = created.json().rule.id;
    const read = await kit.t.call("GET", "/api/comment-dm/rules", undefined, member.cookie);
    expect(read.json().rules.map((r: { id: string }) => r.id)).toEqual([ruleId]);
    const toggle = await kit.t.call(
      "POST",
      `/api/comment-dm/rules/${ruleId}/enabled`,
      { enabled: false },
      member.cookie,
    );
    expect(toggle.statusCode).toBe(403);
  });

  it("refuses a second enabled rule that would DM the same commenters", async () => {
    const clash = await kit.t.call(
      "POST",
      "/api/comment-dm/rules",
      rule({ name: "Other", keywords: ["Price", "cost"] }),
      admin.cookie,
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: "RULE_OVERLAP" });
  });

  it("answers a keyword comment with one public reply and one private DM holding a tracked link", async () => {
    const c = await comment("What's the PRICE of this?");
    dmedCommentId = c.messageId;
    const dms = await privateRepliesTo(c.platform_message_id);
    expect(dms).toHaveLength(1);
    expect(dms[0]!.text).toMatch(/^Here is the Glow Serum:\nhttp:\/\/localhost:3000\/t\/\w{8}$/);
    const publicReplies = (await records()).filter(
      (r) => r.kind === "comment_reply" && r.target_id === c.platform_message_id,
    );
    expect(publicReplies.map((r) => r.text)).toEqual(["Sent you a DM!"]);
    const [match] = await matchesOf(c.messageId);
    expect(match).toMatchObject({ status: "sent", matchedBy: "keyword", matchedKeyword: "price" });
    expect(match!.trackingLinkId).not.toBeNull();
    // Both replies are in the comment's conversation and it reads as responded: nobody is asked to
    // answer it again (a tester's rule had sent 24 DMs while their comments stayed pending).
    const answered = await kit.t.db
      .select({ content: conversationResponses.content, type: conversationResponses.responseType })
      .from(conversationResponses)
      .where(eq(conversationResponses.parentMessageId, c.messageId));
    expect(answered.map((r) => r.type)).toEqual(["rule_auto", "rule_auto"]);
    expect(answered.map((r) => r.content).sort()).toEqual([dms[0]!.text, "Sent you a DM!"].sort());
    const [row] = await kit.t.db.select().from(messages).where(eq(messages.id, c.messageId));
    expect(row!.status).toBe("responded");
  });

  it("sends exactly one DM under double delivery, concurrent runs and a second comment of the same person", async () => {
    const c = await comment("price please");
    // The platform delivers the same webhook again: stored once, matched once.
    if (c.delivery) await simCall(kit.sim, "POST", `/_sim/deliveries/${c.delivery.id}/replay`);
    await kit.t.jobs.runDue();
    // Two workers run the match job for the same comment at once.
    await Promise.all([
      runMatchCommentRules(kit.t.deps, { messageId: c.messageId, teamId: admin.teamId, pass: "keywords" }),
      runMatchCommentRules(kit.t.deps, { messageId: c.messageId, teamId: admin.teamId, pass: "keywords" }),
    ]);
    const [match] = await matchesOf(c.messageId);
    await Promise.all([
      sendCommentDm(kit.t.deps, admin.teamId, match!.id),
      sendCommentDm(kit.t.deps, admin.teamId, match!.id),
    ]);
    expect(await matchesOf(c.messageId)).toHaveLength(1);
    expect(await privateRepliesTo(c.platform_message_id)).toHaveLength(1);

    const again = await comment("what's the price again?", { person: c.senderUsername });
    expect(await privateRepliesTo(again.platform_message_id)).toHaveLength(0);
    const [skipped] = await matchesOf(again.messageId);
    expect(skipped).toMatchObject({ status: "skipped", reason: "This person already got this rule's DM" });
  });

  it("skips, with its reason, a comment past the 7-day private-reply window", async () => {
    const c = await comment("price?", { ageSeconds: 8 * 86_400 });
    expect(await privateRepliesTo(c.platform_message_id)).toHaveLength(0);
    const [match] = await matchesOf(c.messageId);
    expect(match!.status).toBe("skipped");
    expect(match!.reason).toMatch(/older than 7 days/);
  });

  it("matches by intent only at or above the threshold", async () => {
    await kit.t.call("POST", `/api/comment-dm/rules/${ruleId}/enabled`, { enabled: false }, admin.cookie);
    const created = await kit.t.call(
      "POST",
      "/api/comment-dm/rules",
      rule({ name: "Buyers", keywords: [], intent: "purchase_intent", intent_threshold: 85 }),
      admin.cookie,
    );
    expect(created.statusCode).toBe(201);
    const setIntent = (messageId: string, confidence: number) =>
      kit.t.db
        .update(messageAiAnalysis)
        .set({ normalizedIntent: "purchase_intent", confidenceScore: confidence })
        .where(eq(messageAiAnalysis.messageId, messageId));
    const high = await comment("I need this in my life");
    const low = await comment("maybe one day");
    await setIntent(high.messageId, 0.9);
    await setIntent(low.messageId, 0.84);
    for (const c of [high, low])
      await runMatchCommentRules(kit.t.deps, {
        messageId: c.messageId,
        teamId: admin.teamId,
        pass: "intent",
      });
    expect(await privateRepliesTo(high.platform_message_id)).toHaveLength(1);
    expect(await privateRepliesTo(low.platform_message_id)).toHaveLength(0);
    expect((await matchesOf(high.messageId))[0]).toMatchObject({ matchedBy: "intent", status: "sent" });
    expect(await matchesOf(low.messageId)).toHaveLength(0);
    await kit.t.call("DELETE", `/api/comment-dm/rules/${created.json().rule.id}`, undefined, admin.cookie);
    await kit.t.call("POST", `/api/comment-dm/rules/${ruleId}/enabled`, { enabled: true }, admin.cookie);
  });

  it("dry-runs a rule over recent comments without sending anything", async () => {
    const before = (await records()).length;
    const res = await kit.t.call(
      "POST",
      "/api/comment-dm/dry-run",
      { trigger: { keywords: ["price"] }, rule_id: ruleId, days: 7 },
      member.cookie,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.matched).toBeGreaterThanOrEqual(3);
    // Everyone matched already got this rule's DM (or is past the window): no DM would go out.
    expect(body.would_dm).toBe(0);
    expect(body.items.every((i: { skip_reason: string | null }) => i.skip_reason)).toBe(true);
    type Item = { message_id: string; skip_reason: string | null };
    const reasonOf = (items: Item[]) => items.find((i) => i.message_id === dmedCommentId)?.skip_reason;
    // The rule's own DM is its own reply, not "another rule's" (a walk read that for every DM it sent).
    expect(reasonOf(body.items)).toBe(SKIP_REASONS.rule_already_replied);
    const fresh = await kit.t.call(
      "POST",
      "/api/comment-dm/dry-run",
      { trigger: { keywords: ["price"] } },
      member.cookie,
    );
    expect(fresh.json().would_dm).toBeGreaterThan(0);
    // An unsaved rule sees the same comment answered by another rule.
    expect(reasonOf(fresh.json().items)).toBe(SKIP_REASONS.comment_already_answered);
    expect((await records()).length).toBe(before);
  });

  it("counts matches, DMs, clicks and revenue through the tracked links", async () => {
    const [sent] = await kit.t.db
      .select()
      .from(commentDmMatches)
      .where(and(eq(commentDmMatches.ruleId, ruleId), eq(commentDmMatches.status, "sent")));
    const dm = (await records()).find((r) => r.kind === "private_reply" && r.text.includes("/t/"))!;
    const code = dm.text.split("/t/")[1]!;
    const click = await kit.t.app.inject({ method: "GET", url: `/t/${code}` });
    expect(click.statusCode).toBe(302);
    const [store] = await kit.t.db
      .select({ id: integrations.id })
      .from(integrations)
      .where(and(eq(integrations.teamId, admin.teamId), eq(integrations.platform, "shopify")));
    const [order] = await kit.t.db
      .insert(orders)
      .values({
        teamId: admin.teamId,
        integrationId: store!.id,
        shopifyOrderId: "5001",
        currency: "CAD",
        totalPrice: "50.00",
        subtotalPrice: "40.00",
        processedAt: new Date(),
      })
      .returning({ id: orders.id });
    await kit.t.db.insert(orderAttributions).values({
      teamId: admin.teamId,
      orderId: order!.id,
      trackingLinkId: sent!.trackingLinkId,
      method: "cid",
      windowDays: 7,
    });
    const res = await kit.t.call("GET", "/api/comment-dm/rules", undefined, member.cookie);
    const stats = res.json().rules.find((r: { id: string }) => r.id === ruleId).stats;
    expect(stats).toMatchObject({ dms_sent: 2, clicks: 1, revenue: 40 });
    expect(stats.matched).toBeGreaterThanOrEqual(4);
  });

  it("keeps every team to its own rules and comments", async () => {
    const list = await kit.t.call("GET", "/api/comment-dm/rules", undefined, other.cookie);
    expect(list.json().rules).toEqual([]);
    const edit = await kit.t.call(
      "PATCH",
      `/api/comment-dm/rules/${ruleId}`,
      rule({ product_id: productId }),
      other.cookie,
    );
    expect(edit.statusCode).toBe(404);
    const matches = await kit.t.call(
      "GET",
      `/api/comment-dm/rules/${ruleId}/matches`,
      undefined,
      other.cookie,
    );
    expect(matches.statusCode).toBe(404);
    const dry = await kit.t.call(
      "POST",
      "/api/comment-dm/dry-run",
      { trigger: { keywords: ["price"] } },
      other.cookie,
    );
    expect(dry.json()).toMatchObject({ scanned: 0, matched: 0 });
  });
});

describe("comment-to-DM's two passes: keywords as the comment is stored, intents after its analysis", () => {
  // People the earlier tests' random picks may have used are avoided: these tests name theirs.
  const personA = () => kit.sim.context.people.at(-1)!.instagram;
  const personB = () => kit.sim.context.people.at(-2)!.instagram;
  const personC = () => kit.sim.context.people.at(-3)!.instagram;
  const ruleIds: string[] = [];
  const createRule = async (overrides: Record<string, unknown>) => {
    const res = await kit.t.call("POST", "/api/comment-dm/rules", rule(overrides), admin.cookie);
    expect(res.statusCode).toBe(201);
    const id: string = res.json().rule.id;
    ruleIds.push(id);
    return id;
  };
  const disableRules = async () => {
    for (const id of ruleIds.splice(0))
      await kit.t.call("POST", `/api/comment-dm/rules/${id}/enabled`, { enabled: false }, admin.cookie);
  };

  /**
   * Runs the DM jobs ingestion queued with the comment, and only them (the analysis still waits);
   * answers how many there were.
   */
  async function runKeywordSends(messageId: string) {
    const matchIds = new Set((await matchesOf(messageId)).map((m) => m.id));
    const jobs = (await kit.t.jobs.pending()).filter(
      (p) => p.name === sendCommentDmJob.name && matchIds.has((p.payload as { matchId: string }).matchId),
    );
    for (const job of jobs) {
      expect(job.payload).toEqual({ matchId: expect.any(String), teamId: admin.teamId });
      await kit.t.jobs.cancel(sendCommentDmJob, job.id);
      await runSendCommentDm(kit.t.deps, job.payload as { matchId: string; teamId: string });
    }
    return jobs.length;
  }

  /** The analysis stored (as its job does) with the given purchase intent, then every job run. */
  async function analyseWithIntent(messageId: string, confidence: number) {
    await runAnalyzeMessage(kit.t.deps, { messageId, teamId: admin.teamId });
    await kit.t.db
      .update(messageAiAnalysis)
      .set({ normalizedIntent: "purchase_intent", confidenceScore: confidence })
      .where(eq(messageAiAnalysis.messageId, messageId));
    await kit.t.jobs.runDue();
  }

  const analysisOf = (messageId: string) =>
    kit.t.db.select().from(messageAiAnalysis).where(eq(messageAiAnalysis.messageId, messageId));

  it("records a keyword match and queues its DM with the comment, sends it before any analysis, and once", async () => {
    const keywordRule = await createRule({ name: "Restock", keywords: ["restock"] });
    const c = await storedComment("any restock soon?", { person: personA() });
    // Committed with the message: the match, waiting for its one send job.
    expect(await matchesOf(c.messageId)).toMatchObject([
      { ruleId: keywordRule, matchedBy: "keyword", matchedKeyword: "restock", status: "queued" },
    ]);
    expect(await runKeywordSends(c.messageId)).toBe(1);
    expect(await analysisOf(c.messageId)).toHaveLength(0);
    expect(await privateRepliesTo(c.platform_message_id)).toHaveLength(1);
    expect(await matchesOf(c.messageId)).toMatchObject([
      { ruleId: keywordRule, matchedBy: "keyword", status: "sent" },
    ]);
    // The analysis and its pass follow: nothing more is sent.
    await kit.t.jobs.runDue();
    expect(await analysisOf(c.messageId)).toHaveLength(1);
    expect(await privateRepliesTo(c.platform_message_id)).toHaveLength(1);
    expect(await matchesOf(c.messageId)).toHaveLength(1);
  });

  it("sends an intent rule's DM only after the analysis, even when a keyword rule skipped the comment", async () => {
    const intentRule = await createRule({
      name: "Buyers",
      keywords: [],
      intent: "purchase_intent",
      intent_threshold: 85,
    });
    // The same person as before: the keyword rule records a skip (already DMed) at once.
    const c = await storedComment("restock? I want two", { person: personA() });
    expect(await runKeywordSends(c.messageId)).toBe(0);
    expect(await privateRepliesTo(c.platform_message_id)).toHaveLength(0);
    expect(await matchesOf(c.messageId)).toMatchObject([
      { status: "skipped", reason: "This person already got this rule's DM" },
    ]);
    await analyseWithIntent(c.messageId, 0.95);
    expect(await privateRepliesTo(c.platform_message_id)).toHaveLength(1);
    const matches = await matchesOf(c.messageId);
    expect(matches.find((m) => m.ruleId === intentRule)).toMatchObject({
      matchedBy: "intent",
      status: "sent",
    });
    expect(matches).toHaveLength(2);
    await disableRules();
  });

  it("DMs once when a rule's keyword and its intent both match, one in each pass", async () => {
    const both = await createRule({
      name: "Shades",
      keywords: ["shade"],
      intent: "purchase_intent",
      intent_threshold: 85,
    });
    const c = await storedComment("which shade should I buy?", { person: personB() });
    expect(await runKeywordSends(c.messageId)).toBe(1);
    expect(await privateRepliesTo(c.platform_message_id)).toHaveLength(1);
    await analyseWithIntent(c.messageId, 0.97);
    // Twice more, as a redelivered job (or one queued before keywords were matched at ingestion) would.
    await runMatchCommentRules(kit.t.deps, { messageId: c.messageId, teamId: admin.teamId, pass: "intent" });
    await runMatchCommentRules(kit.t.deps, {
      messageId: c.messageId,
      teamId: admin.teamId,
      pass: "keywords",
    });
    expect(await privateRepliesTo(c.platform_message_id)).toHaveLength(1);
    expect(await matchesOf(c.messageId)).toMatchObject([
      { ruleId: both, matchedBy: "keyword", status: "sent" },
    ]);
    await disableRules();
  });

  it("sends a DM that failed for a moment again later, with the tracked link its first attempt made", async () => {
    await createRule({ name: "Retry", keywords: ["lipliner"] });
    // Every try of the sender's first send (it retries inline) answers 500.
    const fault = { platform: "instagram", kind: "5xx", count: 4, path: "/messages" };
    await simCall(kit.sim, "POST", "/_sim/faults", fault);
    const c = await storedComment("lipliner restock?", { person: personC() });
    expect(await runKeywordSends(c.messageId)).toBe(1);
    expect(await privateRepliesTo(c.platform_message_id)).toHaveLength(0);
    const [waiting] = await matchesOf(c.messageId);
    expect(waiting).toMatchObject({ status: "queued", attempts: 1, trackingLinkId: expect.any(String) });
    // Its retry was queued for later; run it now instead.
    for (const job of [...(await kit.t.jobs.pending())])
      if (job.name === sendCommentDmJob.name) await kit.t.jobs.cancel(sendCommentDmJob, job.id);
    expect(await sendCommentDm(kit.t.deps, admin.teamId, waiting!.id)).toEqual({ outcome: "sent" });
    const links = await kit.t.db.select().from(trackingLinks).where(eq(trackingLinks.messageId, c.messageId));
    expect(links.map((l) => l.id)).toEqual([waiting!.trackingLinkId]);
    const [dm] = await privateRepliesTo(c.platform_message_id);
    expect(dm!.text).toBe(`Here is the Glow Serum:\n${kit.t.deps.publicUrl}/t/${links[0]!.code}`);
    expect(await matchesOf(c.messageId)).toMatchObject([
      { status: "sent", attempts: 2, trackingLinkId: waiting!.trackingLinkId },
    ]);
    await disableRules();
  });

  it("sends nothing for a comment hidden, or a rule disabled, after the match, and frees the person", async () => {
    await createRule({ name: "Hidden", keywords: ["concealer"] });
    const hidden = await storedComment("concealer shades?", { person: personC() });
    await kit.t.db.update(messages).set({ hiddenAt: new Date() }).where(eq(messages.id, hidden.messageId));
    expect(await runKeywordSends(hidden.messageId)).toBe(1);
    expect(await matchesOf(hidden.messageId)).toMatchObject([
      { status: "skipped", reason: SKIP_REASONS.comment_gone, dmRecipient: null, dmCommentId: null },
    ]);
    // The same person again, now for a rule disabled between the match and the send.
    const again = await storedComment("concealer for oily skin?", { person: personC() });
    await disableRules();
    expect(await runKeywordSends(again.messageId)).toBe(1);
    expect(await matchesOf(again.messageId)).toMatchObject([
      { status: "skipped", reason: SKIP_REASONS.rule_disabled, dmRecipient: null },
    ]);
    expect(await privateRepliesTo(hidden.platform_message_id)).toHaveLength(0);
    expect(await privateRepliesTo(again.platform_message_id)).toHaveLength(0);
  });
});
