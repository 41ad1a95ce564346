import { describe, expect, it } from "vitest";
import { conceptsOf } from "./knowledge-query";
import { whereSold as found } from "./where-sold";

/** The brand's name and Sephora or Ulta are names only, as the search reads them for the demo brand. */
const NAMES = new Set(["aurell", "sephora", "ulta"]);
const whereSold = (question: string, hits: readonly { content: string }[]) =>
  found(question, conceptsOf(question), (c) => NAMES.has(c.key), hits);

const FAQ = {
  content:
    "Where to buy\nWhere can I buy Aurelle Beauty?\nOnline at aurellebeauty.com and in person at our Studio in Brooklyn.\nDo you sell gift cards?\nYes, digital gift cards from $25 to $200.",
};

describe("where the brand sells, for a shop no source names", () => {
  it("answers whether it is in a shop with the FAQ's answer to where to buy", () => {
    expect(whereSold("is aurelle in sephora stores", [FAQ])?.text).toBe(
      "Online at aurellebeauty.com and in person at our Studio in Brooklyn.",
    );
    expect(whereSold("Is Aurelle in Ulta stores?", [FAQ])?.text).toContain("Online at");
  });

  it("answers no other question, and nothing where no source says where it sells", () => {
    expect(whereSold("is the glow serum available in a bigger size", [FAQ])).toBeUndefined();
    expect(whereSold("do you sell gift cards?", [FAQ])).toBeUndefined();
    expect(whereSold("Is the student 10% off valid in Sephora stores too?", [FAQ])).toBeUndefined();
    expect(
      whereSold("is aurelle in sephora stores", [{ content: "Returns are accepted within 30 days." }]),
    ).toBeUndefined();
  });
});
