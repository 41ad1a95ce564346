import { describe, expect, it } from "vitest";
import { findKeyword, matchComment, rulesOverlap } from "./match-comment";

const rule = {
  post_platform_id: null,
  keywords: ["price", "how much"],
  intent: null,
  intent_threshold: null,
};
const comment = (content: string, extra: Partial<Parameters<typeof matchComment>[1]> = {}) => ({
  content,
  post_platform_id: "p1",
  intent: null,
  confidence: null,
  ...extra,
});

describe("comment-to-DM matching", () => {
  it("matches keywords as whole words or phrases, in any case", () => {
    expect(findKeyword("What's the PRICE?", rule.keywords)).toBe("price");
    expect(findKeyword("how   much is it", rule.keywords)).toBeNull();
    expect(findKeyword("How much is it", rule.keywords)).toBe("how much");
    expect(findKeyword("priceless", rule.keywords)).toBeNull();
  });

  it("watches only the chosen post", () => {
    expect(matchComment({ ...rule, post_platform_id: "p2" }, comment("price?"))).toBeNull();
    expect(matchComment({ ...rule, post_platform_id: "p1" }, comment("price?"))).toMatchObject({
      matched_by: "keyword",
    });
  });

  it("matches an intent at or above its threshold only", () => {
    const byIntent = { ...rule, keywords: [], intent: "purchase_intent", intent_threshold: 0.85 };
    expect(
      matchComment(byIntent, comment("want", { intent: "purchase_intent", confidence: 0.85 })),
    ).toMatchObject({
      matched_by: "intent",
      confidence: 0.85,
    });
    expect(
      matchComment(byIntent, comment("want", { intent: "purchase_intent", confidence: 0.84 })),
    ).toBeNull();
    expect(matchComment(byIntent, comment("want", { intent: "greeting", confidence: 0.99 }))).toBeNull();
  });

  it("sees two rules overlap when they share a post and a keyword or intent", () => {
    const a = { ...rule, post_platform_id: "p1" };
    expect(rulesOverlap(a, { ...rule, keywords: ["Price"] })).toBe(true);
    expect(rulesOverlap(a, { ...rule, post_platform_id: "p2" })).toBe(false);
    expect(rulesOverlap(a, { ...rule, keywords: ["cost"] })).toBe(false);
  });
});
