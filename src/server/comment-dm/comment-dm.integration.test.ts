import { SKIP_REASONS } from "@shared/comment-dm/comment-dm.constants";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orderAttributions } from "../db/attribution.schema";
import { commentDmMatches } from "../db/comment-dm.schema";
import { orders } from "../db/commerce.schema";
import { conversationResponses, messageAiAnalysis, messages } from "../db/inbox.schema";
import { integrations } from "../db/integrations.schema";
import { simCall } from "../integrations/integrations-test-kit.test-helper";
import { commentDmKit } from "./comment-dm-kit.test-helper";
import { runMatchCommentRules } from "./match-comment-rules.job";
import { sendCommentDm } from "./send-comment-dm";

const { setup, rule, records, privateRepliesTo, comment, matchesOf } = commentDmKit();

describe("comment-to-DM rules", () => {
  let ruleId: string;
  /** The comment the rule's first DM answered. */
  let dmedCommentId: string;

  it("refuses bad rules with a clear error: slots, lengths, unknown product, no trigger", async () => {
    const slot = await setup.kit.t.call(
      "POST",
      "/api/comment-dm/rules",
      rule({ dm_text: "Hi {{first_name}}" }),
      setup.admin.cookie,
    );
    expect(slot.statusCode).toBe(400);
    expect(slot.json()).toMatchObject({ code: "TEMPLATE_SLOT" });
    const long = await setup.kit.t.call(
      "POST",
      "/api/comment-dm/rules",
      rule({ dm_text: "x".repeat(900) }),
      setup.admin.cookie,
    );
    expect(long.statusCode).toBe(400);
    const missing = await setup.kit.t.call(
      "POST",
      "/api/comment-dm/rules",
      rule({ product_id: "00000000-0000-4000-8000-000000000000" }),
      setup.admin.cookie,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: "PRODUCT_NOT_FOUND" });
    const none = await setup.kit.t.call(
      "POST",
      "/api/comment-dm/rules",
      rule({ keywords: [] }),
      setup.admin.cookie,
    );
    expect(none.statusCode).toBe(400);
  });

  it("lets admins create rules and members only read them", async () => {
    const denied = await setup.kit.t.call("POST", "/api/comment-dm/rules", rule(), setup.member.cookie);
    expect(denied.statusCode).toBe(403);
    const created = await setup.kit.t.call("POST", "/api/comment-dm/rules", rule(), setup.admin.cookie);
    expect(created.statusCode).toBe(201);
    ruleId = created.json().rule.id;
    const read = await setup.kit.t.call("GET", "/api/comment-dm/rules", undefined, setup.member.cookie);
    expect(read.json().rules.map((r: { id: string }) => r.id)).toEqual([ruleId]);
    const toggle = await setup.kit.t.call(
      "POST",
      `/api/comment-dm/rules/${ruleId}/enabled`,
      { enabled: false },
      setup.member.cookie,
    );
    expect(toggle.statusCode).toBe(403);
  });

  it("refuses a second enabled rule that would DM the same commenters", async () => {
    const clash = await setup.kit.t.call(
      "POST",
      "/api/comment-dm/rules",
      rule({ name: "Other", keywords: ["Price", "cost"] }),
      setup.admin.cookie,
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
    const answered = await setup.kit.t.db
      .select({ content: conversationResponses.content, type: conversationResponses.responseType })
      .from(conversationResponses)
      .where(eq(conversationResponses.parentMessageId, c.messageId));
    expect(answered.map((r) => r.type)).toEqual(["rule_auto", "rule_auto"]);
    expect(answered.map((r) => r.content).sort()).toEqual([dms[0]!.text, "Sent you a DM!"].sort());
    const [row] = await setup.kit.t.db.select().from(messages).where(eq(messages.id, c.messageId));
    expect(row!.status).toBe("responded");
  });

  it("sends exactly one DM under double delivery, concurrent runs and a second comment of the same person", async () => {
    const c = await comment("price please");
    // The platform delivers the same webhook again: stored once, matched once.
    if (c.delivery) await simCall(setup.kit.sim, "POST", `/_sim/deliveries/${c.delivery.id}/replay`);
    await setup.kit.t.jobs.runDue();
    // Two workers run the match job for the same comment at once.
    await Promise.all([
      runMatchCommentRules(setup.kit.t.deps, {
        messageId: c.messageId,
        teamId: setup.admin.teamId,
        pass: "keywords",
      }),
      runMatchCommentRules(setup.kit.t.deps, {
        messageId: c.messageId,
        teamId: setup.admin.teamId,
        pass: "keywords",
      }),
    ]);
    const [match] = await matchesOf(c.messageId);
    await Promise.all([
      sendCommentDm(setup.kit.t.deps, setup.admin.teamId, match!.id),
      sendCommentDm(setup.kit.t.deps, setup.admin.teamId, match!.id),
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
    await setup.kit.t.call(
      "POST",
      `/api/comment-dm/rules/${ruleId}/enabled`,
      { enabled: false },
      setup.admin.cookie,
    );
    const created = await setup.kit.t.call(
      "POST",
      "/api/comment-dm/rules",
      rule({ name: "Buyers", keywords: [], intent: "purchase_intent", intent_threshold: 85 }),
      setup.admin.cookie,
    );
    expect(created.statusCode).toBe(201);
    const setIntent = (messageId: string, confidence: number) =>
      setup.kit.t.db
        .update(messageAiAnalysis)
        .set({ normalizedIntent: "purchase_intent", confidenceScore: confidence })
        .where(eq(messageAiAnalysis.messageId, messageId));
    const high = await comment("I need this in my life");
    const low = await comment("maybe one day");
    await setIntent(high.messageId, 0.9);
    await setIntent(low.messageId, 0.84);
    for (const c of [high, low])
      await runMatchCommentRules(setup.kit.t.deps, {
        messageId: c.messageId,
        teamId: setup.admin.teamId,
        pass: "intent",
      });
    expect(await privateRepliesTo(high.platform_message_id)).toHaveLength(1);
    expect(await privateRepliesTo(low.platform_message_id)).toHaveLength(0);
    expect((await matchesOf(high.messageId))[0]).toMatchObject({ matchedBy: "intent", status: "sent" });
    expect(await matchesOf(low.messageId)).toHaveLength(0);
    await setup.kit.t.call(
      "DELETE",
      `/api/comment-dm/rules/${created.json().rule.id}`,
      undefined,
      setup.admin.cookie,
    );
    await setup.kit.t.call(
      "POST",
      `/api/comment-dm/rules/${ruleId}/enabled`,
      { enabled: true },
      setup.admin.cookie,
    );
  });

  it("dry-runs a rule over recent comments without sending anything", async () => {
    const before = (await records()).length;
    const res = await setup.kit.t.call(
      "POST",
      "/api/comment-dm/dry-run",
      { trigger: { keywords: ["price"] }, rule_id: ruleId, days: 7 },
      setup.member.cookie,
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
    const fresh = await setup.kit.t.call(
      "POST",
      "/api/comment-dm/dry-run",
      { trigger: { keywords: ["price"] } },
      setup.member.cookie,
    );
    expect(fresh.json().would_dm).toBeGreaterThan(0);
    // An unsaved rule sees the same comment answered by another rule.
    expect(reasonOf(fresh.json().items)).toBe(SKIP_REASONS.comment_already_answered);
    expect((await records()).length).toBe(before);
  });

  it("counts matches, DMs, clicks and revenue through the tracked links", async () => {
    const [sent] = await setup.kit.t.db
      .select()
      .from(commentDmMatches)
      .where(and(eq(commentDmMatches.ruleId, ruleId), eq(commentDmMatches.status, "sent")));
    const dm = (await records()).find((r) => r.kind === "private_reply" && r.text.includes("/t/"))!;
    const code = dm.text.split("/t/")[1]!;
    const click = await setup.kit.t.app.inject({ method: "GET", url: `/t/${code}` });
    expect(click.statusCode).toBe(302);
    const [store] = await setup.kit.t.db
      .select({ id: integrations.id })
      .from(integrations)
      .where(and(eq(integrations.teamId, setup.admin.teamId), eq(integrations.platform, "shopify")));
    const [order] = await setup.kit.t.db
      .insert(orders)
      .values({
        teamId: setup.admin.teamId,
        integrationId: store!.id,
        shopifyOrderId: "5001",
        currency: "CAD",
        totalPrice: "50.00",
        subtotalPrice: "40.00",
        processedAt: new Date(),
      })
      .returning({ id: orders.id });
    await setup.kit.t.db.insert(orderAttributions).values({
      teamId: setup.admin.teamId,
      orderId: order!.id,
      trackingLinkId: sent!.trackingLinkId,
      method: "cid",
      windowDays: 7,
    });
    const res = await setup.kit.t.call("GET", "/api/comment-dm/rules", undefined, setup.member.cookie);
    const stats = res.json().rules.find((r: { id: string }) => r.id === ruleId).stats;
    expect(stats).toMatchObject({ dms_sent: 2, clicks: 1, revenue: 40 });
    expect(stats.matched).toBeGreaterThanOrEqual(4);
  });

  it("keeps every team to its own rules and comments", async () => {
    const list = await setup.kit.t.call("GET", "/api/comment-dm/rules", undefined, setup.other.cookie);
    expect(list.json().rules).toEqual([]);
    const edit = await setup.kit.t.call(
      "PATCH",
      `/api/comment-dm/rules/${ruleId}`,
      rule({ product_id: setup.productId }),
      setup.other.cookie,
    );
    expect(edit.statusCode).toBe(404);
    const matches = await setup.kit.t.call(
      "GET",
      `/api/comment-dm/rules/${ruleId}/matches`,
      undefined,
      setup.other.cookie,
    );
    expect(matches.statusCode).toBe(404);
    const dry = await setup.kit.t.call(
      "POST",
      "/api/comment-dm/dry-run",
      { trigger: { keywords: ["price"] } },
      setup.other.cookie,
    );
    expect(dry.json()).toMatchObject({ scanned: 0, matched: 0 });
  });
});
