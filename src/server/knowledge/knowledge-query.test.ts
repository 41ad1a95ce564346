import { describe, expect, it } from "vitest";
import { conceptsOf, MATCH_BUDGET, toTsQueries } from "./knowledge-query";

const counts = (table: Record<string, number>) => (term: string) => table[term] ?? 0;

describe("candidate queries", () => {
  it("pair every concept on a small index", () => {
    const { pairs, any } = toTsQueries(conceptsOf("exchange skin tint"), () => 5);
    // Three concepts (exchange, skin, tint): three pairs.
    expect(pairs?.rank.match(/&/g)).toHaveLength(3);
    expect(any?.within).toContain("tint");
  });

  it("leave out words no passage holds", () => {
    const q = toTsQueries(conceptsOf("paypal tint"), counts({ tint: 3 }));
    expect(q.pairs).toBeNull();
    expect(q.any?.within).toBe("(tint)");
  });

  it("pick candidates by the rare words when common ones fill the index", () => {
    const common = MATCH_BUDGET * 5;
    const q = toTsQueries(
      conceptsOf("customs charges on orders"),
      counts({ customs: common, order: common, charge: 4 }),
    );
    // Only pairs holding the rare concept fit; they are looked up through it.
    expect(q.pairs?.within).toContain("charge");
    expect(q.pairs?.within).not.toContain("customs");
    expect(q.pairs?.rank).toContain("customs");
    expect(q.any?.within.startsWith("(cost")).toBe(true);
  });

  it("require every concept when no pair fits", () => {
    const common = MATCH_BUDGET * 5;
    const q = toTsQueries(conceptsOf("customs orders"), counts({ customs: common, order: common }));
    expect(q.pairs?.within).toBe(q.pairs?.rank);
    expect(q.pairs?.within).toContain(" & ");
  });
});
