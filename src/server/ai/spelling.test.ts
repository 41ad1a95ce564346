import { describe, expect, it } from "vitest";
import { buildLexicon, createSpeller, withinOneEdit } from "./spelling";

describe("withinOneEdit", () => {
  it("accepts one insert, delete, replace or swap of neighbours, and nothing more", () => {
    expect(withinOneEdit("ship", "ship")).toBe(true);
    expect(withinOneEdit("shpi", "ship")).toBe(true);
    expect(withinOneEdit("oorder", "order")).toBe(true);
    expect(withinOneEdit("accoynt", "account")).toBe(true);
    expect(withinOneEdit("refnd", "refund")).toBe(true);
    expect(withinOneEdit("hsip", "ship")).toBe(true);
    expect(withinOneEdit("shpo", "ship")).toBe(false);
    expect(withinOneEdit("orderss", "order")).toBe(false);
    expect(withinOneEdit("abcd", "badc")).toBe(false);
  });
});

describe("createSpeller", () => {
  const lexicon = buildLexicon(
    [
      ["order", "order", "order", "ship", "ship", "ship", "account", "account", "account"],
      ["shop", "shop", "shop", "rare", "rare"],
    ],
    3,
  );

  it("keeps words seen at least three times, most frequent first", () => {
    expect(lexicon).toEqual(["account", "order", "ship", "shop"]);
  });

  it("repairs an unknown word to the most frequent vocabulary word one edit away", () => {
    const speller = createSpeller(lexicon);
    expect(speller.correctAll(["can", "i", "oorder", "from", "canada"])).toEqual([
      "can",
      "i",
      "order",
      "from",
      "canada",
    ]);
    expect(speller.correct("accoynt")).toBe("account");
    // "shp" is short; "shpi" is one swap from "ship" and two edits from "shop".
    expect(speller.correct("shp")).toBe("shp");
    expect(speller.correct("shpi")).toBe("ship");
  });

  it("leaves vocabulary words, words the embeddings know, numbers and far words alone", () => {
    const speller = createSpeller(lexicon, (word) => word === "ships");
    expect(speller.correct("ships")).toBe("ships");
    expect(speller.correct("shop")).toBe("shop");
    expect(speller.correct("tok_number")).toBe("tok_number");
    expect(speller.correct("serum")).toBe("serum");
    const tokens = ["hello", "there"];
    expect(speller.correctAll(tokens)).toBe(tokens);
  });
});
