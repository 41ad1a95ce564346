import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { NOW, seedIntegration, seedMessage } from "./assistants-seed.test-helper";
import { askAssistant, figure } from "./assistants-team.test-helper";

let t: TestApp;
let admin: string;

/**
 * Today's unread: Maya's DM conversation of three messages, Leo's one DM, two comments and a spam
 * comment (seven messages); and one read comment. The inbox lists four unread items.
 */
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  const person = await t.createPerson({ email: "admin@inbox-count.test" });
  admin = await t.signIn(person.email, person.password);
  const ig = await seedIntegration(t.db, person.teamId);
  const seed = (at: string, sender: string, extra: { spam?: boolean; status?: string } = {}) =>
    seedMessage(t.db, person.teamId, ig, {
      at: `2026-11-18T${at}:00Z`,
      platform: "instagram",
      intent: "product_inquiry",
      sentiment: "neutral",
      sender,
      ...extra,
    });
  const dms = [
    await seed("09:00", "maya"),
    await seed("09:05", "maya"),
    await seed("09:10", "maya"),
    await seed("10:00", "leo"),
  ];
  await t.db.execute(
    sql`update messages set message_type = 'dm' where id in (${sql.join(
      dms.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  await seed("11:00", "ava");
  await seed("11:30", "ben");
  await seed("12:00", "bot", { spam: true });
  await seed("12:30", "cleo", { status: "read" });
}, 60_000);
afterAll(() => t?.close());

describe("Lunara's unread count and the inbox's", () => {
  it("gives the inbox's count of list items beside the messages, and says what each counts", async () => {
    const inbox = await t.call("GET", "/api/inbox/messages", undefined, admin);
    expect(inbox.json().counters.unread).toBe(4);

    const { answer } = await askAssistant(t, "lunara", "How many unread messages?", admin);
    expect(figure(answer, "Messages").display).toBe("7");
    // The walk saw "84 unread messages today" beside a smaller Unread in the inbox, unexplained.
    expect(figure(answer, "Inbox items").value).toBe(inbox.json().counters.unread);
    expect(answer.text).toBe(
      "7 unread messages. The inbox counts list items, not messages: 4 items, as a DM conversation is one item and spam has its own tab.",
    );
    const today = await askAssistant(t, "lunara", "How many unread messages today?", admin);
    expect(today.answer.text).toMatch(
      /^7 unread messages today\. The inbox counts list items, not messages: 4 items/,
    );
  });

  it("says nothing more when the inbox would count the same", async () => {
    await t.db.execute(sql`update message_ai_analysis set normalized_intent = 'complaint'
      where message_id = (select id from messages where sender_username = 'ava')`);
    const { answer } = await askAssistant(t, "lunara", "How many complaints today?", admin);
    expect(answer.text).toBe("1 complaint today.");
    expect(answer.figures.map((f) => f.label)).toEqual(["Messages"]);
  });
});
