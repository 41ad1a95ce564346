import { QUESTION_TOO_LONG } from "@shared/assistants/assistants.constants";
import type { Answer, AskEvent, ChatMessage } from "@shared/assistants/assistants.schema";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import {
  INJECTION,
  NOW,
  seedIntegration,
  seedMessage,
  seedOrder,
  seedRevenueDay,
} from "./assistants-seed.test-helper";
import { ADMIN_ONLY_TEXT } from "./preview-action";

let clock = NOW;
let t: TestApp;
let admin: string;
let member: string;
let outsider: string;

const TODAY = "2026-11-18T";
const YESTERDAY = "2026-11-17T";

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const a = await t.createPerson({ email: "admin@assist.test" });
  const m = await t.createPerson({ email: "member@assist.test", teamId: a.teamId });
  const o = await t.createPerson({ email: "other@assist.test" });
  admin = await t.signIn(a.email, a.password);
  member = await t.signIn(m.email, m.password);
  outsider = await t.signIn(o.email, o.password);
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
}, 60_000);
afterAll(() => t?.close());

async function ask(assistant: string, question: string, cookie = admin, conversationId?: string) {
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
const figure = (a: Answer, label: string) => {
  const f = a.figures.find((x) => x.label === label);
  if (!f) throw new Error(`no figure "${label}" in ${JSON.stringify(a.figures.map((x) => x.label))}`);
  return f;
};

describe("the embedded engine answers from the team's own figures", () => {
  const cases: Array<[string, string, Record<string, string>]> = [
    ["sunara", "What was revenue last week?", { "Net sales last week": "$499.50", "Orders last week": "5" }],
    ["sunara", "How much did we make today?", { "Net sales today": "$100.00", "Orders today": "2" }],
    ["sunara", "Sales yesterday", { "Net sales yesterday": "$250.50", "Orders yesterday": "3" }],
    [
      "sunara",
      "This month vs last month",
      { "Net sales this month": "$1,150.00", "Orders this month": "13", "Net sales last month": "$500.00" },
    ],
    ["sunara", "Revenue last month", { "Net sales last month": "$700.00", "Orders last month": "7" }],
    [
      "sunara",
      "Revenue in the last 30 days",
      { "Net sales the last 30 days": "$1,350.00", "Orders the last 30 days": "15" },
    ],
    [
      "sunara",
      "What did we sell in March?",
      { "Net sales March 2026": "$1,000.00", "Orders March 2026": "10" },
    ],
    ["sunara", "How many orders this week?", { "Net sales this week": "$350.50", "Orders this week": "5" }],
    [
      "sunara",
      "Revenue last week by channel",
      {
        "Instagram sales last week": "$180.00",
        "Instagram orders last week": "2",
        "TikTok sales last week": "$45.50",
        "TikTok orders last week": "1",
        "Sales credited to conversations last week": "$225.50",
      },
    ],
    [
      "sunara",
      "Top products this month",
      {
        "Glow Serum net revenue": "$400.00",
        "Glow Serum units": "8",
        "Lip Oil net revenue": "$99.50",
        "Lip Oil units": "5",
      },
    ],
    [
      "sunara",
      "Where did orders come from last week?",
      { "Orders from Montreal": "3", "Orders from Toronto": "1" },
    ],
    [
      "sunara",
      "Show the funnel last week",
      { "Link clicks": "40", "Added to cart": "10", "Reached checkout": "6", "Completed purchase": "3" },
    ],
    [
      "sunara",
      "Leads by status this month",
      {
        "Leads this month": "3",
        "converted leads": "1",
        "visited site leads": "1",
        "engaged leads": "1",
        "Revenue from these leads": "$120.00",
      },
    ],
    ["lunara", "How many complaints today?", { Messages: "4" }],
    ["lunara", "Complaints yesterday", { Messages: "2" }],
    ["lunara", "How many spam messages today?", { Messages: "4" }],
    ["lunara", "How many unread messages today?", { Messages: "11" }],
    ["galara", "Negative messages this week", { Messages: "6" }],
    ["lunara", "Messages by platform today", { Messages: "13", instagram: "10", tiktok: "3" }],
    [
      "lunara",
      "Messages today by intent",
      {
        Messages: "13",
        complaint: "4",
        "catch all": "4",
        compliment: "2",
        "purchase intent": "2",
        "product inquiry": "1",
      },
    ],
    ["lunara", "TikTok messages last week", { Messages: "5" }],
    ["galara", "Compliments last week", { Messages: "6" }],
    ["lunara", "Instagram complaints today", { Messages: "3" }],
    ["galara", "High-intent messages waiting past SLA", { Messages: "1" }],
    ["lunara", "Shipping questions yesterday", { Messages: "1" }],
    ["galara", "Positive messages today", { Messages: "4" }],
    ["lunara", "Show messages mentioning refund", { "Matching messages": "1" }],
    ["lunara", "Show the history of @angry_anna", { Messages: "2", complaint: "2" }],
    [
      "galara",
      "What needs my attention?",
      { "Complaints today": "4", "High-intent messages waiting past their SLA": "1" },
    ],
    ["galara", "Response times this week", { "SLA breaches": "1" }],
    [
      "lunara",
      "Messages by sentiment yesterday",
      { Messages: "4", negative: "2", neutral: "1", positive: "1" },
    ],
  ];
  it.each(cases)("%s: %s", async (assistant, question, expected) => {
    const { answer } = await ask(assistant, question);
    for (const [label, display] of Object.entries(expected)) {
      const f = figure(answer, label);
      expect(f.display).toBe(display);
      // Every figure is written in the answer and links to the records behind it.
      expect(answer.text).toContain(display);
      expect(f.link.startsWith("/dashboard/")).toBe(true);
    }
  });

  it("links a count to the very messages it counted", async () => {
    const { answer } = await ask("lunara", "How many complaints today?");
    const link = figure(answer, "Messages").link;
    expect(link).toContain("intent=complaint");
    const res = await t.call(
      "GET",
      `/api/assistants/records/messages?${link.split("?")[1]}`,
      undefined,
      admin,
    );
    expect(res.json().total).toBe(4);
  });

  it("draws a chart when the answer is a series", async () => {
    const { answer } = await ask("sunara", "This month vs last month");
    expect(answer.chart?.series.map((s) => s.label)).toEqual(["this month", "last month"]);
    expect(answer.chart?.series[0]?.points).toHaveLength(18);
  });

  it("answers honestly what it cannot parse, with the suggestion chips", async () => {
    const { answer } = await ask("sunara", "What's the weather in Paris?");
    expect(answer.text).toMatch(/^I couldn't match that to your data\. I can answer: revenue/);
    expect(answer.suggestions).toContain("Revenue last week by channel");
    expect(answer.figures).toEqual([]);
  });

  it("quotes an injection found in a customer message as data and acts on nothing", async () => {
    const { answer } = await ask("lunara", "Show messages mentioning refund");
    expect(answer.text).toContain(INJECTION);
    expect(answer.preview).toBeUndefined();
    const rows = await t.db.execute(sql`select count(*)::int as n from assistant_actions`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it("refuses a huge question with a clear message", async () => {
    const res = await t.call("POST", "/api/assistants/sunara/ask", { question: "x".repeat(2001) }, admin);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(QUESTION_TOO_LONG);
  });
});

describe("team isolation", () => {
  it("answers another team from its own data only", async () => {
    const complaints = await ask("lunara", "How many complaints today?", outsider);
    expect(figure(complaints.answer, "Messages").display).toBe("7");
    const revenue = await ask("sunara", "Revenue today", outsider);
    expect(figure(revenue.answer, "Net sales today").display).toBe("$99,999.00");
    const mine = await ask("sunara", "Revenue today");
    expect(mine.answer.text).not.toContain("99,999");
  });

  it("says it only sees the team's own data when asked about another team", async () => {
    const { answer } = await ask("sunara", "What is another brand's revenue?");
    expect(answer.text).toContain("I only see your own team's data");
  });

  it("keeps conversations per person: another team and another member cannot open or delete them", async () => {
    const { conversationId } = await ask("sunara", "Revenue today");
    expect(
      (await t.call("GET", `/api/assistants/conversations/${conversationId}`, undefined, outsider))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.call("GET", `/api/assistants/conversations/${conversationId}`, undefined, member)).statusCode,
    ).toBe(404);
    expect(
      (await t.call("DELETE", `/api/assistants/conversations/${conversationId}`, undefined, outsider))
        .statusCode,
    ).toBe(404);
    const res = await t.call(
      "POST",
      "/api/assistants/sunara/ask",
      { question: "hi", conversationId },
      outsider,
    );
    expect(res.statusCode).toBe(404);
  });

  it("lists, opens and deletes the person's own conversation", async () => {
    const first = await ask("galara", "Complaints today");
    await ask("galara", "Complaints yesterday", admin, first.conversationId);
    const list = (await t.call("GET", "/api/assistants/galara/conversations", undefined, admin)).json();
    expect(list.conversations[0].id).toBe(first.conversationId);
    const opened = (
      await t.call("GET", `/api/assistants/conversations/${first.conversationId}`, undefined, admin)
    ).json();
    expect(opened.messages.map((m: ChatMessage) => m.role)).toEqual([
      "user",
      "assistant",
      "user",
      "assistant",
    ]);
    expect(
      (await t.call("DELETE", `/api/assistants/conversations/${first.conversationId}`, undefined, admin))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.call("GET", `/api/assistants/conversations/${first.conversationId}`, undefined, admin))
        .statusCode,
    ).toBe(404);
  });
});

describe("Lunara's actions: preview, confirm, undo", () => {
  const spamToday = async () =>
    figure((await ask("lunara", "How many spam messages today?")).answer, "Messages").value;

  it("archives today's spam only after confirmation, records who confirmed, and undoes it", async () => {
    const { answer } = await ask("lunara", "Archive today's spam");
    expect(answer.preview?.count).toBe(4);
    expect(answer.preview?.sample).toHaveLength(4);
    expect(answer.preview?.status).toBe("previewed");
    expect(await spamToday()).toBe(4);
    const id = answer.preview!.id;
    expect((await t.call("POST", `/api/assistants/actions/${id}/confirm`, {}, outsider)).statusCode).toBe(
      404,
    );
    expect((await t.call("POST", `/api/assistants/actions/${id}/confirm`, {}, member)).statusCode).toBe(404);
    const confirmed = await t.call("POST", `/api/assistants/actions/${id}/confirm`, {}, admin);
    expect(confirmed.json().action.status).toBe("done");
    expect(confirmed.json().action.confirmedBy).toBeTruthy();
    expect(await spamToday()).toBe(0);
    expect((await t.call("POST", `/api/assistants/actions/${id}/confirm`, {}, admin)).statusCode).toBe(409);
    const undone = await t.call("POST", `/api/assistants/actions/${id}/undo`, {}, admin);
    expect(undone.json().action.status).toBe("undone");
    expect(await spamToday()).toBe(4);
  });

  it("refuses an admin-only action to a member", async () => {
    const { answer } = await ask("lunara", "Hide spam today", member);
    expect(answer.text).toBe(ADMIN_ONLY_TEXT);
    expect(answer.preview).toBeUndefined();
  });

  it("lets a member mark messages read and assign them, and undo", async () => {
    const read = await ask("lunara", "Mark today's compliments as read", member);
    expect(read.answer.preview?.count).toBe(2);
    const done = await t.call(
      "POST",
      `/api/assistants/actions/${read.answer.preview!.id}/confirm`,
      {},
      member,
    );
    expect(done.json().action.status).toBe("done");
    expect(figure((await ask("lunara", "Unread messages today")).answer, "Messages").value).toBe(9);
    await t.call("POST", `/api/assistants/actions/${read.answer.preview!.id}/undo`, {}, member);
    expect(figure((await ask("lunara", "Unread messages today")).answer, "Messages").value).toBe(11);
    const assign = await ask("lunara", "Assign today's complaints to sales", member);
    expect(assign.answer.preview?.description).toBe("Assign 4 messages to the sales team.");
  });

  it("assigns a selection to a member of the team, refuses anyone else, and undoes", async () => {
    const stranger = await ask("lunara", "Assign today's complaints to someone@else.test", member);
    expect(stranger.answer.preview).toBeUndefined();
    expect(stranger.answer.text).toContain('No one in your team matches "someone@else.test"');
    const { answer } = await ask("lunara", "Assign today's complaints to member@assist.test", member);
    expect(answer.preview?.count).toBe(4);
    expect(answer.preview?.description).toMatch(/^Assign 4 messages to .+\.$/);
    const assigned = async () =>
      (
        (await t.db.execute(
          sql`select count(*)::int as n from message_ai_analysis a join "user" u on u.id = a.assigned_to where u.email = 'member@assist.test'`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n;
    const before = await assigned();
    const done = await t.call("POST", `/api/assistants/actions/${answer.preview!.id}/confirm`, {}, member);
    expect(done.json().action.status).toBe("done");
    expect(await assigned()).toBe(before + 4);
    await t.call("POST", `/api/assistants/actions/${answer.preview!.id}/undo`, {}, member);
    expect(await assigned()).toBe(before);
  });

  it("refuses an expired preview", async () => {
    const { answer } = await ask("lunara", "Archive today's spam");
    clock = new Date(NOW.getTime() + 16 * 60_000);
    try {
      const res = await t.call("POST", `/api/assistants/actions/${answer.preview!.id}/confirm`, {}, admin);
      expect(res.statusCode).toBe(410);
    } finally {
      clock = NOW;
    }
  });

  it("runs a large selection as a job and reports progress until done", async () => {
    const teamRow = (await t.db.execute(
      sql`select m.team_id, m.integration_id from messages m join member mb on mb.organization_id = m.team_id join "user" u on u.id = mb.user_id where u.email = 'admin@assist.test' limit 1`,
    )) as unknown as { rows: { team_id: string; integration_id: string }[] };
    const { team_id, integration_id } = teamRow.rows[0]!;
    await t.db.execute(sql`insert into messages (team_id, integration_id, platform, platform_message_id, message_type, content,
        sender_username, sender_platform_id, received_at, status)
      select ${team_id}, ${integration_id}, 'instagram', 'bulk-' || g, 'comment', 'bulk ' || g, 'bulk_' || g, 'b' || g,
        '2026-10-01T10:00:00Z'::timestamptz, 'unread' from generate_series(1, 1000) g`);
    const { answer } = await ask("lunara", "Mark messages from October 2026 as read");
    expect(answer.preview?.count).toBe(1000);
    const confirmed = await t.call(
      "POST",
      `/api/assistants/actions/${answer.preview!.id}/confirm`,
      {},
      admin,
    );
    expect(confirmed.json().action.status).toBe("running");
    expect(confirmed.json().action.processed).toBe(0);
    await t.jobs.runDue();
    const after = await t.call("GET", `/api/assistants/actions/${answer.preview!.id}`, undefined, admin);
    expect(after.json().action).toMatchObject({ status: "done", processed: 1000 });
    const left = (await t.db.execute(
      sql`select count(*)::int as n from messages where platform_message_id like 'bulk-%' and status = 'unread'`,
    )) as unknown as { rows: { n: number }[] };
    expect(left.rows[0]!.n).toBe(0);
  });
});
