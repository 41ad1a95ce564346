import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAnalyzeMessage } from "../automation/analyze-message.job";
import { insertRule } from "../comment-dm/comment-dm-rules.repository";
import { brandSettings } from "../db/brand.schema";
import { products } from "../db/commerce.schema";
import { automationDecisions, conversationThreads, messageAiAnalysis, messages } from "../db/inbox.schema";
import { integrations } from "../db/integrations.schema";
import type { IncomingMessage } from "../platforms/incoming-message";
import { createTestApp, type TestApp } from "../test/test-app";
import { ingestMessage } from "./ingest-message";

let t: TestApp;
const clock = new Date("2026-11-23T10:00:00Z"); // a Monday, inside business hours
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => t.close());

async function connectedInstagram(email: string) {
  const admin = await t.createPerson({ email });
  const [row] = await t.db
    .insert(integrations)
    .values({
      teamId: admin.teamId,
      platform: "instagram",
      platformAccountId: `ig-${email}`,
      platformUsername: "glowtheory",
      accessTokenEncrypted: "not-used-by-these-tests",
    })
    .returning({ id: integrations.id });
  return { teamId: admin.teamId, integrationId: row!.id };
}

const dm = (id: string, text: string, sender = "ig-user-1"): IncomingMessage => ({
  platform: "instagram",
  platform_message_id: id,
  message_type: "dm",
  content: text,
  sender_username: "mia.glows",
  sender_platform_id: sender,
  account_platform_id: "ig-account",
  received_at: clock,
});

describe("ingestion", () => {
  it("stores a delivery once, threads DMs per sender and numbers them", async () => {
    const ref = await connectedInstagram("ingest@brand.test");
    const first = await ingestMessage(t.deps, ref, dm("m-1", "hi! is the dew serum good for oily skin"));
    const again = await ingestMessage(t.deps, ref, dm("m-1", "hi! is the dew serum good for oily skin"));
    const second = await ingestMessage(t.deps, ref, dm("m-2", "also do u ship to canada"));
    expect(first.created).toBe(true);
    expect(again).toEqual({ messageId: null, created: false });
    expect(second.created).toBe(true);

    const rows = await t.db.select().from(messages).where(eq(messages.teamId, ref.teamId));
    expect(rows).toHaveLength(2);
    const [thread] = await t.db
      .select()
      .from(conversationThreads)
      .where(eq(conversationThreads.teamId, ref.teamId));
    expect(thread).toMatchObject({
      messageCount: 2,
      unreadCount: 2,
      senderHandle: "mia.glows",
      status: "unread",
    });
    expect(rows.map((r) => [r.platformMessageId, r.sequenceNumber, r.isThreadStarter]).sort()).toEqual([
      ["m-1", 1, true],
      ["m-2", 2, false],
    ]);
    // One analysis job per stored message, none for the duplicate.
    expect((await t.jobs.pending()).filter((j) => j.name === "automation.analyze-message")).toHaveLength(2);
  });

  it("analyses each message once and stores the automation decision", async () => {
    const ref = await connectedInstagram("analyse@brand.test");
    const { messageId } = await ingestMessage(
      t.deps,
      ref,
      dm("a-1", "omg where is my order?? its been 3 weeks 😡"),
    );
    await t.jobs.runDue();
    const [analysis] = await t.db
      .select()
      .from(messageAiAnalysis)
      .where(eq(messageAiAnalysis.messageId, messageId!));
    expect(analysis).toBeDefined();
    expect(analysis!.teamId).toBe(ref.teamId);
    expect(analysis!.priorityScore).toBeGreaterThanOrEqual(0);
    const [decision] = await t.db
      .select()
      .from(automationDecisions)
      .where(eq(automationDecisions.messageId, messageId!));
    // The wizard defaults keep the global auto-reply switch off: a person reviews.
    expect(decision).toMatchObject({ decision: "manual", executed: false });
  });

  it("never schedules a crisis, and schedules an allowed auto-reply after the intent's delay", async () => {
    const ref = await connectedInstagram("auto@brand.test");
    await t.db.insert(brandSettings).values({
      teamId: ref.teamId,
      responseConfig: {
        global: { default_confidence_threshold: 50, auto_reply_enabled: true },
        intents: {
          greeting: {
            confidence_threshold: 50,
            response_delay_minutes: 5,
            minimum_priority: 0,
            auto_reply_enabled: true,
          },
        },
      },
    });
    const crisis = await ingestMessage(
      t.deps,
      ref,
      dm("c-1", "your serum gave me a chemical burn and my lawyer will be in touch", "ig-user-9"),
    );
    const hello = await ingestMessage(t.deps, ref, dm("g-1", "hiii 👋", "ig-user-10"));
    await t.jobs.runDue();
    const decisions = await t.db
      .select()
      .from(automationDecisions)
      .where(eq(automationDecisions.teamId, ref.teamId));
    const byMessage = new Map(decisions.map((d) => [d.messageId, d]));
    expect(byMessage.get(crisis.messageId!)?.decision).toBe("crisis");
    const auto = byMessage.get(hello.messageId!);
    expect(auto?.decision).toBe("auto");
    expect(auto?.delayAppliedMinutes).toBe(5);
    const scheduled = (await t.jobs.pending()).filter((j) => j.name === "automation.auto-reply");
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]!.runAt).toBe(clock.getTime() + 5 * 60_000);
    const [withJob] = await t.db
      .select({ jobId: automationDecisions.jobId })
      .from(automationDecisions)
      .where(and(eq(automationDecisions.messageId, hello.messageId!)));
    expect(withJob!.jobId).toBe(scheduled[0]!.id);
  });

  it("queues a comment's intent pass after its analysis only while the team has an intent rule", async () => {
    const ref = await connectedInstagram("intent-gate@brand.test");
    const comment = (id: string): IncomingMessage => ({
      ...dm(id, "need this asap"),
      message_type: "comment",
    });
    const intentPasses = async (messageId: string | null) =>
      (await t.jobs.pending()).filter(
        (j) =>
          j.name === "comment-dm.match-comment-rules" &&
          (j.payload as { messageId: string }).messageId === messageId,
      ).length;
    const first = await ingestMessage(t.deps, ref, comment("c-gate-1"));
    await runAnalyzeMessage(t.deps, { messageId: first.messageId!, teamId: ref.teamId });
    expect(await intentPasses(first.messageId)).toBe(0);

    const [product] = await t.db
      .insert(products)
      .values({
        teamId: ref.teamId,
        integrationId: ref.integrationId,
        shopifyProductId: "1",
        title: "Serum",
        handle: "serum",
      })
      .returning({ id: products.id });
    await insertRule(t.db, ref.teamId, {
      name: "Buyers",
      enabled: true,
      postPlatformId: null,
      keywords: [],
      intent: "purchase_intent",
      intentThreshold: 0.85,
      publicReply: "Sent you a DM!",
      dmText: "Here it is:",
      productId: product!.id,
      createdBy: "test",
      now: clock,
    });
    const second = await ingestMessage(t.deps, ref, comment("c-gate-2"));
    await runAnalyzeMessage(t.deps, { messageId: second.messageId!, teamId: ref.teamId });
    expect(await intentPasses(second.messageId)).toBe(1);
  });
});
