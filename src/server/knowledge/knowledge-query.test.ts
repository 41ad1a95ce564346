import { describe, expect, it } from "vitest";
import { conceptsOf, MATCH_BUDGET, storyConcepts, toTsQueries } from "./knowledge-query";

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

describe("a question's concepts", () => {
  const keys = (q: string) => conceptsOf(q).map((c) => c.key);

  it("read a misspelt commerce word as the word meant", () => {
    expect(keys("how long is delivry")).toContain("ship");
    expect(keys("can i retrun it")).toContain("return");
    // A short real word one letter from a known one is not a typo.
    expect(keys("do you have a toner")).not.toContain("shade");
  });

  it("leave chat shorthand out and read a stretched word once", () => {
    expect(keys("r u guys shipping to halifax??")).toEqual(["place:canada", "ship"]);
    expect(keys("pleaseee")).toEqual([]);
  });
});

describe("the story around a question", () => {
  const story = (q: string) => [...storyConcepts(q, conceptsOf(q))];

  it("is what the clauses before the asking one say", () => {
    expect(story("The serum made my face break out, can I return it?")).toContain("skin");
    expect(story("The serum made my face break out, can I return it?")).not.toContain("return");
  });

  it("is found without punctuation too, and is nothing when the whole message asks", () => {
    expect(story("got the cream for my mom for xmas can she return it")).toContain("cream");
    expect(story("How long does shipping take to Toronto?")).toEqual([]);
  });
});
