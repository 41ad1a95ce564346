import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { NOW, seedIntegration, seedMessage } from "./assistants-seed.test-helper";
import { askAssistant } from "./assistants-team.test-helper";
import { parseQuestion } from "./embedded/parse-question";

let t: TestApp;
let admin: string;
let empty: string;

/** What customers wrote in November 2026 (day, text, sentiment). */
const SAID: [number, string, "neutral" | "negative" | "positive"][] = [
  [17, "is the hydra glow serum ok for oily skin?", "neutral"],
  [16, "does the Hydra Glow Serum pill under makeup?", "neutral"],
  [15, "hydra glow serum restock when??", "neutral"],
  [14, "how long does shipping to Toronto take?", "neutral"],
  [13, "is there free shipping over a certain amount?", "neutral"],
  [12, "do you ship to the US? what does shipping cost", "neutral"],
  [11, "my cleanser arrived leaking all over the box", "negative"],
  [10, "the pump arrived broken, so annoying", "negative"],
];

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  const a = await t.createPerson({ email: "admin@strategy.test" });
  admin = await t.signIn(a.email, a.password);
  const b = await t.createPerson({ email: "admin@quiet.test" });
  empty = await t.signIn(b.email, b.password);
  const ig = await seedIntegration(t.db, a.teamId);
  await t.db.execute(sql`insert into products (team_id, integration_id, shopify_product_id, title, handle, status)
    values (${a.teamId}, ${ig}, 'p-hydra', 'Hydra Glow Serum', 'hydra-glow-serum', 'active'),
           (${a.teamId}, ${ig}, 'p-clean', 'Cloud Cleanser', 'cloud-cleanser', 'active')`);
  for (const [day, content, sentiment] of SAID)
    await seedMessage(t.db, a.teamId, ig, {
      at: `2026-11-${String(day).padStart(2, "0")}T10:00:00Z`,
      platform: "instagram",
      intent: sentiment === "negative" ? "complaint" : "product_inquiry",
      sentiment,
      content,
    });
  // An urgent complaint nobody has answered, and one answered.
  for (const status of ["unread", "responded"])
    await seedMessage(t.db, a.teamId, ig, {
      at: "2026-11-18T13:00:00Z",
      platform: "tiktok",
      intent: "complaint",
      sentiment: "negative",
      urgency: "urgent",
      status,
      content: `my order never came and you charged me twice (${status})`,
    });
  await t.db.execute(sql`insert into product_sales_days (team_id, day, product_key, product_title, net_revenue, units)
    values (${a.teamId}, '2026-11-10', 'p-clean', 'Cloud Cleanser', 240, 8),
           (${a.teamId}, '2026-11-12', 'p-hydra', 'Hydra Glow Serum', 76, 2)`);
});
afterAll(async () => t.close());

describe("the strategy assistant's ideas, from the team's own data", () => {
  it("reads what a founder asks of a strategy assistant as a question it answers", () => {
    for (const q of [
      "What should I post next?",
      "Which product should we promote this week?",
      "any content ideas?",
      "how can we get more sales?",
      "what do you recommend?",
    ])
      expect(parseQuestion(q, "galara", NOW).kind, q).toBe("strategy");
    expect(parseQuestion("What needs my attention?", "galara", NOW).kind).toBe("attention");
    expect(parseQuestion("Top products last 30 days", "sunara", NOW).kind).toBe("top_products");
  });

  it("names the product asked about most, the best seller, the questions worth a post and the problems to settle", async () => {
    const { answer } = await askAssistant(t, "galara", "What should I post next?", admin);
    const lines = answer.text.split("\n");
    expect(lines[0]).toBe(
      "What to post next, from your messages and sales in the last 30 days (2026-10-20 to 2026-11-18):",
    );
    expect(answer.text).toContain(
      "Post about the Hydra Glow Serum: customers named it most (3 messages; $76.00 from 2 units)",
    );
    expect(answer.text).toContain("Keep the Cloud Cleanser in view: it sells best ($240.00 from 8 units)");
    expect(answer.text).toContain(
      'Answer "shipping and tracking" in a post or a pinned story: 3 messages asked about it',
    );
    expect(answer.text).toMatch(/Settle first: 2 negative messages about damaged or leaking\./);
    // Never a problem suggested as content.
    expect(answer.text).not.toMatch(/Answer "damaged/);
    expect(answer.figures.length).toBeGreaterThan(3);
  });

  it("says 'promote' when asked what to promote", async () => {
    const { answer } = await askAssistant(t, "galara", "Which product should we promote this week?", admin);
    expect(answer.text.split("\n")[0]).toMatch(/^What to promote, from your messages and sales/);
    expect(answer.text).toContain("Promote the Hydra Glow Serum");
  });

  it("says there is not enough to go on rather than guessing, for a team with no data (and reads no other team's)", async () => {
    const { answer } = await askAssistant(t, "galara", "What should I post next?", empty);
    expect(answer.text).toMatch(
      /^Not enough to go on in the last 30 days \(2026-10-20 to 2026-11-18\): 0 messages and 0 products sold\./,
    );
    expect(answer.text).not.toMatch(/Hydra|Cleanser/);
  });

  it("puts an urgent message waiting for a reply in what needs attention, with no alert from the monitors", async () => {
    const { answer } = await askAssistant(t, "galara", "What needs my attention?", admin);
    expect(answer.text).toMatch(/^Urgent messages waiting for a reply: 1; Complaints today: 2;/);
    // Which one, by name: the unanswered one only.
    expect(answer.text).toContain("Urgent, waiting (quoted as written by customers):\n- @");
    expect(answer.text).toContain("(TikTok): “my order never came and you charged me twice (unread)”");
    expect(answer.text).not.toContain("(responded)");
    expect(answer.text).toContain("No alerts from the monitors.");
  });
});
