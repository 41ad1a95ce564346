import { describe, expect, it } from "vitest";
import { conceptsOf } from "./knowledge-query";
import { asksProductFactOfNothing } from "./post-product";

const asks = (q: string) => asksProductFactOfNothing(q, conceptsOf(q));

describe("a price or a size asked of nothing named", () => {
  it("is 'price?', 'how much?', 'how much is it'", () => {
    for (const q of ["price?", "price??", "how much?", "how much is it"]) expect(asks(q), q).toBe(true);
  });
  it("is 'does it come in travel size', 'what sizes?', 'other colours?'", () => {
    for (const q of ["does it come in travel size", "what sizes?", "other colours?"])
      expect(asks(q), q).toBe(true);
  });
  it("is not the price of shipping, nor the currency of the prices", () => {
    for (const q of ["how much is shipping", "are ur prices in CAD or USD", "do you price match?"])
      expect(asks(q), q).toBe(false);
  });
});
