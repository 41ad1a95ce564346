import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { NOW, seedOrder, seedRevenueDay } from "./assistants-seed.test-helper";
import { askAssistant, figure } from "./assistants-team.test-helper";

let t: TestApp;
let admin: string;

/**
 * Links made on 2 and 17 November and on 1 October (outside the last 30 days), sales that
 * "did we make" could be mistaken for, and another team's links made the same days.
 */
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  const person = await t.createPerson({ email: "admin@links-count.test" });
  admin = await t.signIn(person.email, person.password);
  const other = await t.createPerson({ email: "admin@other-links-count.test" });
  const link = (teamId: string, day: string) =>
    t.db.execute(sql`insert into tracking_links (code, team_id, source, destination_url, created_at)
      values (${randomUUID().slice(0, 12)}, ${teamId}, 'instagram', 'https://shop.test/products/serum',
        ${`${day}T12:00:00Z`}::timestamptz)`);
  for (const day of ["2026-11-02", "2026-11-17", "2026-11-17", "2026-10-01"]) await link(person.teamId, day);
  for (const day of ["2026-11-02", "2026-11-17", "2026-11-18"]) await link(other.teamId, day);
  const store =
    await t.db.execute(sql`insert into integrations (team_id, platform, platform_account_id, access_token_encrypted)
    values (${person.teamId}, 'shopify', 'shop-links-count', 'x') returning id`);
  const storeId = (store as unknown as { rows: { id: string }[] }).rows[0]!.id;
  await seedOrder(t.db, person.teamId, storeId, { at: "2026-11-17T10:00:00Z", total: 120 });
  await seedRevenueDay(t.db, person.teamId, "2026-11-17", 120, 1);
}, 60_000);
afterAll(() => t?.close());

describe("Lunara counts the tracking links the team made", () => {
  it("answers 'how many tracking links did we make' with the links made, not the revenue", async () => {
    const { answer } = await askAssistant(t, "lunara", "How many tracking links did we make?", admin);
    expect(answer.tools).toEqual(["tracking_links"]);
    expect(answer.text).toBe("3 tracking links made in the last 30 days (2026-10-20 to 2026-11-18).");
    expect(figure(answer, "Tracking links made the last 30 days").value).toBe(3);
  });

  it("reads the period and the other ways of asking, counting only the team's own links", async () => {
    const asked: Array<[string, string]> = [
      ["how many links have we created this month", "3 tracking links made this month"],
      ["How many tracked links did we generate today?", "0 tracking links made today"],
      ["number of tracking links made yesterday", "2 tracking links made yesterday"],
      ["Count the links we made last month", "1 tracking link made last month"],
    ];
    for (const [question, text] of asked) {
      const { answer } = await askAssistant(t, "lunara", question, admin);
      expect(answer.tools, question).toEqual(["tracking_links"]);
      expect(answer.text, question).toMatch(new RegExp(`^${text} \\(`));
    }
  });

  it("still answers what the links or the store made in money as revenue", async () => {
    const { answer } = await askAssistant(t, "sunara", "How much did we make this month?", admin);
    expect(answer.tools).toEqual(["revenue"]);
  });
});
