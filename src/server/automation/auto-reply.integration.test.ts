import { INTENTS } from "@shared/ai/ai.constants";
import { tabCounts } from "@shared/inbox/inbox-filters";
import type { SimRecord } from "@sim/sim-records";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { brandSettings } from "../db/brand.schema";
import { automationDecisions, conversationResponses, messages } from "../db/inbox.schema";
import { ingestMessage } from "../ingestion/ingest-message";
import {
  connectInstagram,
  connectTikTok,
  eventually,
  type Kit,
  signedInPerson,
  simCall,
  startKit,
} from "../integrations/integrations-test-kit.test-helper";
import { pollTikTokComments } from "../integrations/poll-tiktok-comments";
import { ABANDONED_CLAIM_MS, runAutoReply } from "./auto-reply.job";
import { claimAutoDecision } from "./automation.repository";

let clock = new Date("2026-11-23T15:00:00Z");
let kit: Kit;
let team: { teamId: string; cookie: string };

beforeAll(async () => {
  kit = await startKit({ now: () => clock });
  team = await signedInPerson(kit, "auto@reply.test");
  await connectInstagram(kit, team.cookie);
  // Every intent may auto-reply after two minutes; crises and escalation keywords still never do.
  const perIntent = {
    confidence_threshold: 50,
    response_delay_minutes: 2,
    minimum_priority: 0,
    auto_reply_enabled: true,
  };
  await kit.t.db.insert(brandSettings).values({
    teamId: team.teamId,
    autoEscalateKeywords: ["refund"],
    // A long key message makes the detailed reply longer than a TikTok comment may be.
    keyMessages: [
      "Every formula is dermatologist-tested, fragrance-free, cruelty-free and made in small batches in our Montreal lab.",
    ],
    responseConfig: {
      global: { default_confidence_threshold: 50, auto_reply_enabled: true },
      intents: Object.fromEntries(INTENTS.map((intent) => [intent, perIntent])),
    },
  });
});
afterAll(() => kit?.close());
beforeEach(async () => {
  await simCall(kit.sim, "DELETE", "/_sim/faults");
});

const repliesTo = async (platformMessageId: string) =>
  (await simCall<SimRecord[]>(kit.sim, "GET", "/_sim/records")).filter(
    (r) => r.target_id === platformMessageId,
  );

/** A greeting DM from the simulator, stored and analysed; answers its row. */
async function greetingDm() {
  const { events } = await simCall<{ events: { platform_message_id: string }[] }>(
    kit.sim,
    "POST",
    "/_sim/traffic",
    {
      kind: "instagram_comment",
      intent: "greeting",
    },
  );
  const platformId = events[0]!.platform_message_id;
  const stored = await eventually(async () => {
    const [row] = await kit.t.db.select().from(messages).where(eq(messages.platformMessageId, platformId));
    if (!row) throw new Error("not stored yet");
    return row;
  });
  await kit.t.jobs.runDue();
  const [decision] = await kit.t.db
    .select()
    .from(automationDecisions)
    .where(eq(automationDecisions.messageId, stored.id));
  expect(decision?.decision).toBe("auto");
  return { message: stored, platformId };
}

/** A message of a chosen text, stored straight into the pipeline (the simulator's texts are random). */
async function ingestText(m: {
  id: string;
  type: "dm" | "comment";
  content: string;
  sender: string;
  receivedAt: Date;
}) {
  const [integration] = await kit.t.db.select({ id: messages.integrationId }).from(messages).limit(1);
  const { messageId } = await ingestMessage(
    kit.t.deps,
    { integrationId: integration!.id, teamId: team.teamId },
    {
      platform: "instagram",
      platform_message_id: m.id,
      message_type: m.type,
      content: m.content,
      sender_username: m.sender,
      sender_platform_id: `${m.sender}-1`,
      account_platform_id: "acct",
      received_at: m.receivedAt,
    },
  );
  return messageId!;
}

const decisionOf = async (messageId: string) =>
  (await kit.t.db.select().from(automationDecisions).where(eq(automationDecisions.messageId, messageId)))[0];

const advance = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

describe("auto-reply", () => {
  it("waits for the delay, sends once through the platform, and never twice", async () => {
    const { message, platformId } = await greetingDm();
    advance(1);
    await kit.t.jobs.runDue();
    expect(await repliesTo(platformId)).toHaveLength(0);

    advance(1);
    await kit.t.jobs.runDue();
    const sent = await repliesTo(platformId);
    expect(sent).toHaveLength(1);
    const [response] = await kit.t.db
      .select()
      .from(conversationResponses)
      .where(eq(conversationResponses.parentMessageId, message.id));
    expect(response).toMatchObject({
      responseType: "ai_auto",
      content: sent[0]!.text,
      sentViaPlatform: true,
    });
    expect(response!.aiResponseId).toBeTruthy();
    const [after] = await kit.t.db.select().from(messages).where(eq(messages.id, message.id));
    expect(after!.status).toBe("responded");

    // A redelivered job, or a second server process, finds the decision executed.
    await Promise.all([
      runAutoReply(kit.t.deps, { messageId: message.id, teamId: team.teamId }),
      runAutoReply(kit.t.deps, { messageId: message.id, teamId: team.teamId }),
    ]);
    expect(await repliesTo(platformId)).toHaveLength(1);
  });

  it("hands the message to a person, sending nothing, when the worker that claimed it was killed", async () => {
    const { message, platformId } = await greetingDm();
    advance(2);
    // A worker claimed the reply and was killed before the send was recorded.
    const claimedAt = new Date(clock.getTime());
    expect(await claimAutoDecision(kit.t.db, team.teamId, message.id, claimedAt)).toBe(true);
    // Its job's retry soon after (another worker still mid-send looks the same): left alone.
    await runAutoReply(kit.t.deps, { messageId: message.id, teamId: team.teamId }, { attempt: 2 });
    const [held] = await kit.t.db
      .select()
      .from(automationDecisions)
      .where(eq(automationDecisions.messageId, message.id));
    expect(held).toMatchObject({ decision: "auto", executed: true });
    // Its retry after the job expired: a person decides; nothing is sent again.
    clock = new Date(claimedAt.getTime() + ABANDONED_CLAIM_MS + 60_000);
    await runAutoReply(kit.t.deps, { messageId: message.id, teamId: team.teamId }, { attempt: 2 });
    const [decision] = await kit.t.db
      .select()
      .from(automationDecisions)
      .where(eq(automationDecisions.messageId, message.id));
    expect(decision).toMatchObject({ decision: "manual", executed: false, failureCode: "SEND_INTERRUPTED" });
    expect(await repliesTo(platformId)).toHaveLength(0);
  });

  it("sends exactly one reply when two workers reach a due job at the same moment", async () => {
    const { message, platformId } = await greetingDm();
    advance(2);
    await Promise.all([
      runAutoReply(kit.t.deps, { messageId: message.id, teamId: team.teamId }),
      runAutoReply(kit.t.deps, { messageId: message.id, teamId: team.teamId }),
      kit.t.jobs.runDue(),
    ]);
    expect(await repliesTo(platformId)).toHaveLength(1);
  });

  it("sends nothing after Stop Auto-Reply", async () => {
    const { message, platformId } = await greetingDm();
    const stop = await kit.t.call(
      "POST",
      "/api/inbox/override-automation",
      { message_id: message.id, team_id: team.teamId, action: "stop_auto", reason: "I'll answer myself" },
      team.cookie,
    );
    expect(stop.statusCode).toBe(200);
    advance(5);
    await kit.t.jobs.runDue();
    expect(await repliesTo(platformId)).toHaveLength(0);
    const [decision] = await kit.t.db
      .select()
      .from(automationDecisions)
      .where(and(eq(automationDecisions.messageId, message.id)));
    expect(decision).toMatchObject({ decision: "manual", executed: false });
  });

  it("marks nothing sent when the platform keeps failing, and sends on the queue's retry", async () => {
    const { message, platformId } = await greetingDm();
    await simCall(kit.sim, "POST", "/_sim/faults", { platform: "instagram", kind: "5xx", count: 50 });
    advance(2);
    await kit.t.jobs.runDue();
    expect(await repliesTo(platformId)).toHaveLength(0);
    const [failed] = await kit.t.db
      .select()
      .from(automationDecisions)
      .where(eq(automationDecisions.messageId, message.id));
    expect(failed).toMatchObject({ decision: "auto", executed: false });
    expect(
      await kit.t.db
        .select()
        .from(conversationResponses)
        .where(eq(conversationResponses.parentMessageId, message.id)),
    ).toHaveLength(0);

    await simCall(kit.sim, "DELETE", "/_sim/faults");
    advance(1);
    await kit.t.jobs.runDue();
    expect(await repliesTo(platformId)).toHaveLength(1);
  });

  it("hands the message back to a person, marked failed with the reason, after the last retry", async () => {
    const { message, platformId } = await greetingDm();
    await simCall(kit.sim, "POST", "/_sim/faults", { platform: "instagram", kind: "5xx", count: 1000 });
    // The first attempt and the queue's three retries (15 s, 30 s, 60 s apart).
    for (let attempt = 0; attempt < 5; attempt++) {
      advance(2);
      await kit.t.jobs.runDue();
    }
    expect(await repliesTo(platformId)).toHaveLength(0);
    const [decision] = await kit.t.db
      .select()
      .from(automationDecisions)
      .where(eq(automationDecisions.messageId, message.id));
    expect(decision).toMatchObject({
      decision: "manual",
      executed: false,
      failureCode: "PLATFORM_UNAVAILABLE",
    });
    expect(decision!.failureReason).toContain("Instagram is temporarily unavailable");
    expect(decision!.failedAt).not.toBeNull();

    // Back in the list, in the Pending tab, and counted the same by the sidebar.
    const list = (await kit.t.call("GET", "/api/inbox/messages", undefined, team.cookie)).json();
    const shown = list.items.find(
      (i: { kind: string; message?: { id: string } }) => i.kind === "message" && i.message!.id === message.id,
    );
    expect(shown?.message.automation_failure_reason).toContain("Instagram is temporarily unavailable");
    // The code tells the inbox a real failure from a deliberate hold for a person.
    expect(shown?.message.automation_failure_code).toBe("PLATFORM_UNAVAILABLE");
    const nav = (await kit.t.call("GET", "/api/overview/nav-counts", undefined, team.cookie)).json();
    expect(nav.pendingMessages).toBe(tabCounts(list.items).pending);
  });

  it("fits every auto-reply to a TikTok comment within TikTok's 150 characters", async () => {
    const { integration } = await connectTikTok(kit, team.cookie);
    const { events } = await simCall<{ events: { platform_message_id: string }[] }>(
      kit.sim,
      "POST",
      "/_sim/traffic",
      { kind: "tiktok_comment", intent: "purchase_intent", count: 6 },
    );
    await pollTikTokComments(kit.t.deps, { integrationId: integration.id, teamId: team.teamId });
    await kit.t.jobs.runDue();
    advance(2);
    await kit.t.jobs.runDue();
    const sent = (await simCall<SimRecord[]>(kit.sim, "GET", "/_sim/records")).filter((r) =>
      events.some((e) => e.platform_message_id === r.target_id),
    );
    // Every comment decided auto got its reply, and none is over the limit.
    const auto = await kit.t.db
      .select({ platformId: messages.platformMessageId })
      .from(messages)
      .innerJoin(automationDecisions, eq(automationDecisions.messageId, messages.id))
      .where(
        and(
          eq(messages.teamId, team.teamId),
          eq(messages.platform, "tiktok"),
          isNotNull(automationDecisions.executedAt),
        ),
      );
    expect(auto.length).toBeGreaterThan(0);
    const undecided = await kit.t.db
      .select({ id: automationDecisions.id })
      .from(automationDecisions)
      .innerJoin(messages, eq(automationDecisions.messageId, messages.id))
      .where(
        and(
          eq(messages.platform, "tiktok"),
          eq(automationDecisions.decision, "auto"),
          isNull(automationDecisions.executedAt),
        ),
      );
    expect(undecided).toEqual([]);
    expect(new Set(sent.map((r) => r.target_id))).toEqual(new Set(auto.map((a) => a.platformId)));
    for (const r of sent) expect(r.text.length).toBeLessThanOrEqual(150);
  });

  it("never auto-replies to a message with an escalation keyword", async () => {
    // Simulated text is random, so this one goes straight into the pipeline.
    const messageId = await ingestText({
      id: "kw-1",
      type: "comment",
      content: "hi! can I get a refund on my serum?",
      sender: "kate",
      receivedAt: clock,
    });
    await kit.t.jobs.runDue();
    const decision = await decisionOf(messageId);
    expect(decision?.decision).toBe("crisis");
  });

  it("hands back a DM whose window has closed with that reason, before looking for an answer", async () => {
    // A product question the brand's knowledge does not answer: composing a reply would fail with
    // "no source answers", which would hide that no one can answer it any more.
    const messageId = await ingestText({
      id: "window-1",
      type: "dm",
      content: "does the glow serum come in a travel size?",
      sender: "mona",
      receivedAt: new Date(clock.getTime() - 25 * 3_600_000),
    });
    await kit.t.jobs.runDue();
    advance(2);
    await kit.t.jobs.runDue();
    const decision = await decisionOf(messageId);
    expect(decision).toMatchObject({ decision: "manual", executed: false, failureCode: "REPLY_DMWINDOW" });
    expect(decision!.failureReason).toMatch(/^Instagram only accepts a reply within 24 hours/);
    expect(await repliesTo("window-1")).toHaveLength(0);
  });

  it("holds a question sent after a crisis nobody has answered, sending nothing", async () => {
    await ingestText({
      id: "open-1",
      type: "dm",
      content: "The Sheer Shield SPF gave me a burning rash all over my face. I am really upset.",
      sender: "jo",
      receivedAt: clock,
    });
    await kit.t.jobs.runDue();
    advance(1);
    const messageId = await ingestText({
      id: "open-2",
      type: "dm",
      content: "Also, how are you today?",
      sender: "jo",
      receivedAt: clock,
    });
    await kit.t.jobs.runDue();
    expect((await decisionOf(messageId))?.decision).toBe("auto");
    advance(2);
    await kit.t.jobs.runDue();
    const decision = await decisionOf(messageId);
    expect(decision).toMatchObject({ decision: "manual", executed: false, failureCode: "OPEN_PROBLEM" });
    expect(await repliesTo("open-2")).toHaveLength(0);
  });
});
