import { describe, expect, it } from "vitest";
import { chunkText } from "./chunk-text";
import { conceptsOf } from "./knowledge-query";
import {
  asksOfOwnOrder,
  conceptWeights,
  linesOf,
  rankSentences,
  withoutMentions,
  withoutOrderNumbers,
} from "./knowledge-sentences";
import { NOWHERE_ELSE, placesIn } from "./places";

const returns = chunkText(`Returns & Exchanges

Return window
Refunds
Final sale items

Refunds
Refunds go back to your original payment method.
We refund within 3 business days of your return reaching our warehouse.

Final sale items
These cannot be returned or exchanged, unless they arrive damaged:
The Travel Minis Kit, for hygiene reasons.
Gift cards.`).join("\n");

const rank = (q: string) => {
  const concepts = conceptsOf(q);
  return rankSentences(concepts, conceptWeights(concepts, [returns]), returns);
};

describe("reading a passage", () => {
  it("never quotes a table of contents the chunker ran together", () => {
    const toc = linesOf(returns).find((l) => l.text.includes(" - Refunds - "));
    expect(toc?.candidate).toBe(false);
  });

  it("reads past a title's period, and quotes no new subject with the answer", () => {
    // A tester's PDF: the reply quoted "... on any order. Our founder is Dr."
    const page = chunkText(
      "Gift wrapping is available for 4 dollars at checkout on any order. Our founder is Dr. Lena Marsh, a cosmetic chemist who started Aurelle in 2019.",
    ).join("\n");
    expect(linesOf(page).map((l) => l.text)).toEqual([
      "Gift wrapping is available for 4 dollars at checkout on any order.",
      "Our founder is Dr. Lena Marsh, a cosmetic chemist who started Aurelle in 2019.",
    ]);
    const concepts = conceptsOf("do you offer gift wrapping on orders?");
    const best = rankSentences(concepts, conceptWeights(concepts, [page]), page)[0];
    expect(best?.sentence).toBe("Gift wrapping is available for 4 dollars at checkout on any order.");
    // A sentence that goes on from it is still quoted with it.
    const refunds = "Refunds are issued within 5 business days. Our team emails you when the refund is sent.";
    const asked = conceptsOf("how long do refunds take?");
    expect(rankSentences(asked, conceptWeights(asked, [refunds]), refunds)[0]?.sentence).toBe(refunds);
  });

  it("quotes a sentence opening a list with its items", () => {
    expect(rank("what can't be returned?").map((s) => s.sentence)).toContain(
      "These cannot be returned or exchanged, unless they arrive damaged: The Travel Minis Kit, for hygiene reasons. Gift cards.",
    );
  });
});

describe("weighing a question's words", () => {
  it("weighs a word of how sure the customer wants it lightly when no passage holds it", () => {
    const concepts = conceptsOf("what's the real total with shipping, exactly?");
    const weights = conceptWeights(concepts, [
      "Standard shipping costs CA$8 and takes 3 to 5 business days.",
    ]);
    // "real" and "exactly" say how the customer asks; "total" is a topic no passage holds.
    expect(weights.get("real")).toBeLessThan((weights.get("total") ?? 0) / 2);
    expect(weights.get("exactly")).toBe(weights.get("real"));
    const waiting = conceptsOf("would my parcel just sit there until the week starts?");
    const waitWeights = conceptWeights(waiting, ["Orders placed on weekends ship on Monday."]);
    expect(waitWeights.get("sit")).toBeLessThan((waitWeights.get("ship") ?? 0) / 2);
  });
});

describe("places", () => {
  it("read a country as its region in a question, never a source's country as another of the region", () => {
    expect(placesIn("do you ship to germany?")).toEqual(new Set(["germany", "europe"]));
    expect(placesIn("United Kingdom and Ireland: 7 to 12 business days", false)).toEqual(
      new Set(["uk", "ireland"]),
    );
  });

  it("read the longest place name, not the shorter one inside it", () => {
    expect(placesIn("Free shipping to British Columbia and New Brunswick.")).toEqual(new Set(["canada"]));
    expect(placesIn("hi from the british isles, do you ship to us brits?")).toEqual(new Set(["uk"]));
  });

  it("read places by their French names, as a Quebec brand's customers write them", () => {
    expect(placesIn("vous livrez aux États-Unis?")).toEqual(new Set(["us"]));
    expect(placesIn("la livraison en Colombie-Britannique")).toEqual(new Set(["canada"]));
    expect(placesIn("livrez-vous au Royaume-Uni ou en Allemagne?")).toEqual(
      new Set(["uk", "germany", "europe"]),
    );
  });

  it("know a sentence that says no to every other place", () => {
    expect(NOWHERE_ELSE.test("We do not ship to other countries yet.")).toBe(true);
    expect(NOWHERE_ELSE.test("We only ship to Canada and the United States.")).toBe(true);
    expect(NOWHERE_ELSE.test("We ship to every province and territory in Canada.")).toBe(false);
  });

  it("read an order number as 'order', a code with letters as it is", () => {
    expect(withoutOrderNumbers("smashed bottle, order #1502")).toBe("smashed bottle, order");
    expect(withoutOrderNumbers("where is #1042?")).toBe("where is order?");
    expect(withoutOrderNumbers("order number 1499 came open")).toBe("order came open");
    expect(withoutOrderNumbers("does GLOW25 work on 2 items?")).toBe("does GLOW25 work on 2 items?");
  });
});

describe("the handles a message addresses", () => {
  it("are left out of what it asks, and a shop named where the brand sells is kept", () => {
    expect(withoutMentions("@aurellebeauty do you deliver to Dublin?")).toBe("do you deliver to Dublin?");
    expect(withoutMentions("@jess, @mia.k: look at this shade")).toBe("look at this shade");
    expect(withoutMentions("is it sold at @sephora?")).toBe("is it sold at @sephora?");
    expect(withoutMentions("@jess")).toBe("");
    expect(withoutMentions("hey @aurellebeauty do you ship to Dublin?")).toBe("hey do you ship to Dublin?");
  });
});

describe("a question about the customer's own order", () => {
  it("is one only that order answers", () => {
    expect(asksOfOwnOrder("has my order shipped yet")).toBe(true);
    expect(asksOfOwnOrder("where's my package??")).toBe(true);
    expect(asksOfOwnOrder("when do orders ship?")).toBe(false);
    expect(asksOfOwnOrder("how long does my order take to arrive in Toronto?")).toBe(false);
  });
});
