import type { GenerateSuggestionsResponse } from "@shared/inbox/inbox.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inboxFixtures, minutesAgo } from "../inbox/inbox-fixtures.test-helper";
import { createTestApp, type TestApp } from "../test/test-app";
import { seedSecondBrand } from "./demo-brand.test-helper";
import { seedBrandFixture } from "./sample-brand.test-helper";
import { searchKnowledge } from "./search-knowledge";
import { syncKnowledgeIndex } from "./sync-knowledge-index";

/**
 * Whether the brand is sold at a shop: the demo brand (Aurelle Beauty) says where it sells and that
 * stockists exist, so a shop its sources never name is left to a person, with where it sells said;
 * a brand that says its list is whole answers no.
 */
let t: TestApp;
let demo: Awaited<ReturnType<TestApp["createPerson"]>>;
beforeAll(async () => {
  t = await createTestApp();
  demo = await t.createPerson({ email: "demo@where-sold.test" });
  await seedSecondBrand(t.db, demo.teamId);
  await syncKnowledgeIndex(t.deps, demo.teamId);
});
afterAll(async () => t.close());

const WHERE_AURELLE_SELLS = "Online at aurellebeauty.com, in our Instagram shop @aurellebeauty";

describe("a question whether the brand is sold at a shop", () => {
  it("says where the demo brand sells and leaves the shop to a person, never an unrelated sentence", async () => {
    // Before: "can i find you in any pharmacies" got the INCI sentence ("find" was its only word a
    // source holds), and "are you sold at Ulta?" found no passage and said nothing of where it sells.
    for (const question of [
      "can i find you in any pharmacies",
      "are you sold at Ulta?",
      "is aurelle in sephora stores",
      "are you in any drugstores?",
    ]) {
      const found = await searchKnowledge(t.db, demo.teamId, question);
      expect(found.answer, question).toBeNull();
      expect(found.certain, question).toBe(false);
      expect(found.context?.quote, question).toContain(WHERE_AURELLE_SELLS);
    }
  });

  it("states where the brand sells in the reply, cited, and hands it to a person", async () => {
    const seed = inboxFixtures(t.db, demo.teamId);
    const cookie = await t.signIn(demo.email, demo.password);
    const id = await seed.message({
      content: "are you sold at Ulta?",
      receivedAt: minutesAgo(1),
      type: "dm",
    });
    await seed.analysis(id, { intent: "purchase_intent" });
    const res = await t.call("POST", "/api/inbox/generate-response-suggestions", { message_id: id }, cookie);
    const body = res.json() as GenerateSuggestionsResponse;
    const [quick, detailed] = body.suggestions;
    for (const reply of [quick!, detailed!]) {
      expect(reply.content).toContain(WHERE_AURELLE_SELLS);
      expect(reply.content).toMatch(/will confirm/);
      expect(reply.citations[0]?.source_name).toBe("Frequently Asked Questions");
    }
    expect(body.needs_person).toBe(true);
  });

  it("answers no, sent alone, when the sources say that is everywhere the brand sells", async () => {
    const whole = await t.createPerson({ email: "whole@where-sold.test" });
    await seedBrandFixture(t.db, whole.teamId, {
      name: "Fern Lab",
      currency: "CAD",
      site: "fernlab.example",
      products: [{ title: "Fern Night Oil", description: null, productType: null, price: 48, variants: [] }],
      documents: [
        {
          name: "FAQ",
          isLink: true,
          text: "FAQ\nWhere can I buy Fern Lab?\nOur products are sold only on fernlab.example.\nDo you ship to the US?\nYes, in 5 to 8 business days.",
        },
      ],
    });
    await syncKnowledgeIndex(t.deps, whole.teamId);
    const found = await searchKnowledge(t.db, whole.teamId, "are you sold at Ulta?");
    expect(found.answer?.quote).toBe("Our products are sold only on fernlab.example.");
    expect(found.certain).toBe(true);
  });
});
