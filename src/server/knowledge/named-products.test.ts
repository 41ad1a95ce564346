import { describe, expect, it } from "vitest";
import { conceptsOf } from "./knowledge-query";
import { productsAsked, speaksOfNamedKind, variantLineOf, wordsInsideName } from "./named-products";

describe("a sentence about a named product's whole kind", () => {
  const serum = ["Bright Start Vitamin C Serum"];
  it("reads 'our serums', 'all serums' and 'every serum' as about each serum", () => {
    expect(
      speaksOfNamedKind("Our serums, the Barrier Repair Ceramide Cream are fragrance-free.", serum),
    ).toBe(true);
    expect(speaksOfNamedKind("All of our serums are vegan.", serum)).toBe(true);
    expect(speaksOfNamedKind("Every serum ships in a glass bottle.", serum)).toBe(true);
  });
  it("reads no other kind, no single product and no rule with an exception as about it", () => {
    expect(speaksOfNamedKind("Our creams are fragrance-free.", serum)).toBe(false);
    expect(speaksOfNamedKind("The serum is fragrance-free.", serum)).toBe(false);
    expect(speaksOfNamedKind("Our serums are fragrance-free except the Vitamin C Serum.", serum)).toBe(false);
  });
});

describe("the products a question names", () => {
  const names = [
    "Retinal Night Renewal Serum",
    "Bright Start Vitamin C Serum",
    "Bakuchiol Night Oil",
    "Sheer Shield Daily SPF 50",
    "Overnight Lip Mask",
  ];
  const concepts = (question: string) => conceptsOf(question);
  const few = () => 2;
  it("names a product by one word of its title only, said as a name and rare in the knowledge", () => {
    const q = "whats the difference in price between the retinal and the vit c?";
    expect(productsAsked(q, names, concepts(q), few)).toEqual(
      expect.arrayContaining(["Retinal Night Renewal Serum", "Bright Start Vitamin C Serum"]),
    );
    // A word many passages hold, a word of two titles ("night") or one not said as a name is no name.
    expect(productsAsked(q, names, concepts(q), () => 9)).not.toContain("Retinal Night Renewal Serum");
    expect(
      productsAsked("is the night one gentle?", names, concepts("is the night one gentle?"), few),
    ).toEqual([]);
    expect(
      productsAsked(
        "is retinal stronger than retinol?",
        names,
        concepts("is retinal stronger than retinol?"),
        few,
      ),
    ).toEqual([]);
  });
  it("names no product by a title word the question asks as a word of the commerce vocabulary", () => {
    const catalogue = ["Cherry Gloss Lip Oil", "Shade Match Lip Liner"];
    const q = "Does the cherry lip oil come in a nude shade? how much is it?";
    expect(productsAsked(q, catalogue, concepts(q), few)).toEqual(["Cherry Gloss Lip Oil"]);
    const liner = "do you have the shade match lip liner in nude?";
    expect(productsAsked(liner, catalogue, concepts(liner), few)).toContain("Shade Match Lip Liner");
  });
  it("reads a word of the commerce vocabulary as what is asked, not as a name", () => {
    const q = "what's the SPF in the barrier cream";
    expect(productsAsked(q, names, concepts(q), few)).not.toContain("Sheer Shield Daily SPF 50");
  });
  it("reads one word between two title words as part of the name the customer uses", () => {
    const title = new Set(["lip", "mask"]);
    expect([...wordsInsideName("what flavors does the lip sleeping mask come in", title)]).toEqual(["sleep"]);
    expect([...wordsInsideName("do u have a skin tint for tan skin", new Set(["skin", "tint"]))]).toEqual([]);
  });
});

describe("the catalogue line listing a variant the question names", () => {
  const tint = {
    sourceKind: "product",
    sourceName: "Skin Tint",
    content:
      "Skin Tint\nThe Skin Tint costs $36.00. The Skin Tint comes in 5 shades: Fair, Light, Medium, Tan, Deep. The Skin Tint is in stock.",
  };
  it("is the shades line when the question names one of them and the answer does not", () => {
    expect(variantLineOf(tint, "is Medium in stock for the skin tint?", "The Skin Tint is in stock.")).toBe(
      "The Skin Tint comes in 5 shades: Fair, Light, Medium, Tan, Deep.",
    );
  });
  it("is none when no variant is named, the answer names it, or the passage is no product's", () => {
    expect(variantLineOf(tint, "is the skin tint in stock?", "The Skin Tint is in stock.")).toBeNull();
    expect(
      variantLineOf(tint, "is Medium in stock?", "The Skin Tint is in stock, except Medium (sold out)."),
    ).toBeNull();
    expect(variantLineOf({ ...tint, sourceKind: "document" }, "is Medium in stock?", "x")).toBeNull();
    expect(variantLineOf(null, "is Medium in stock?", "x")).toBeNull();
  });
});
