import { describe, expect, it } from "vitest";
import { conceptsOf } from "./knowledge-query";
import { literalAskUnanswered, problemCircumstances, reportedProblem } from "./literal-asks";

const TRACKING =
  "As soon as your order ships you receive an email with its tracking number and a link to follow it.";
const COSTS = "Standard shipping costs $5.95. We take Visa, Mastercard and PayPal.";

describe("questions only a literal mention answers", () => {
  it("asks for a product's link, which only an address answers", () => {
    for (const q of [
      "can you send me the link to the lip oil",
      "drop the link pls",
      "link to buy the serum?",
      "dm me the website",
    ])
      expect(literalAskUnanswered(q, [TRACKING]), q).toBe(true);
    expect(
      literalAskUnanswered("send me the link to the lip oil", [
        "Shop it at https://aurelle.example/lip-oil.",
      ]),
    ).toBe(false);
  });
  it("leaves a tracking link to the shipping sentences", () => {
    for (const q of [
      "can you email me the link to track my order",
      "where is my tracking link",
      "is there a link for the order?",
    ])
      expect(literalAskUnanswered(q, [TRACKING]), q).toBe(false);
  });
  it("asks about a double charge, which only a sentence about one answers", () => {
    for (const q of [
      "I was charged twice for my order",
      "i got double charged",
      "you overcharged me",
      "duplicate payment on my card",
    ])
      expect(literalAskUnanswered(q, [COSTS]), q).toBe(true);
    expect(
      literalAskUnanswered("charged twice??", [
        "If you are charged twice, the duplicate is refunded within 3 days.",
      ]),
    ).toBe(false);
    expect(literalAskUnanswered("how much do you charge for shipping?", [COSTS])).toBe(false);
  });
  it("asks about an item missing from an order that came, which only a sentence about missing items answers", () => {
    for (const q of [
      "I received my order but the cleanser is missing",
      "the lip oil was missing from my box",
      "the serum wasn't in the box",
    ])
      expect(literalAskUnanswered(q, [TRACKING]), q).toBe(true);
    expect(literalAskUnanswered("my package is missing", [TRACKING])).toBe(false);
    expect(
      literalAskUnanswered("my cleanser is missing from my order", [
        "Missing items are sent within 3 days: email us a photo of the box.",
      ]),
    ).toBe(false);
  });
});

describe("what to do about a reported problem", () => {
  const q =
    "My parcel came today and the bottle was cracked and leaked all over the box 😩 What do I do now?";
  const concepts = conceptsOf(q);
  const problem = reportedProblem(concepts, new Set());
  it("leaves the parcel, the bottle and the box to the story: only the problem is what the answer speaks of", () => {
    expect(problem?.key).toBe("damaged");
    const keys = problemCircumstances(q, concepts, problem);
    expect(keys).not.toContain("damaged");
    expect(keys).toEqual(expect.arrayContaining(["box"]));
  });
  it("reads a problem told with no question at all as asking what to do", () => {
    const told = "omg my order came and the cream jar was smashed";
    const c = conceptsOf(told);
    expect(problemCircumstances(told, c, reportedProblem(c, new Set()))).toContain("order");
  });
  it("keeps every concept when the customer asks something else about the problem", () => {
    const other = "the bottle was cracked, do you ship to the US?";
    const c = conceptsOf(other);
    expect(problemCircumstances(other, c, reportedProblem(c, new Set()))).toEqual([]);
    expect(problemCircumstances(q, concepts, undefined)).toEqual([]);
  });
});
