import { describe, expect, it } from "vitest";
import { anotherRuleSpeaksOf, sendsAlone, topicKeys } from "./answer-certainty";
import type { Concept } from "./knowledge-query";

const returnRule =
  "You can return products within 30 days of delivery for a full refund of the product price.";
const codeRule = "If you paid with a discount code, the refund is the amount you actually paid.";
const sentence = (text: string, keys: string[]) => ({ sentence: text, keys: new Set(keys) });

describe("another rule speaking of what the customer tells", () => {
  const answer = { ...sentence(returnRule, ["full", "cost", "return"]), quote: returnRule };

  it("holds the answer back when another sentence speaks of a topic it lacks beside one it holds", () => {
    const sentences = [answer, sentence(codeRule, ["discount", "cost", "return"])];
    expect(anotherRuleSpeaksOf({ asked: ["discount", "full", "cost", "return"], answer, sentences })).toBe(
      true,
    );
  });

  it("lets it go when the answer holds every topic, or the other sentence shares none of them", () => {
    const sentences = [answer, sentence(codeRule, ["discount", "cost", "return"])];
    expect(anotherRuleSpeaksOf({ asked: ["full", "cost", "return"], answer, sentences })).toBe(false);
    const unrelated = [answer, sentence("Gift cards never expire.", ["discount", "gift"])];
    expect(anotherRuleSpeaksOf({ asked: ["discount", "return"], answer, sentences: unrelated })).toBe(false);
  });

  it("never counts the sentence quoted with the answer", () => {
    const quoted = { ...answer, quote: `${codeRule} ${returnRule}` };
    const sentences = [answer, sentence(codeRule, ["discount", "return"])];
    expect(anotherRuleSpeaksOf({ asked: ["discount", "return"], answer: quoted, sentences })).toBe(false);
  });

  it("weighs topics only: no number the customer tells, no everyday word, nothing skipped", () => {
    const concepts = ["48", "size", "oil", "long"].map((key) => ({ key }) as Concept);
    expect(topicKeys(concepts, (k) => k === "long")).toEqual(["size", "oil"]);
  });
});

describe("an answer sent without a person", () => {
  const damaged = "Damaged or leaking items are replaced for free: email a photo within 14 days of delivery.";
  const answer = (question: string, problem: boolean) =>
    sendsAlone({
      question,
      sentence: damaged,
      covered: 1,
      ownsNamed: false,
      named: new Set(),
      namedInAnswer: [],
      runnerUpShare: 0,
      problem,
    });
  it("is never the answer to a problem told with no question: a person reads what happened", () => {
    expect(answer("omg my order came and the cream jar was smashed", true)).toBe(false);
    expect(answer("my order came and the jar was smashed, what do I do?", true)).toBe(true);
    expect(answer("what if my item arrives damaged?", false)).toBe(true);
  });
});
