import type { MessageAnalysis } from "@shared/ai/message-analysis.schema";
import { describe, expect, it } from "vitest";
import {
  ADAPTATION_MIN_SIMILARITY,
  adaptAnalysis,
  prepareExamples,
  UNSURE_MIN_SIMILARITY,
} from "./team-adaptation";
import { similarity, textSignature } from "./text-similarity";

const engine: MessageAnalysis = {
  intent: "product_inquiry",
  normalized_intent: "product_inquiry",
  confidence: 0.93,
  sentiment_score: 0.2,
  sentiment_classification: "positive",
  priority_score: 50,
  urgency_level: "normal",
  crisis_flag: false,
  crisis_categories: [],
  recommended_team: "sales",
  recommended_action: "auto_reply",
  labels: ["intent:product_inquiry", "sentiment:positive", "team:sales", "question"],
  routing_reason:
    "Product inquiry (93% confidence), positive sentiment: Sales Team, can be answered automatically",
  language: "en",
  truncated: false,
  engine: "embedded",
  model_version: "test",
};
const corrected = (text: string, field: "intent" | "sentiment", label: string, messageId: string) => ({
  messageId,
  text,
  field,
  label,
  correctedAt: new Date("2026-11-20T10:00:00Z"),
});
const ID_1 = "00000000-0000-4000-8000-000000000001";
const ID_2 = "00000000-0000-4000-8000-000000000002";

describe("text similarity", () => {
  it("reads a repeat with another order number, handle, case or punctuation as the same message", () => {
    const a = textSignature("Where is my order #123456? @glow");
    expect(similarity(a, textSignature("where is my order 998877 @someoneelse!!"))).toBeCloseTo(1, 5);
    expect(similarity(a, textSignature("Do you ship to Canada?"))).toBeLessThan(ADAPTATION_MIN_SIMILARITY);
    expect(similarity(textSignature(""), a)).toBe(0);
  });
});

describe("adaptAnalysis", () => {
  it("takes the corrected intent of a near repeat, re-routes it and records why", () => {
    const examples = prepareExamples([
      corrected("does this serum burn? my skin stings", "intent", "complaint", ID_1),
    ]);
    const { analysis, adaptations } = adaptAnalysis(
      engine,
      "Does this serum burn?? my skin stings",
      examples,
    );
    expect(analysis).toMatchObject({
      normalized_intent: "complaint",
      intent: "complaint",
      recommended_team: "cx",
      recommended_action: "human_review",
    });
    expect(analysis.confidence).toBeGreaterThanOrEqual(ADAPTATION_MIN_SIMILARITY);
    expect(analysis.labels).toEqual([
      "intent:complaint",
      "sentiment:positive",
      "team:cx",
      "question",
      "team_correction",
    ]);
    expect(analysis.routing_reason).toContain("intent complaint from a team correction of a");
    expect(adaptations).toEqual([
      expect.objectContaining({
        field: "intent",
        from: "product_inquiry",
        to: "complaint",
        similar_message_id: ID_1,
      }),
    ]);
  });

  it("leaves a message unlike every correction, and a crisis flag, as the engine said", () => {
    const examples = prepareExamples([
      corrected("does this serum burn? my skin stings", "intent", "complaint", ID_1),
    ]);
    expect(adaptAnalysis(engine, "what sizes does the serum come in", examples).analysis).toBe(engine);
    const crisis = { ...engine, crisis_flag: true };
    const adapted = adaptAnalysis(crisis, "does this serum burn? my skin stings", examples).analysis;
    expect(adapted).toMatchObject({
      crisis_flag: true,
      recommended_team: "management",
      recommended_action: "escalate",
    });
  });

  it("carries the team's intent to a paraphrase only when the engine is unsure of its own", () => {
    const examples = prepareExamples([
      corrected("Hi, I ordered the serum last week and the pump doesn't work", "intent", "complaint", ID_1),
    ]);
    const paraphrase = "Hey I ordered the cream 2 weeks ago and the pump doesnt work at all";
    const closeness = similarity(textSignature(paraphrase), textSignature(examples.intent.examples[0]!.text));
    expect(closeness).toBeGreaterThanOrEqual(UNSURE_MIN_SIMILARITY);
    expect(closeness).toBeLessThan(ADAPTATION_MIN_SIMILARITY);
    const unsure = {
      ...engine,
      intent: "purchase_intent",
      normalized_intent: "purchase_intent",
      confidence: 0.36,
    } as const;
    const adapted = adaptAnalysis(unsure, paraphrase, examples);
    expect(adapted.analysis).toMatchObject({
      normalized_intent: "complaint",
      recommended_action: "human_review",
    });
    expect(adapted.analysis.confidence).toBeCloseTo(closeness, 2);
    // Sure of its own reading, the engine keeps it: only a near repeat overrules it.
    expect(adaptAnalysis(engine, paraphrase, examples).analysis).toBe(engine);
    // An unrelated message stays as read, however unsure.
    expect(adaptAnalysis(unsure, "what sizes does the lip oil come in", examples).analysis).toBe(unsure);
  });

  it("moves the sentiment score into the corrected class and ignores labels that do not exist", () => {
    const examples = prepareExamples([
      corrected("great, another delay", "sentiment", "negative", ID_1),
      corrected("great, another delay", "intent", "refund_please", ID_2),
    ]);
    const { analysis, adaptations } = adaptAnalysis(engine, "Great... another delay", examples);
    expect(analysis.sentiment_classification).toBe("negative");
    expect(analysis.sentiment_score).toBeLessThan(-0.1);
    expect(analysis.normalized_intent).toBe("product_inquiry");
    expect(adaptations.map((a) => a.field)).toEqual(["sentiment"]);
  });
});
