import { describe, expect, it } from "vitest";
import { digestText } from "./summarize-text";

/** A PDF's text as it is extracted: one line per printed line, sentences wrapped mid-way. */
const WRAPPED = `Returns and refunds
Returns are accepted within 30 days of delivery for unopened products. Opened products cannot
be returned unless they caused a skin reaction, in which case we refund them in full.
Gift cards are valid for 3 years and cannot be
exchanged for cash. Refunds are issued to the original payment method within 5 business days.
Shipping
Orders over $60 ship free within Canada and
arrive in 3 to 5 business days. Dr. Lena Marsh, our chemist, tests every batch.`;

/** The document's whole sentences, as a reader reads them across its line breaks. */
const WHOLE = [
  "Returns are accepted within 30 days of delivery for unopened products.",
  "Opened products cannot be returned unless they caused a skin reaction, in which case we refund them in full.",
  "Gift cards are valid for 3 years and cannot be exchanged for cash.",
  "Refunds are issued to the original payment method within 5 business days.",
  "Orders over $60 ship free within Canada and arrive in 3 to 5 business days.",
  "Dr. Lena Marsh, our chemist, tests every batch.",
];

/** The summary's sentences, in order. */
const sentencesOf = (summary: string) => summary.split(/(?<=[.!?])\s+(?=[A-Z])(?<!Dr\.\s+)/);

describe("digestText", () => {
  it("summarises with whole sentences of the document only, never a line cut from its sentence", () => {
    // Before: "... within 5 business days. arrive in 3 to 5 business days." and key facts such as
    // "Gift cards are valid for 3 years and cannot be": a fragment read as a statement.
    const digest = digestText(WRAPPED);
    expect(digest?.summary).not.toBe("");
    for (const sentence of sentencesOf(digest?.summary ?? "")) expect(WHOLE).toContain(sentence);
    for (const fact of digest?.keyFacts ?? []) expect(WHOLE).toContain(fact);
    expect(digest?.keyFacts).toContain("Gift cards are valid for 3 years and cannot be exchanged for cash.");
  });

  it("cuts no text without a whole sentence into a summary", () => {
    const digest = digestText("Shipping\nFree returns\nVegan formulas\nMade in Montreal since 2019");
    expect(digest?.summary).toBe("");
  });

  it("covers the guide's topics, not only its most repeated one, and leaves out headings and questions", () => {
    const guide = `Glow Theory Brand Guide 2026
Glow Theory makes gentle, fragrance-free skincare in small batches in Montreal.
Shipping: standard shipping takes 3 to 5 business days within Canada. Shipping is free on orders over CA$60. Express shipping arrives in 1 to 2 business days for CA$15.
Returns: unopened products can be returned within 45 days for a full refund. Return shipping is free in Canada.
Do you ship to PO boxes?
Sale calendar: our next sitewide sale runs December 12 to 15, with 20% off everything.
Wholesale: boutiques and spas can apply for a wholesale account by writing to wholesale@glowtheory.example.
Our customer care team answers messages Monday to Friday, 9 am to 5 pm Eastern.`;
    const digest = digestText(guide)!;
    // Before: three sentences about shipping.
    expect(digest.summary.match(/shipping/gi)?.length ?? 0).toBeLessThanOrEqual(2);
    expect(digest.keyFacts).toContain(
      "Sale calendar: our next sitewide sale runs December 12 to 15, with 20% off everything.",
    );
    expect(digest.keyFacts).toContain(
      "Wholesale: boutiques and spas can apply for a wholesale account by writing to wholesale@glowtheory.example.",
    );
    expect(digest.keyFacts).not.toContain("Glow Theory Brand Guide 2026");
    expect([...digest.keyFacts, digest.summary].some((f) => f.includes("PO boxes?"))).toBe(false);
  });
});
