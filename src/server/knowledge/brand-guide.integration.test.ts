import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { SAMPLE_DOCUMENTS, SAMPLE_PRODUCTS, seedBrandFixture } from "./sample-brand.test-helper";
import { searchKnowledge } from "./search-knowledge";
import { syncKnowledgeIndex } from "./sync-knowledge-index";

/** A brand guide as a PDF's text comes out: lines that open with their label, no headings between. */
const BRAND_GUIDE = `Glow Theory Brand Guide 2026
Sale calendar: our next sitewide sale runs December 12 to 15, with 20% off everything. Members of our loyalty club get early access on December 11.
Wholesale: boutiques and spas can apply for a wholesale account by writing to wholesale@glowtheory.example. The minimum opening order is CA$300.
Gift cards never expire and can be used online.`;

let t: TestApp;
let teamId: string;
beforeAll(async () => {
  t = await createTestApp();
  teamId = (await t.createPerson({ email: "guide@knowledge.test" })).teamId;
  await seedBrandFixture(t.db, teamId, {
    name: "Glow Theory",
    currency: "CAD",
    site: "glowtheory.example",
    documents: [...SAMPLE_DOCUMENTS, { name: "Brand guide 2026.pdf", isLink: false, text: BRAND_GUIDE }],
    products: SAMPLE_PRODUCTS,
  });
  await syncKnowledgeIndex(t.deps, teamId);
});
afterAll(async () => t.close());

describe("a brand guide's labelled lines", () => {
  it("answer 'when' with a date, and 'do you offer X' with the line about X", async () => {
    const expected: [string, string][] = [
      ["When is the next sale?", "Sale calendar: our next sitewide sale runs December 12 to 15"],
      ["when's ur next sale", "our next sitewide sale runs December 12 to 15"],
      ["Do you offer wholesale?", "Wholesale: boutiques and spas can apply for a wholesale account"],
      ["do you guys do wholesale", "apply for a wholesale account"],
    ];
    for (const [question, quote] of expected) {
      const found = await searchKnowledge(t.db, teamId, question);
      expect(found.answer?.quote, question).toContain(quote);
      expect(found.answer?.source_name, question).toBe("Brand guide 2026.pdf");
    }
  });

  it("still leave what the guide does not say to a person", async () => {
    // The sale's dates say nothing of Black Friday; "offer" alone answers no refund question.
    for (const question of ["do you have a black friday sale", "do you offer price matching?"])
      expect((await searchKnowledge(t.db, teamId, question)).answer, question).toBeNull();
  });
});
