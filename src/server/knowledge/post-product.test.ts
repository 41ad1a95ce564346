import { describe, expect, it } from "vitest";
import { conceptsOf } from "./knowledge-query";
import { asksPriceOfNothing } from "./post-product";

const asks = (q: string) => asksPriceOfNothing(q, conceptsOf(q));

describe("a price asked of nothing named", () => {
  it("is 'price?', 'how much?', 'how much is it'", () => {
    for (const q of ["price?", "price??", "how much?", "how much is it"]) expect(asks(q), q).toBe(true);
  });
  it("is not the price of shipping, nor the currency of the prices", () => {
    for (const q of ["how much is shipping", "are ur prices in CAD or USD", "do you price match?"])
      expect(asks(q), q).toBe(false);
  });
});
