import { describe, expect, it } from "vitest";
import { composeAnalysis, readMessage } from "./message-analyzer";
import { analyze } from "./message-analyzer.test-helper";
import { MAX_ANALYSIS_CHARS } from "./text-normalizer";

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
    expect(a.confidence).toBeLessThan(0.5);
    expect(a.labels).toContain("emoji_only");
    // What a single emoji says is its sentiment.
    expect(analyze("🔥").sentiment_classification).toBe("positive");
    expect(analyze("👎").sentiment_classification).toBe("negative");
    expect(analyze("💀💀").sentiment_classification).toBe("neutral");
  });

  it("cuts a very long message at the documented limit", () => {
    const a = analyze(`where is my order ${"please ".repeat(2000)}`);
    expect(a.truncated).toBe(true);
    expect(a.labels).toContain("truncated");
    expect(MAX_ANALYSIS_CHARS).toBe(2000);
    expect(() => analyze("x".repeat(1_000_000))).not.toThrow();
  });

  it("gives non-English and mixed text a valid analysis with low confidence", () => {
    for (const text of [
      "¿tienen tonos para piel morena?",
      "je n'arrive pas à me connecter",
      "你好，这个适合敏感肌吗",
      "привет",
      "¿dónde está mi pedido? lo pedí hace dos semanas y nada",
      "Bonjour, où est ma commande? I ordered two weeks ago",
    ]) {
      const a = analyze(text);
      expect(a.confidence, text).toBeLessThan(0.5);
      expect(["non_en", "mixed"]).toContain(a.language);
    }
  });

  it("gives text unlike the training data low confidence (words it has never seen)", () => {
    for (const text of [
      "Dov'è il mio ordine? Grazie mille",
      "Waar blijft mijn bestelling eigenlijk",
      "qwzx plorf vintabulous krendle",
    ]) {
      expect(analyze(text).confidence, text).toBeLessThan(0.5);
    }
  });

  it("reads HTML or markup as text, with low confidence", () => {
    const a = analyze("<p>Where is my <b>order</b>?</p><script>alert(1)</script>&nbsp;");
    expect(a.labels).toContain("markup");
    expect(a.confidence).toBeLessThan(0.5);
    expect(() => analyze("\u0000\uffff\ud800 <script>alert(1)</script> ||| ")).not.toThrow();
    expect(() => analyze("<<<>>> </ > <a href='x'")).not.toThrow();
  });

  it("gives a message that is only a link or only @handles low confidence", () => {
    for (const text of [
      "https://example.com/p/abc?x=1",
      "www.shop.example",
      "@lunara @support_team",
      "@lunara #ad",
    ]) {
      const a = analyze(text);
      expect(a.confidence, text).toBeLessThan(0.5);
    }
  });

  it("caps bad input whichever provider judged it (an LLM's 0.99 too)", () => {
    const judged = {
      intent: "compliment" as const,
      confidence: 0.99,
      sentimentScore: 0.8,
      crisis: false,
      crisisCategories: [],
    };
    const llm = (text: string) => composeAnalysis(readMessage({ text }), judged, "llm", "test").confidence;
    for (const text of ["😍😍😍", "<b>love it</b>", "me encanta este producto", "@lunara"]) {
      expect(llm(text), text).toBeLessThan(0.5);
    }
    expect(llm("love this serum")).toBe(0.99);
  });

  it("reads words that are names of Object.prototype members as words", () => {
    const a = analyze("so constructor toString valueOf hasOwnProperty __proto__ is a great sentence lol");
    expect(Number.isFinite(a.sentiment_score)).toBe(true);
    expect(a.sentiment_classification).toBe("positive");
  });

  it("handles mixed-language text and odd characters without throwing", () => {
    expect(analyze("pwede ba to sa sensitive skin sis?").language).not.toBe("none");
    for (const text of ["\u202e\u200b\u200d", "🏳️‍🌈🏳️‍🌈", "\ud83d", "ａｂｃ ｄｅｆ", "x\u0301\u0301\u0301"]) {
      expect(() => analyze(text)).not.toThrow();
    }
  });
});
