import { describe, expect, it } from "vitest";
import { speaksOfNamedKind } from "./named-products";

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
