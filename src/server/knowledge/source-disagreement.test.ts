import { describe, expect, it } from "vitest";
import { disagreeingWith } from "./source-disagreement";

/** An answering sentence of a source, as the search ranks it. */
const said = (sourceId: string, sentence: string, keys: string[], value = 1) => ({
  hit: { sourceId },
  s: { sentence, keys: new Set(keys) },
  value,
});
const PRODUCTS = ["SPF 40 Daily Shield"];
const productsIn = (sentence: string) => PRODUCTS.filter((p) => sentence.includes(p));
const against = (answer: ReturnType<typeof said>, other: ReturnType<typeof said>, asked: string[]) =>
  disagreeingWith(answer, [other], new Set(asked), productsIn).map((o) => o.s.sentence);

describe("sources that state different values of the same fact", () => {
  it("are found: a period against never, two prices, two windows", () => {
    const gift = ["gift card", "expire"];
    const valid = said(
      "faq",
      "Yes, digital gift cards from $25 to $200, delivered by email and valid for 3 years.",
      gift,
    );
    const never = said(
      "terms",
      "Aurelle Beauty gift cards never expire and can be used online or at the Studio.",
      gift,
    );
    expect(against(valid, never, gift)).toEqual([never.s.sentence]);
    expect(against(never, valid, gift)).toEqual([valid.s.sentence]);

    const pairs: [string, string, string[]][] = [
      [
        "Standard shipping in the United States costs $5.95.",
        "Standard shipping in the United States costs $7.95 from May.",
        ["ship", "cost", "place:us"],
      ],
      [
        "You can return products within 60 days of delivery for a full refund.",
        "You can return products within 30 days of delivery for a full refund.",
        ["return", "long"],
      ],
    ];
    for (const [ours, theirs, keys] of pairs)
      expect(against(said("a", ours, keys), said("b", theirs, keys), keys), ours).toEqual([theirs]);
  });

  it("are not found for one value said two ways, two kinds of a thing, two places or another product", () => {
    const window = ["return", "long"];
    const twoWeeks = said("a", "You can return it within 2 weeks.", window);
    expect(against(twoWeeks, said("b", "You can return it within 14 days.", window), window)).toEqual([]);
    const time = ["ship", "long"];
    const standard = said("a", "Standard shipping takes 3 to 5 business days.", time);
    expect(against(standard, said("b", "Express shipping takes 1 to 2 business days.", time), time)).toEqual(
      [],
    );
    expect(
      against(
        said("a", "Shipping to Canada takes 3 to 5 business days.", time),
        said("b", "Shipping to the United States takes 5 to 8 business days.", time),
        time,
      ),
    ).toEqual([]);
    const price = ["cost"];
    expect(
      against(
        said("product", "The SPF 40 Daily Shield costs $34.00.", price),
        said("shipping", "Below that, standard shipping costs CA$8.", price),
        price,
      ),
    ).toEqual([]);
  });

  it("are not found in the same source, in a weaker answer, or in one missing what the answer holds", () => {
    const gift = ["gift card", "expire"];
    const valid = said("faq", "Gift cards are valid for 3 years.", gift);
    expect(against(valid, said("faq", "Gift cards never expire.", gift), gift)).toEqual([]);
    expect(against(valid, said("terms", "Gift cards never expire.", gift, 0.3), gift)).toEqual([]);
    expect(against(valid, said("terms", "Points never expire.", ["expire"]), gift)).toEqual([]);
  });
});
