import type { Answer } from "@shared/assistants/assistants.schema";
import type { RecordsResponse } from "@shared/assistants/message-filter";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { NOW, seedIntegration, seedMessage } from "./assistants-seed.test-helper";
import { askAssistant, figure } from "./assistants-team.test-helper";

let t: TestApp;
let admin: string;

/** What customers wrote, as the analysis read it (day of November 2026, intent, sentiment). */
type Said = [day: number, content: string, intent: string, sentiment: "positive" | "neutral" | "negative"];
const COMPLAINTS: Said[] = [
  [17, "my glow serum arrived leaking everywhere, so disappointed", "complaint", "negative"],
  [16, "the Glow Serum broke me out, I want a refund", "complaint", "negative"],
  [15, "package still hasnt arrived after 2 weeks", "complaint", "negative"],
  [14, "the lip oil cap was cracked when it came", "complaint", "negative"],
  [12, "got the wrong shade of lip oil, ordered Cocoa", "complaint", "negative"],
  // French and Spanish customers, outside both weeks of the sentiment answer below.
  [2, "mon colis n'est toujours pas arrivé après 3 semaines", "complaint", "negative"],
  [1, "el frasco llegó roto y todo derramado", "complaint", "negative"],
];
const OTHERS: Said[] = [
  [17, "does the lip oil come in a darker shade?", "product_inquiry", "neutral"],
  [16, "is the lip oil vegan?", "product_inquiry", "neutral"],
  [13, "obsessed with the lip oil!!", "compliment", "positive"],
];

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  const a = await t.createPerson({ email: "admin@topics.test" });
  admin = await t.signIn(a.email, a.password);
  const other = await t.createPerson({ email: "other@topics.test" });
  for (const team of [a.teamId, other.teamId]) {
    const ig = await seedIntegration(t.db, team);
    await t.db.execute(sql`insert into products (team_id, integration_id, shopify_product_id, title, handle, status)
      values (${team}, ${ig}, 'p-serum', 'Glow Serum', 'glow-serum', 'active'),
             (${team}, ${ig}, 'p-oil', 'Cocoa Lip Oil', 'cocoa-lip-oil', 'active'),
             (${team}, ${ig}, 'p-cream', 'Barrier Cream', 'barrier-cream', 'active')`);
    // The other team's customers say the same: none of it is counted for this team.
    const said = team === a.teamId ? [...COMPLAINTS, ...OTHERS] : COMPLAINTS;
    for (const [day, content, intent, sentiment] of said)
      await seedMessage(t.db, team, ig, {
        at: `2026-11-${String(day).padStart(2, "0")}T10:00:00Z`,
        platform: "instagram",
        intent,
        sentiment,
        content,
      });
    // Sentiment over the last 7 days (12 to 18 November) against the 7 before: 12 more messages in
    // each, 6 of them negative now and 2 before.
    if (team === a.teamId)
      for (let i = 0; i < 24; i++)
        await seedMessage(t.db, team, ig, {
          at: `2026-11-${String(i < 12 ? 12 + (i % 7) : 5 + (i % 7)).padStart(2, "0")}T08:00:00Z`,
          platform: "tiktok",
          intent: "catch_all",
          sentiment: i < 12 ? (i < 6 ? "negative" : "neutral") : i < 14 ? "negative" : "neutral",
          content: `filler ${i}`,
        });
  }
});
afterAll(async () => t.close());

/** The records a figure's link lists: exactly the messages it counted. */
async function recordsOf(link: string) {
  const res = await t.call("GET", `/api/assistants/records/messages?${link.split("?")[1]}`, undefined, admin);
  expect(res.statusCode).toBe(200);
  return res.json() as RecordsResponse;
}

describe("what customers' messages are about", () => {
  it("answers 'how many complaints ..., and what are they about?' with the count and the topics", async () => {
    const { answer } = await askAssistant(
      t,
      "sunara",
      "How many complaints did we get in the last 30 days, and what are they about?",
      admin,
    );
    expect(answer.text).toContain("7 complaints");
    expect(figure(answer, "Damaged or leaking").value).toBe(3);
  });

  it("names the complaints' topics and products, each figure linking to exactly its messages", async () => {
    const { answer } = await askAssistant(t, "galara", "What are customers complaining about?", admin);
    expect(figure(answer, "Messages").value).toBe(COMPLAINTS.length);
    expect(answer.text).toContain("7 complaints in the last 30 days");
    const damaged = figure(answer, "Damaged or leaking");
    expect(damaged.value).toBe(3);
    expect((await recordsOf(damaged.link)).messages.map((m) => m.content).sort()).toEqual([
      "el frasco llegó roto y todo derramado",
      "my glow serum arrived leaking everywhere, so disappointed",
      "the lip oil cap was cracked when it came",
    ]);
    // "arrived leaking" is no late delivery; "hasnt arrived" is, without its apostrophe.
    const late = figure(answer, "Late or missing delivery");
    expect((await recordsOf(late.link)).messages.map((m) => m.content)).toEqual([
      "package still hasnt arrived after 2 weeks",
      "mon colis n'est toujours pas arrivé après 3 semaines",
    ]);
    expect(figure(answer, "Skin reaction").value).toBe(1);
    expect(figure(answer, "Wrong or missing item").value).toBe(1);
    // The products named: the serum by its whole title, the lip oil by two of its title's words.
    const serum = figure(answer, "Glow Serum mentions");
    const oil = figure(answer, "Cocoa Lip Oil mentions");
    expect([serum.value, oil.value]).toEqual([2, 2]);
    const serumRecords = await recordsOf(serum.link);
    expect(serumRecords.total).toBe(2);
    expect(serumRecords.product_title).toBe("Glow Serum");
    // Another team's product in the link names nothing here and lists none of its messages.
    const [theirs] = (
      (await t.db.execute(
        sql`select p.id from products p join organization o on o.id = p.team_id
          join member mb on mb.organization_id = o.id join "user" u on u.id = mb.user_id
          where u.email = 'other@topics.test' and p.title = 'Glow Serum'`,
      )) as unknown as { rows: { id: string }[] }
    ).rows;
    const foreign = await recordsOf(serum.link.replace(/product=[^&]+/, `product=${theirs!.id}`));
    expect(foreign).toMatchObject({ total: 0, product_title: null });
    expect(answer.figures.some((f) => f.label === "Barrier Cream mentions")).toBe(false);
    expect(answer.text).toMatch(/Damaged or leaking: 3/);
    // Counted in the engine, listed by the records' filter in SQL: every figure agrees with its list.
    for (const f of answer.figures) expect((await recordsOf(f.link)).total, f.label).toBe(f.value);
  });

  it("ranks the products customers ask about, over every message but spam", async () => {
    const { answer } = await askAssistant(
      t,
      "sunara",
      "Which product do customers ask about the most?",
      admin,
    );
    const text = answer.text.split("\n");
    expect(text[1]).toBe("Products named most:");
    expect(text[2]).toBe("1. Cocoa Lip Oil: 5 messages");
    expect(text[3]).toBe("2. Glow Serum: 2 messages");
  });

  it("counts a product named by two of its title's words near each other, not by words far apart", async () => {
    const c = await t.createPerson({ email: "near@topics.test" });
    const cookie = await t.signIn(c.email, c.password);
    const ig = await seedIntegration(t.db, c.teamId);
    await t.db.execute(sql`insert into products (team_id, integration_id, shopify_product_id, title, handle, status)
      values (${c.teamId}, ${ig}, 'p-hydra', 'Hydra Glow Serum', 'hydra-glow-serum', 'active'),
             (${c.teamId}, ${ig}, 'p-ret', 'Retinal Night Renewal Serum', 'retinal-serum', 'active')`);
    for (const content of [
      "Is the Hydra Glow serum safe to use with retinal?",
      "can i layer the retinal serum over hydra glow",
      "love the glow serum",
    ])
      await seedMessage(t.db, c.teamId, ig, {
        at: "2026-11-17T10:00:00Z",
        platform: "instagram",
        intent: "product_inquiry",
        sentiment: "neutral",
        content,
      });
    const { answer } = await askAssistant(
      t,
      "sunara",
      "Which product do customers ask about the most?",
      cookie,
    );
    const lines = answer.text.split("\n");
    expect(lines.slice(1, 4)).toEqual([
      "Products named most:",
      "1. Hydra Glow Serum: 3 messages",
      "2. Retinal Night Renewal Serum: 1 message",
    ]);
    // The records behind each figure are the messages it counted.
    for (const f of answer.figures.filter((x) => x.label.endsWith(" mentions"))) {
      const res = await t.call(
        "GET",
        `/api/assistants/records/messages?${f.link!.split("?")[1]}`,
        undefined,
        cookie,
      );
      expect((res.json() as RecordsResponse).total, f.label).toBe(f.value);
    }
  });

  it("reads 'complaints about the lip oils' as the complaints that name the product", async () => {
    const { answer } = await askAssistant(t, "lunara", "Show complaints about the lip oils", admin);
    expect(answer.text.split("\n")[0]).toBe("2 messages name the Cocoa Lip Oil.");
    const listed = await recordsOf(figure(answer, "Matching messages").link);
    expect(listed.messages.map((m) => m.content).sort()).toEqual([
      "got the wrong shade of lip oil, ordered Cocoa",
      "the lip oil cap was cracked when it came",
    ]);
  });

  it("says how sentiment moved against the week before, with a chart of each day", async () => {
    const { answer } = await askAssistant(t, "galara", "Is sentiment getting worse?", admin);
    const a = answer as Answer;
    // The 12 fillers and the 8 messages above (12 to 17 November), against the 12 fillers before.
    expect(figure(a, "Messages the last 7 days").value).toBe(12 + 8);
    expect(figure(a, "negative the last 7 days").value).toBe(6 + 5);
    expect(figure(a, "Messages the period before").value).toBe(12);
    expect(figure(a, "negative the period before").value).toBe(2);
    expect(a.text).toMatch(/More negative: the negative share is up \d+(\.\d)? points\./);
    expect(a.chart?.series.map((s) => s.label)).toEqual(["Negative", "Positive"]);
    expect(a.chart?.series[0]?.points).toHaveLength(7);
    // Each figure lists what it counted.
    expect((await recordsOf(figure(a, "negative the period before").link)).total).toBe(2);
  });
});
