import { describe, expect, it } from "vitest";
import { analyzeMessage } from "../ai/message-analyzer";
import { praiseOrHelloOnly } from "./suggest-grounded-replies";

const praiseOnly = (text: string) => praiseOrHelloOnly(text, analyzeMessage({ text }));

describe("praiseOrHelloOnly", () => {
  it("is praise or a hello that asks nothing, or spam: its replies state no fact of the knowledge", () => {
    for (const text of [
      "@aurellebeauty customer service was so kind last time, thank you!! 💕",
      "Your packaging is so pretty, it looks amazing on my shelf",
      "Obsessed with the lip oil in Guava!!! Wearing it every day",
      "Hi there, hope you're having a good week",
      // Spam, though it asks: "follow" is no parcel to follow.
      "Follow for follow? 😘 @aurellebeauty",
      // A nudge that asks about nothing.
      "Hello? anyone there?",
    ])
      expect(praiseOnly(text), text).toBe(true);
  });

  it("is not a message that asks, with or without a question mark, nor a terse question", () => {
    for (const text of [
      "love the lip oil! is it vegan?",
      "love the serum, how long does shipping to Halifax take",
      "concordia student here 🎓 whats the student deal",
      "glow serum price",
      "my parcel arrived broken and the serum leaked everywhere",
      "what is your return policy",
    ])
      expect(praiseOnly(text), text).toBe(false);
  });
});
