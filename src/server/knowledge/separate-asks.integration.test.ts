import type { GenerateSuggestionsResponse } from "@shared/inbox/inbox.schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { knowledgeGaps } from "../db/knowledge.schema";
import { inboxFixtures, minutesAgo } from "../inbox/inbox-fixtures.test-helper";
import { createTestApp, type TestApp } from "../test/test-app";
import { seedSecondBrand } from "./demo-brand.test-helper";
import { syncKnowledgeIndex } from "./sync-knowledge-index";

/** A message asking separate questions of the demo brand, each answered by its own page. */
let t: TestApp;
let teamId: string;
let cookie: string;
let customer = 0;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.createPerson({ email: "asks@knowledge.test" });
  teamId = admin.teamId;
  await seedSecondBrand(t.db, teamId);
  await syncKnowledgeIndex(t.deps, teamId);
  cookie = await t.signIn(admin.email, admin.password);
});
afterAll(async () => t.close());

async function asked(content: string) {
  const seed = inboxFixtures(t.db, teamId);
  const id = await seed.message({ content, receivedAt: minutesAgo(1), type: "dm", sender: `c${customer++}` });
  await seed.analysis(id, { intent: "shipping_orders" });
  const res = await t.call("POST", "/api/inbox/generate-response-suggestions", { message_id: id }, cookie);
  const body = res.json() as GenerateSuggestionsResponse;
  // Opened again, the stored generation says the same, why a person checks it too.
  const again = (
    await t.call("POST", "/api/inbox/generate-response-suggestions", { message_id: id }, cookie)
  ).json() as GenerateSuggestionsResponse;
  expect(again.cached).toBe(true);
  expect([again.needs_person, again.needs_person_reason]).toEqual([
    body.needs_person,
    body.needs_person_reason,
  ]);
  const gaps = await t.db.select().from(knowledgeGaps).where(eq(knowledgeGaps.messageId, id));
  return { body, gaps: gaps.map((g) => g.question) };
}

const CANADA = "Canada: we ship to every province and territory in 5 to 8 business days";
const WINDOW = "You can return products within 30 days of delivery";

describe("a message asking separate questions", () => {
  it("states each question's answer with its citation, for a person to send, and records no gap", async () => {
    // Before: "a member of our team will confirm" in every suggestion, and a gap "no source answers".
    const { body, gaps } = await asked(
      "Do you ship to Canada and how long does it take? Also what is your return window?",
    );
    for (const s of body.suggestions.slice(0, 2)) {
      expect(s.content, s.suggestion_type).toContain(CANADA);
      expect(s.content, s.suggestion_type).toContain(WINDOW);
      expect(s.content, s.suggestion_type).not.toMatch(/will confirm/);
      expect(
        s.citations.map((c) => c.source_name),
        s.suggestion_type,
      ).toEqual(expect.arrayContaining(["Shipping Policy", "Returns & Exchanges"]));
    }
    expect(body.needs_person).toBe(true);
    expect(gaps).toEqual([]);
  });

  it("states the answered question, says a person confirms the other, and records the other alone as a gap", async () => {
    const { body, gaps } = await asked("What is your return window? Also do you take Klarna?");
    const detailed = body.suggestions.find((s) => s.suggestion_type === "detailed")!;
    expect(detailed.content).toContain(WINDOW);
    expect(detailed.content).toMatch(/other question/);
    expect(body.suggestions[0]!.content).toContain(WINDOW);
    expect(body.needs_person).toBe(true);
    expect(body.needs_person_reason).toBe("several_asks");
    expect(gaps).toEqual(["do you take Klarna?"]);
  });
});
