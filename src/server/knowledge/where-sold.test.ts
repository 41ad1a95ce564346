import { describe, expect, it } from "vitest";
import { type Concept, conceptsOf } from "./knowledge-query";
import { asksOfShop as asks, whereSold as found } from "./where-sold";

/** The brand's name and Sephora or Ulta are names only, as the search reads them for the demo brand. */
const NAMES = new Set(["aurell", "sephora", "ulta"]);
const whereSold = (question: string, hits: readonly { content: string }[]) =>
  found(question, conceptsOf(question), (c) => NAMES.has(c.key), hits);

const FAQ = {
  content:
    "Where to buy\nWhere can I buy Aurelle Beauty?\nOnline at aurellebeauty.com and in person at our Studio in Brooklyn.\nDo you sell gift cards?\nYes, digital gift cards from $25 to $200.",
};

describe("where the brand sells, for a question about where to buy that found nothing surer", () => {
  it("answers with the FAQ's answer to where to buy", () => {
    expect(whereSold("where can i buy aurelle", [FAQ])?.text).toBe(
      "Online at aurellebeauty.com and in person at our Studio in Brooklyn.",
    );
  });

  it("answers no other question, and nothing where no source says where it sells", () => {
    expect(whereSold("is the glow serum available in a bigger size", [FAQ])).toBeUndefined();
    expect(whereSold("do you sell gift cards?", [FAQ])).toBeUndefined();
    expect(whereSold("Is the student 10% off valid in Sephora stores too?", [FAQ])).toBeUndefined();
    expect(
      whereSold("where can i buy aurelle", [{ content: "Returns are accepted within 30 days." }]),
    ).toBeUndefined();
  });
});

/** What the demo brand's sources hold of these questions' words: Aurelle, Sephora stores, a store. */
const HELD = new Set([
  ...["aurell", "store", "find", "sell", "order", "stock", "market"],
  ...["glow", "serum", "bigger", "size", "student", "10", "off", "valid"],
]);
const asksOfShop = (question: string, held: ReadonlySet<string> = HELD) =>
  asks(question, conceptsOf(question), {
    isBrand: (c: Concept) => c.key === "aurell",
    unknown: (c: Concept) => !held.has(c.key) && !c.place,
  });

describe("a question whether the brand is sold at a shop no source names", () => {
  it("is a retailer or a kind of shop after a selling word, whatever else it says of the brand", () => {
    for (const question of [
      "are you sold at Ulta?",
      "can i find you in any pharmacies",
      "is aurelle in sephora stores",
      "are you in any drugstores?",
      "do you sell in Target",
      "can I buy aurelle at walmart",
      "can i find you at the farmers market",
    ])
      expect(asksOfShop(question), question).toBe(true);
  });

  it("is not a question asking more, one about a shop a source names, nor a size or shade asked 'in'", () => {
    for (const question of [
      "Is the student 10% off valid in Sephora stores too?",
      "is the glow serum available in a bigger size",
      "can i get it in peach",
      "do you sell it in bulk",
      "where can i buy aurelle?",
      "can i buy this at a store near me",
    ])
      expect(asksOfShop(question), question).toBe(false);
    expect(asksOfShop("are you sold at Sephora?", new Set([...HELD, "sephora"]))).toBe(false);
  });
});
