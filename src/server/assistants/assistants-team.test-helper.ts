import type { Answer, AskEvent } from "@shared/assistants/assistants.schema";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import {
  INJECTION,
  seedIntegration,
  seedMessage,
  seedOrder,
  seedRevenueDay,
} from "./assistants-seed.test-helper";

const TODAY = "2026-11-18T";
const YESTERDAY = "2026-11-17T";

/**
 * The team the assistants' tests ask about (an admin, a member, and a person of another team), with
 * the exact messages, orders and revenue days their expected figures are counted from.
 */
export async function seedAssistantsTeam(now: () => Date) {
  const t = await createTestApp({ now });
  const a = await t.createPerson({ email: "admin@assist.test" });
  const m = await t.createPerson({ email: "member@assist.test", teamId: a.teamId });
  const o = await t.createPerson({ email: "other@assist.test" });
  const admin = await t.signIn(a.email, a.password);
  const member = await t.signIn(m.email, m.password);
  const outsider = await t.signIn(o.email, o.password);
  const db = t.db;
  const ig = await seedIntegration(db, a.teamId);
  const days: Array<[string, number, number, number?, number?]> = [
    ["2026-11-18", 100, 2],
    ["2026-11-17", 250.5, 3],
    ["2026-11-10", 400, 4, 225.5, 3],
    ["2026-11-14", 99.5, 1],
    ["2026-11-02", 300, 3],
    ["2026-10-05", 500, 5],
    ["2026-10-25", 200, 2],
    ["2026-03-15", 1000, 10],
  ];
  for (const [day, net, n, attr, attrN] of days) await seedRevenueDay(db, a.teamId, day, net, n, attr, attrN);
  await db.execute(sql`insert into product_sales_days (team_id, day, product_key, product_title, net_revenue, units) values
    (${a.teamId}, '2026-11-10', 'p1', 'Glow Serum', 300, 6), (${a.teamId}, '2026-11-14', 'p2', 'Lip Oil', 99.5, 5),
    (${a.teamId}, '2026-11-02', 'p1', 'Glow Serum', 100, 2)`);
  await db.execute(sql`insert into location_days (team_id, day, location, orders_count) values
    (${a.teamId}, '2026-11-10', 'Montreal', 3), (${a.teamId}, '2026-11-10', 'Toronto', 1)`);
  await db.execute(sql`insert into funnel_days (team_id, day, link_clicks, added_to_cart, reached_checkout)
    values (${a.teamId}, '2026-11-10', 40, 10, 6)`);
  await db.execute(sql`insert into leads (team_id, instagram_username, total_orders, attributed_revenue, created_at) values
    (${a.teamId}, 'buyer', 1, 120, '2026-11-12T10:00:00Z')`);
  await db.execute(sql`insert into leads (team_id, instagram_username, message_count, click_count, created_at) values
    (${a.teamId}, 'clicker', 1, 1, '2026-11-12T10:00:00Z'), (${a.teamId}, 'talker', 1, 0, '2026-11-12T10:00:00Z')`);

  const seed = (m: Parameters<typeof seedMessage>[3]) => seedMessage(db, a.teamId, ig, m);
  await seed({
    at: `${TODAY}09:00:00Z`,
    platform: "instagram",
    intent: "complaint",
    sentiment: "negative",
    sender: "angry_anna",
  });
  await seed({
    at: `${TODAY}09:05:00Z`,
    platform: "instagram",
    intent: "complaint",
    sentiment: "negative",
    sender: "angry_anna",
  });
  await seed({ at: `${TODAY}09:10:00Z`, platform: "instagram", intent: "complaint", sentiment: "negative" });
  await seed({
    at: `${TODAY}09:15:00Z`,
    platform: "tiktok",
    intent: "complaint",
    sentiment: "negative",
    status: "read",
  });
  await seed({
    at: `${TODAY}08:00:00Z`,
    platform: "instagram",
    intent: "complaint",
    sentiment: "negative",
    status: "filtered",
  });
  for (const minute of ["10", "11"])
    await seed({
      at: `${TODAY}10:${minute}:00Z`,
      platform: "instagram",
      intent: "compliment",
      sentiment: "positive",
    });
  for (const minute of ["20", "21", "22", "23"])
    await seed({
      at: `${TODAY}11:${minute}:00Z`,
      platform: "instagram",
      intent: "catch_all",
      sentiment: "neutral",
      spam: true,
    });
  const igBuyer = await seed({
    at: `${TODAY}12:00:00Z`,
    platform: "tiktok",
    intent: "purchase_intent",
    sentiment: "positive",
    confidence: 0.9,
    overdue: true,
  });
  await seed({
    at: `${TODAY}12:30:00Z`,
    platform: "tiktok",
    intent: "purchase_intent",
    sentiment: "positive",
    confidence: 0.9,
  });
  await seed({
    at: `${TODAY}13:00:00Z`,
    platform: "instagram",
    intent: "product_inquiry",
    sentiment: "neutral",
    status: "responded",
    content: `Love it. ${INJECTION}`,
  });
  for (const hour of ["09", "10"])
    await seed({
      at: `${YESTERDAY}${hour}:00:00Z`,
      platform: "instagram",
      intent: "complaint",
      sentiment: "negative",
      status: "read",
    });
  await seed({
    at: `${YESTERDAY}11:00:00Z`,
    platform: "instagram",
    intent: "shipping_orders",
    sentiment: "neutral",
    content: "where is my order #1234",
  });
  await seed({
    at: `${YESTERDAY}12:00:00Z`,
    platform: "tiktok",
    intent: "greeting",
    sentiment: "positive",
    status: "responded",
  });
  const ttFan: string[] = [];
  for (const day of ["10", "11", "12", "13", "15"])
    ttFan.push(
      await seed({
        at: `2026-11-${day}T10:00:00Z`,
        platform: "tiktok",
        intent: "compliment",
        sentiment: "positive",
        status: "read",
      }),
    );
  const igFan = await seed({
    at: "2026-11-09T10:00:00Z",
    platform: "instagram",
    intent: "compliment",
    sentiment: "positive",
    status: "read",
  });
  await seedOrder(db, a.teamId, ig, { at: "2026-11-10T12:00:00Z", total: 120, messageId: igFan });
  await seedOrder(db, a.teamId, ig, {
    at: "2026-11-11T12:00:00Z",
    total: 80,
    refunded: 20,
    messageId: igFan,
  });
  await seedOrder(db, a.teamId, ig, { at: "2026-11-12T12:00:00Z", total: 45.5, messageId: ttFan[0] });
  await seedOrder(db, a.teamId, ig, { at: "2026-11-13T12:00:00Z", total: 200 });
  void igBuyer;

  const igB = await seedIntegration(db, o.teamId);
  for (let i = 0; i < 7; i++)
    await seedMessage(db, o.teamId, igB, {
      at: `${TODAY}09:0${i}:00Z`,
      platform: "instagram",
      intent: "complaint",
      sentiment: "negative",
    });
  await seedRevenueDay(db, o.teamId, "2026-11-18", 99999, 99);
  return { t, admin, member, outsider };
}

/** Asks an assistant over HTTP and reads its streamed events; the answer is in the last one. */
export async function askAssistant(
  t: TestApp,
  assistant: string,
  question: string,
  cookie: string,
  conversationId?: string,
) {
  const res = await t.call(
    "POST",
    `/api/assistants/${assistant}/ask`,
    { question, ...(conversationId ? { conversationId } : {}) },
    cookie,
  );
  expect(res.statusCode, res.body).toBe(200);
  const events = res.body
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as AskEvent);
  const done = events.find((e) => e.type === "done") as Extract<AskEvent, { type: "done" }>;
  expect(events[0]?.type).toBe("thinking");
  return { answer: done.message.answer as Answer, conversationId: done.conversationId, events };
}
export const figure = (a: Answer, label: string) => {
  const f = a.figures.find((x) => x.label === label);
  if (!f) throw new Error(`no figure "${label}" in ${JSON.stringify(a.figures.map((x) => x.label))}`);
  return f;
};
