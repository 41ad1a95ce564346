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
});
