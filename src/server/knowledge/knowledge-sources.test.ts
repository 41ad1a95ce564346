import { describe, expect, it } from "vitest";
import { productSource } from "./knowledge-sources";

const product = (variants: { title: string }[]) =>
  productSource({
    id: "p1",
    title: "Melt Away Cleansing Balm",
    description: null,
    productType: null,
    priceMin: "32.00",
    priceMax: null,
    variants: variants.map((v, i) => ({ id: `v${i}`, title: v.title, price: "32.00", image_url: null })),
    currency: "USD",
  }).chunks.join("\n");

describe("a product's passage", () => {
  it("counts one size as one ('comes in 1 size', a tester read '1 sizes')", () => {
    expect(product([{ title: "90 g" }])).toContain("The Melt Away Cleansing Balm comes in 1 size: 90 g.");
    expect(product([{ title: "90 g" }, { title: "180 g" }])).toContain("comes in 2 sizes: 90 g, 180 g.");
  });
});
