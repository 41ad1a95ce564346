import { describe, expect, it } from "vitest";
import { conceptsOf } from "./knowledge-query";
import { productsForNeed } from "./products-for-need";

const passage = (sourceName: string, category: string, description: string) => ({
  sourceName,
  content: `${sourceName}.\n\nCategory: ${category}.\n\n${description}\n\nThe ${sourceName} costs $30.00.\n\nThe ${sourceName} is in stock.`,
});
const catalogue = [
  passage("Glow Serum", "Serum", "A brightening serum for dull skin."),
  passage("Rose Dew Mist", "Mist", "A hydrating face mist with natural rose water."),
  passage("Barrier Cream", "Moisturiser", "A rich moisturiser for dry and sensitive skin."),
  passage("Cleansing Balm", "Cleanser", "Melts makeup and sunscreen without stripping."),
];
const offered = (question: string) =>
  productsForNeed(question, conceptsOf(question), catalogue).map((o) => [o.passage.sourceName, o.sentence]);

describe("products for a need", () => {
  it("offers the product of the kind asked for, by its name or category, with its description", () => {
    expect(offered("do you guys sell a face cleanser or makeup remover")).toEqual([
      ["Cleansing Balm", "Melts makeup and sunscreen without stripping."],
    ]);
    expect(offered("my skin is so tight on flights, anything i can just spray on?")).toEqual([
      ["Rose Dew Mist", "A hydrating face mist with natural rose water."],
    ]);
    expect(offered("anything for sensitive skin?")).toEqual([
      ["Barrier Cream", "A rich moisturiser for dry and sensitive skin."],
    ]);
  });

  it("offers nothing for a kind the store lacks, a word the product lacks, or no ask for a product", () => {
    expect(offered("do you sell a retinol serum?")).toEqual([]);
    expect(offered("do u sell shampoo or anything for hair? my scalp is so dry")).toEqual([]);
    expect(offered("Are your products good for sensitive skin?")).toEqual([]);
    expect(offered("do you have free shipping?")).toEqual([]);
  });
});
