import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { knowledgeTeams } from "./knowledge-teams.test-helper";
import { searchKnowledge } from "./search-knowledge";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
const { brandTeam } = knowledgeTeams(() => t);

describe("a yes-or-no question about what no source speaks of", () => {
  it("is left to a person, with the nearest sentences as leads", async () => {
    const a = await brandTeam("unheard@knowledge.test");
    // "Shipping is free ..." shares "free" and "orders" with the first, and says nothing of samples.
    // Whether the students' rule holds for "university" students is a person's to say too: no
    // source speaks of them (decision 058).
    for (const question of [
      "do u send free samples with orders",
      "can i pick up my order at your studio",
      "do u do a birthday discount for rewards members",
      "does the UNiDAYS student discount work for university students?",
      // Whom it suits, when no source speaks of them: "teens" is an everyday word, but the topic here.
      "is the glow serum ok for teens? my daughter is 14",
      // The same in Spanish and French: "samples", "échantillons" are in no source.
      "¿mandan muestras gratis con el pedido?",
      "est-ce que vous envoyez des échantillons gratuits avec la commande?",
    ]) {
      const found = await searchKnowledge(t.db, a.teamId, question);
      expect(found.answer, question).toBeNull();
      expect(found.certain).toBe(false);
      expect(found.leads.length, question).toBeGreaterThan(0);
    }
  });

  it("is still answered when it offers alternatives, or the unheard word only points", async () => {
    const a = await brandTeam("unheard-answered@knowledge.test");
    const expected: [string, string][] = [
      ["does the glow serum have green tea or antioxidants", "green tea extract"],
      ["can i buy this at a store near me", "Sephora stores"],
      // A French infinitive is what the customer would do, not a topic no source speaks of.
      ["est-ce que je peux accumuler des points avec mes achats?", "Glow Rewards members earn 1 point"],
    ];
    for (const [question, quote] of expected) {
      const found = await searchKnowledge(t.db, a.teamId, question);
      expect(found.answer?.quote, question).toContain(quote);
    }
  });
});
