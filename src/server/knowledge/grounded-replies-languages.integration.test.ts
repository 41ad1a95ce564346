import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replyLanguageOf } from "../ai/reply-language";
import { createTestApp, type TestApp } from "../test/test-app";
import { knowledgeTeams } from "./knowledge-teams.test-helper";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
const { brandTeam, ask } = knowledgeTeams(() => t);

const QUOTE = "Standard shipping takes 3 to 5 business days within Canada.";

describe("grounded replies to a French or Spanish DM", () => {
  it("are written in the customer's language around the brand's English fact, quoted exactly", async () => {
    const a = await brandTeam("francais@knowledge.test");
    const { body, detailed } = await ask(
      a,
      "Bonjour! combien de temps pour la livraison a Toronto?",
      "shipping_orders",
    );
    expect(body.suggestions[0]?.content).toBe(`Salut @fan! Voici ce qu'on indique à ce sujet : ${QUOTE}`);
    expect(detailed.content).toContain(QUOTE);
    expect(detailed.citations[0]).toMatchObject({ quote: QUOTE, source_name: "Shipping Policy" });
    for (const s of body.suggestions) {
      const frame = s.content.split(QUOTE).join(" ");
      for (const c of s.citations) expect(s.content).toContain(c.quote);
      const around = s.citations.reduce((text, c) => text.split(c.quote).join(" "), frame);
      expect(replyLanguageOf(around), s.content).toBe("fr");
      expect(around, s.content).not.toMatch(/\b(?:Hey|Hello|Thanks|We'll|We're|Please|order)\b/);
    }

    const es = await ask(a, "hola! cuanto tarda el envio a Toronto?", "shipping_orders");
    expect(es.detailed.content).toContain(QUOTE);
    expect(replyLanguageOf(es.detailed.content.split(QUOTE).join(" "))).toBe("es");
  });
});
