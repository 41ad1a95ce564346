import { MessageAnalysisSchema } from "@shared/ai/message-analysis.schema";
import { describe, expect, it } from "vitest";
import { analyzeMessage } from "./message-analyzer";
import { MAX_ANALYSIS_CHARS } from "./text-normalizer";

const analyze = (text: string, extra: { platform?: string; message_type?: string } = {}) => {
  const analysis = analyzeMessage({ text, ...extra });
  expect(MessageAnalysisSchema.parse(analysis)).toEqual(analysis);
  return analysis;
};

describe("analyzeMessage on bad input", () => {
  it("gives an empty message catch_all with no confidence, queued", () => {
    const a = analyze("");
    expect(a).toMatchObject({
      intent: "catch_all",
      confidence: 0,
      sentiment_classification: "neutral",
      crisis_flag: false,
    });
    expect(a.recommended_action).toBe("queue");
    expect(analyze("   \n\t ").intent).toBe("catch_all");
  });

  it("reads emoji-only messages without claiming high confidence", () => {
    const a = analyze("😍😍😍🔥");
    expect(a.sentiment_classification).toBe("positive");
    expect(a.confidence).toBeLessThanOrEqual(0.7);
    expect(a.labels).toContain("emoji_only");
  });

  it("cuts a very long message at the documented limit", () => {
    const a = analyze(`where is my order ${"please ".repeat(2000)}`);
    expect(a.truncated).toBe(true);
    expect(a.labels).toContain("truncated");
    expect(MAX_ANALYSIS_CHARS).toBe(2000);
  });

  it("gives non-English text a valid analysis with low confidence", () => {
    for (const text of [
      "¿tienen tonos para piel morena?",
      "je n'arrive pas à me connecter",
      "你好，这个适合敏感肌吗",
      "привет",
    ]) {
      const a = analyze(text);
      expect(a.confidence).toBeLessThanOrEqual(0.6);
      expect(["non_en", "mixed"]).toContain(a.language);
    }
  });

  it("handles mixed-language text and odd characters without throwing", () => {
    expect(analyze("pwede ba to sa sensitive skin sis?").language).not.toBe("none");
    expect(() => analyze("\u0000\uffff\ud800 <script>alert(1)</script> ||| ")).not.toThrow();
  });
});

describe("analyzeMessage crisis detection", () => {
  it.each([
    ["my face is swollen and burning after the serum, i had to go to urgent care", "adverse_reaction"],
    ["i had an allergic reaction and my lips are bleeding", "adverse_reaction"],
    ["there was glass in my lip scrub", "safety_hazard"],
    ["my lawyer will be in touch about the burns", "legal_threat"],
    ["you stupid bitch i know where your office is", "abuse"],
    ["my video about this has 200k views, everyone needs to know", "viral"],
  ])("flags %s", (text, category) => {
    const a = analyze(text);
    expect(a.crisis_flag).toBe(true);
    expect(a.crisis_categories).toContain(category);
    expect(a).toMatchObject({
      urgency_level: "crisis",
      recommended_action: "escalate",
      recommended_team: "management",
    });
    expect(a.priority_score).toBeGreaterThanOrEqual(90);
  });

  it.each([
    "this blush is to die for",
    "i'm dead 😂 she ate",
    "the glass bottle is so pretty",
    "killer shade",
  ])("does not flag slang praise: %s", (text) => {
    expect(analyze(text).crisis_flag).toBe(false);
  });
});

describe("analyzeMessage routing", () => {
  it("routes a purchase to sales with a high priority", () => {
    const a = analyze("omg i need this!! link?? want to order today", { message_type: "dm" });
    expect(a.intent).toBe("purchase_intent");
    expect(a.recommended_team).toBe("sales");
    expect(a.priority_score).toBeGreaterThanOrEqual(60);
    expect(a.priority_score).toBeLessThan(90);
  });

  it("recognises a question without a question mark", () => {
    expect(analyze("do you ship to canada").intent).toBe("shipping_orders");
  });

  it("queues spam at the lowest priority", () => {
    const a = analyze("💰 earn $500 a day working from home, dm me for info 💰");
    expect(a.labels).toContain("possible_spam");
    expect(a.recommended_action).toBe("queue");
    expect(a.urgency_level).toBe("low");
  });

  it("is deterministic", () => {
    expect(analyze("the pump broke after two days")).toEqual(analyze("the pump broke after two days"));
  });
});
