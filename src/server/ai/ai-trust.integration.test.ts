import { INTENTS, type Intent } from "@shared/ai/ai.constants";
import type { AiAccuracy, DryRunResult } from "@shared/ai/ai-accuracy.schema";
import type { CorrectionsResponse } from "@shared/ai/analysis-correction.schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAnalyzeMessage } from "../automation/analyze-message.job";
import { analysisCorrections } from "../db/ai-trust.schema";
import { messageAiAnalysis, responseSuggestions } from "../db/inbox.schema";
import { inboxFixtures, minutesAgo } from "../inbox/inbox-fixtures.test-helper";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function person(email: string, teamId?: string) {
  const p = await t.createPerson({ email, ...(teamId ? { teamId } : {}) });
  return { ...p, cookie: await t.signIn(p.email, p.password), seed: inboxFixtures(t.db, p.teamId) };
}
type Person = Awaited<ReturnType<typeof person>>;

/** A message analysed by the real pipeline (engine + the team's adaptation layer). */
async function analysedByPipeline(p: Person, content: string) {
  const id = await p.seed.message({ content, receivedAt: minutesAgo(1) });
  await runAnalyzeMessage(t.deps, { messageId: id, teamId: p.teamId });
  const [row] = await t.db.select().from(messageAiAnalysis).where(eq(messageAiAnalysis.messageId, id));
  return { id, analysis: row! };
}

/** A message with an analysis as the engine left it, with the figures the test needs. */
async function analysed(
  p: Person,
  values: {
    content: string;
    intent: Intent;
    confidence: number;
    receivedAt?: Date;
    priority?: number;
    crisis?: boolean;
    sentiment?: "positive" | "neutral" | "negative";
  },
) {
  const id = await p.seed.message({
    content: values.content,
    receivedAt: values.receivedAt ?? minutesAgo(60),
  });
  await t.db.insert(messageAiAnalysis).values({
    messageId: id,
    teamId: p.teamId,
    priorityScore: values.priority ?? 50,
    sentimentScore: values.sentiment === "negative" ? -0.6 : 0.3,
    sentimentClassification: values.sentiment ?? "positive",
    intentClassification: values.intent,
    normalizedIntent: values.intent,
    confidenceScore: values.confidence,
    recommendedAction: "auto_reply",
    recommendedTeam: "cx",
    urgencyLevel: "normal",
    crisisFlag: values.crisis ?? false,
    labels: [`intent:${values.intent}`, `sentiment:${values.sentiment ?? "positive"}`],
  });
  return id;
}

const correct = (p: Person, body: Record<string, unknown>) =>
  t.call("POST", "/api/ai/corrections", body, p.cookie);

describe("corrections", () => {
  it("stores who, when, from and to, shows the new label, and stays inside the team", async () => {
    const a = await person("correct-a@trust.test");
    const mate = await person("correct-mate@trust.test", a.teamId);
    const b = await person("correct-b@trust.test");
    const id = await analysed(a, { content: "is this vegan?", intent: "general_inquiry", confidence: 0.7 });

    const res = await correct(mate, { message_id: id, field: "intent", to: "product_inquiry" });
    expect(res.statusCode).toBe(200);
    const body = res.json() as CorrectionsResponse;
    expect(body.corrections).toEqual([
      expect.objectContaining({
        message_id: id,
        field: "intent",
        from: "general_inquiry",
        to: "product_inquiry",
        corrected_by_name: "correct-mate",
      }),
    ]);
    expect(Date.parse(body.corrections[0]!.created_at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await correct(a, { message_id: id, field: "sentiment", to: "negative" })).statusCode).toBe(200);
    const [row] = await t.db.select().from(messageAiAnalysis).where(eq(messageAiAnalysis.messageId, id));
    expect(row).toMatchObject({
      normalizedIntent: "product_inquiry",
      intentClassification: "product_inquiry",
      recommendedTeam: "sales",
      sentimentClassification: "negative",
    });
    expect(row!.sentimentScore).toBeLessThan(-0.1);
    expect(row!.labels).toEqual(["intent:product_inquiry", "sentiment:negative"]);

    // The label it already has stores nothing.
    await correct(a, { message_id: id, field: "intent", to: "product_inquiry" });
    const listed = await t.call("GET", `/api/ai/corrections?message_id=${id}`, undefined, a.cookie);
    expect(
      (listed.json() as CorrectionsResponse).corrections.map((c) => `${c.field}:${c.from}->${c.to}`),
    ).toEqual(["intent:general_inquiry->product_inquiry", "sentiment:positive->negative"]);

    // Another team can neither correct nor read them.
    expect((await correct(b, { message_id: id, field: "intent", to: "complaint" })).statusCode).toBe(404);
    const foreign = await t.call("GET", `/api/ai/corrections?message_id=${id}`, undefined, b.cookie);
    expect((foreign.json() as CorrectionsResponse).corrections).toEqual([]);
    expect(
      await t.db.select().from(analysisCorrections).where(eq(analysisCorrections.teamId, b.teamId)),
    ).toEqual([]);
  });

  it("refuses a label that does not exist, a bad id and no session with a clear 4xx", async () => {
    const a = await person("correct-bad@trust.test");
    const id = await analysed(a, { content: "hello", intent: "greeting", confidence: 0.9 });
    for (const bad of [
      { message_id: id, field: "intent", to: "refund" },
      { message_id: id, field: "sentiment", to: "furious" },
      { message_id: id, field: "priority", to: "high" },
      { message_id: "not-a-uuid", field: "intent", to: "greeting" },
    ]) {
      const res = await correct(a, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBeTruthy();
    }
    expect(
      (await t.call("POST", "/api/ai/corrections", { message_id: id, field: "intent", to: "complaint" }))
        .statusCode,
    ).toBe(401);
  });
});

describe("team adaptation", () => {
  it("gives a near repeat of a corrected message the team's label, with the reason, and only in that team", async () => {
    const a = await person("adapt-a@trust.test");
    const b = await person("adapt-b@trust.test");
    const text = "Is the Glow Serum back in stock? I've been waiting for weeks";
    const first = await analysedByPipeline(a, text);
    const engineIntent = first.analysis.normalizedIntent as Intent;
    const to = INTENTS.find((i) => i !== engineIntent && i !== "catch_all")!;
    expect((await correct(a, { message_id: first.id, field: "intent", to })).statusCode).toBe(200);

    const repeat = await analysedByPipeline(
      a,
      "@glowfan is the glow serum back in stock?? ive been waiting for weeks",
    );
    expect(repeat.analysis.normalizedIntent).toBe(to);
    expect(repeat.analysis.labels).toContain("team_correction");
    expect(repeat.analysis.labels).toContain(`intent:${to}`);
    expect(repeat.analysis.routingReason).toMatch(/team correction of a \d+% similar message/);
    expect(repeat.analysis.enhancedAnalysis.adaptation).toEqual([
      expect.objectContaining({ field: "intent", from: engineIntent, to, similar_message_id: first.id }),
    ]);

    // The other team's identical message keeps the engine's reading: corrections are never shared.
    const other = await analysedByPipeline(
      b,
      "@glowfan is the glow serum back in stock?? ive been waiting for weeks",
    );
    expect(other.analysis.normalizedIntent).toBe(engineIntent);
    expect(other.analysis.labels).not.toContain("team_correction");
    expect(other.analysis.enhancedAnalysis.adaptation).toBeUndefined();

    // A message unlike the corrected one is left to the engine.
    const unrelated = await analysedByPipeline(a, "where do you ship from? I'm in Lisbon");
    expect(unrelated.analysis.labels).not.toContain("team_correction");
  });

  it("moves the priority with a corrected intent and sentiment, on the message and on its near repeats", async () => {
    const a = await person("adapt-priority@trust.test");
    const text = "your new packaging is so cute omg";
    const first = await analysedByPipeline(a, text);
    const before = first.analysis.priorityScore;
    await correct(a, { message_id: first.id, field: "intent", to: "complaint" });
    await correct(a, { message_id: first.id, field: "sentiment", to: "negative" });
    const [corrected] = await t.db
      .select()
      .from(messageAiAnalysis)
      .where(eq(messageAiAnalysis.messageId, first.id));
    expect(first.analysis.normalizedIntent).toBe("compliment");
    expect(corrected!.priorityScore).toBeGreaterThan(before);
    expect(corrected!.priorityScore).toBeGreaterThanOrEqual(60);
    expect(corrected!.urgencyLevel).not.toBe("low");
    // The routing reason says what the person set, not the engine's praise at its confidence.
    expect(first.analysis.routingReason).toMatch(/^Compliment \(\d+% confidence\)/);
    expect(corrected!.routingReason).toMatch(/^Complaint \(set by .+\), negative sentiment \(set by .+\): /);
    expect(corrected!.routingReason).not.toContain("confidence");

    const repeat = await analysedByPipeline(a, "your new packaging is so cute omg!!");
    expect(repeat.analysis.normalizedIntent).toBe("complaint");
    expect(repeat.analysis.priorityScore).toBeGreaterThanOrEqual(60);
    expect(repeat.analysis.urgencyLevel).not.toBe("low");
  });

  it("adapts sentiment too", async () => {
    const a = await person("adapt-sentiment@trust.test");
    const first = await analysedByPipeline(a, "well that was a choice with the new packaging");
    const to = first.analysis.sentimentClassification === "negative" ? "positive" : "negative";
    await correct(a, { message_id: first.id, field: "sentiment", to });
    const repeat = await analysedByPipeline(a, "Well, that was a choice with the new packaging!!");
    expect(repeat.analysis.sentimentClassification).toBe(to);
    expect(repeat.analysis.labels).toContain(`sentiment:${to}`);
  });
});

describe("GET /api/ai/accuracy", () => {
  it("measures agreement per intent from corrections and unedited suggestions, for the team only", async () => {
    const a = await person("accuracy-a@trust.test");
    const b = await person("accuracy-b@trust.test");
    const hello = await analysed(a, { content: "hello!", intent: "greeting", confidence: 0.9 });
    await a.seed.response(hello, "Hi there!", "ai_suggestion");
    const edited = await analysed(a, { content: "hey", intent: "greeting", confidence: 0.9 });
    await a.seed.response(edited, "Hey you", "manual_edit");
    const undone = await analysed(a, { content: "hiya", intent: "greeting", confidence: 0.9 });
    await correct(a, { message_id: undone, field: "intent", to: "compliment" });
    await correct(a, { message_id: undone, field: "intent", to: "greeting" });
    const wrong = await analysed(a, {
      content: "this cream burns",
      intent: "product_inquiry",
      confidence: 0.8,
    });
    await correct(a, { message_id: wrong, field: "intent", to: "complaint" });
    await a.seed.response(wrong, "So sorry!", "ai_suggestion");
    const old = await analysed(a, {
      content: "old one",
      intent: "product_inquiry",
      confidence: 0.8,
      receivedAt: new Date(Date.now() - 120 * 86_400_000),
    });
    await correct(a, { message_id: old, field: "intent", to: "complaint" });

    const res = await t.call("GET", "/api/ai/accuracy", undefined, a.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json() as AiAccuracy;
    const of = (intent: Intent) => body.intents.find((row) => row.intent === intent)!;
    expect(of("greeting")).toMatchObject({ reviewed: 2, agreed: 2, corrected: 0, agreement: 1 });
    expect(of("product_inquiry")).toMatchObject({
      reviewed: 1,
      agreed: 0,
      corrected: 1,
      agreement: 0,
      most_corrected_to: "complaint",
    });
    expect(of("complaint")).toMatchObject({ reviewed: 0, agreement: null });
    expect(body.overall).toMatchObject({ reviewed: 3, agreed: 2, corrected: 1 });
    expect(body.sentiment).toMatchObject({ reviewed: 2, agreed: 2 });

    const other = (await t.call("GET", "/api/ai/accuracy", undefined, b.cookie)).json() as AiAccuracy;
    expect(other.overall).toMatchObject({ reviewed: 0, agreement: null });
  });
});

describe("POST /api/automation/dry-run", () => {
  it("counts what would have gone out in the last N days under edited settings, and the later corrections", async () => {
    const a = await person("dryrun-a@trust.test");
    const b = await person("dryrun-b@trust.test");
    const hi = await analysed(a, { content: "hi!", intent: "greeting", confidence: 0.9 });
    await t.db.insert(responseSuggestions).values([
      { teamId: a.teamId, messageId: hi, content: "Hey! So glad you're here", suggestionType: "quick" },
      {
        teamId: a.teamId,
        messageId: hi,
        content: "Hi there, welcome to the glow family!",
        suggestionType: "detailed",
      },
    ]);
    await analysed(a, { content: "hey?", intent: "greeting", confidence: 0.6 });
    await analysed(a, { content: "my order is late", intent: "complaint", confidence: 0.99 });
    const wrong = await analysed(a, {
      content: "does it pill?",
      intent: "product_inquiry",
      confidence: 0.85,
    });
    await correct(a, { message_id: wrong, field: "intent", to: "complaint" });
    await t.db.insert(responseSuggestions).values([
      {
        teamId: a.teamId,
        messageId: wrong,
        content: "It melts into skin, no pilling!",
        suggestionType: "quick",
      },
    ]);
    // A question no source of the team's knowledge answers: live auto reply hands it to a person.
    const unknown = await analysed(a, {
      content: "do you ship to Atlantis?",
      intent: "product_inquiry",
      confidence: 0.9,
    });
    await analysed(a, { content: "hello", intent: "greeting", confidence: 0.9, crisis: true });
    // Read as a greeting but angry: the live rules never auto-answer it, so neither does the dry run.
    await analysed(a, {
      content: "hi?? still nothing",
      intent: "greeting",
      confidence: 0.9,
      sentiment: "negative",
    });
    await analysed(a, {
      content: "hello from last month",
      intent: "greeting",
      confidence: 0.9,
      receivedAt: new Date(Date.now() - 40 * 86_400_000),
    });
    const dryRun = async (p: Person, body: unknown) => {
      const res = await t.call("POST", "/api/automation/dry-run", body, p.cookie);
      expect(res.statusCode).toBe(200);
      return res.json() as DryRunResult;
    };

    // Saved settings: the wizard defaults, auto reply off, so nothing would have gone out.
    expect((await dryRun(a, { days: 30 })).would_send).toBe(0);
    const on = await dryRun(a, { days: 30, config: { global: { auto_reply_enabled: true } } });
    expect(on).toMatchObject({ analysed: 7, would_send: 2, later_corrected: 1, held_for_person: 1 });
    expect(on.knowledge_checked).toBe(3);
    expect(on.examples.map((e) => e.message_id)).not.toContain(unknown);
    expect(on.intents.find((i) => i.intent === "product_inquiry")).toEqual({
      intent: "product_inquiry",
      would_send: 1,
      later_corrected: 1,
    });
    expect(on.intents.find((i) => i.intent === "greeting")).toMatchObject({
      would_send: 1,
      later_corrected: 0,
    });
    expect(on.examples.find((e) => e.message_id === wrong)).toMatchObject({
      intent: "product_inquiry",
      corrected_to: "complaint",
      reply: "It melts into skin, no pilling!",
    });
    // The reply auto reply would have picked among the stored suggestions (the quick one for a greeting).
    expect(on.examples.find((e) => e.message_id === hi)).toMatchObject({ reply: "Hey! So glad you're here" });
    const stricter = await dryRun(a, {
      days: 30,
      config: { global: { auto_reply_enabled: true }, intents: { greeting: { confidence_threshold: 95 } } },
    });
    expect(stricter.would_send).toBe(1);
    expect((await dryRun(a, { days: 90, config: { global: { auto_reply_enabled: true } } })).would_send).toBe(
      3,
    );
    // Nothing was saved by the dry runs.
    const saved = (await t.call("GET", "/api/brand/response-config", undefined, a.cookie)).json();
    expect(saved).toMatchObject({ saved: false, config: { global: { auto_reply_enabled: false } } });

    expect((await dryRun(b, { days: 90, config: { global: { auto_reply_enabled: true } } })).analysed).toBe(
      0,
    );
    for (const bad of [
      { days: 0 },
      { days: 91 },
      { days: 30, config: { intents: { greeting: { confidence_threshold: 42 } } } },
    ]) {
      expect((await t.call("POST", "/api/automation/dry-run", bad, a.cookie)).statusCode).toBe(400);
    }
  });
});
