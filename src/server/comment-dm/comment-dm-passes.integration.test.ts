import { SKIP_REASONS } from "@shared/comment-dm/comment-dm.constants";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { runAnalyzeMessage } from "../automation/analyze-message.job";
import { trackingLinks } from "../db/attribution.schema";
import { messageAiAnalysis, messages } from "../db/inbox.schema";
import { simCall } from "../integrations/integrations-test-kit.test-helper";
import { commentDmKit } from "./comment-dm-kit.test-helper";
import { runMatchCommentRules } from "./match-comment-rules.job";
import { sendCommentDm } from "./send-comment-dm";
import { runSendCommentDm, sendCommentDmJob } from "./send-comment-dm.job";

const { setup, rule, privateRepliesTo, storedComment, matchesOf } = commentDmKit();

describe("comment-to-DM's two passes: keywords as the comment is stored, intents after its analysis", () => {
  // People the earlier tests' random picks may have used are avoided: these tests name theirs.
  const personA = () => setup.kit.sim.context.people.at(-1)!.instagram;
  const personB = () => setup.kit.sim.context.people.at(-2)!.instagram;
  const personC = () => setup.kit.sim.context.people.at(-3)!.instagram;
  const ruleIds: string[] = [];
  const createRule = async (overrides: Record<string, unknown>) => {
    const res = await setup.kit.t.call("POST", "/api/comment-dm/rules", rule(overrides), setup.admin.cookie);
    expect(res.statusCode).toBe(201);
    const id: string = res.json().rule.id;
    ruleIds.push(id);
    return id;
  };
  const disableRules = async () => {
    for (const id of ruleIds.splice(0))
      await setup.kit.t.call(
        "POST",
        `/api/comment-dm/rules/${id}/enabled`,
        { enabled: false },
        setup.admin.cookie,
      );
  };

  /**
   * Runs the DM jobs ingestion queued with the comment, and only them (the analysis still waits);
   * answers how many there were.
   */
  async function runKeywordSends(messageId: string) {
    const matchIds = new Set((await matchesOf(messageId)).map((m) => m.id));
    const jobs = (await setup.kit.t.jobs.pending()).filter(
      (p) => p.name === sendCommentDmJob.name && matchIds.has((p.payload as { matchId: string }).matchId),
    );
    for (const job of jobs) {
      expect(job.payload).toEqual({ matchId: expect.any(String), teamId: setup.admin.teamId });
      await setup.kit.t.jobs.cancel(sendCommentDmJob, job.id);
      await runSendCommentDm(setup.kit.t.deps, job.payload as { matchId: string; teamId: string });
    }
    return jobs.length;
  }

  /** The analysis stored (as its job does) with the given purchase intent, then every job run. */
  async function analyseWithIntent(messageId: string, confidence: number) {
    await runAnalyzeMessage(setup.kit.t.deps, { messageId, teamId: setup.admin.teamId });
    await setup.kit.t.db
      .update(messageAiAnalysis)
      .set({ normalizedIntent: "purchase_intent", confidenceScore: confidence })
      .where(eq(messageAiAnalysis.messageId, messageId));
    await setup.kit.t.jobs.runDue();
  }

  const analysisOf = (messageId: string) =>
    setup.kit.t.db.select().from(messageAiAnalysis).where(eq(messageAiAnalysis.messageId, messageId));

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
    await setup.kit.t.jobs.runDue();
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
    await runMatchCommentRules(setup.kit.t.deps, {
      messageId: c.messageId,
      teamId: setup.admin.teamId,
      pass: "intent",
    });
    await runMatchCommentRules(setup.kit.t.deps, {
      messageId: c.messageId,
      teamId: setup.admin.teamId,
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
    await simCall(setup.kit.sim, "POST", "/_sim/faults", fault);
    const c = await storedComment("lipliner restock?", { person: personC() });
    expect(await runKeywordSends(c.messageId)).toBe(1);
    expect(await privateRepliesTo(c.platform_message_id)).toHaveLength(0);
    const [waiting] = await matchesOf(c.messageId);
    expect(waiting).toMatchObject({ status: "queued", attempts: 1, trackingLinkId: expect.any(String) });
    // Its retry was queued for later; run it now instead.
    for (const job of [...(await setup.kit.t.jobs.pending())])
      if (job.name === sendCommentDmJob.name) await setup.kit.t.jobs.cancel(sendCommentDmJob, job.id);
    expect(await sendCommentDm(setup.kit.t.deps, setup.admin.teamId, waiting!.id)).toEqual({
      outcome: "sent",
    });
    const links = await setup.kit.t.db
      .select()
      .from(trackingLinks)
      .where(eq(trackingLinks.messageId, c.messageId));
    expect(links.map((l) => l.id)).toEqual([waiting!.trackingLinkId]);
    const [dm] = await privateRepliesTo(c.platform_message_id);
    expect(dm!.text).toBe(`Here is the Glow Serum:\n${setup.kit.t.deps.publicUrl}/t/${links[0]!.code}`);
    expect(await matchesOf(c.messageId)).toMatchObject([
      { status: "sent", attempts: 2, trackingLinkId: waiting!.trackingLinkId },
    ]);
    await disableRules();
  });

  it("sends nothing for a comment hidden, or a rule disabled, after the match, and frees the person", async () => {
    await createRule({ name: "Hidden", keywords: ["concealer"] });
    const hidden = await storedComment("concealer shades?", { person: personC() });
    await setup.kit.t.db
      .update(messages)
      .set({ hiddenAt: new Date() })
      .where(eq(messages.id, hidden.messageId));
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
