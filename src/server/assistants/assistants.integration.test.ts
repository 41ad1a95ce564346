import { QUESTION_TOO_LONG } from "@shared/assistants/assistants.constants";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../test/test-app";
import { INJECTION, NOW } from "./assistants-seed.test-helper";
import { askAssistant, figure, seedAssistantsTeam } from "./assistants-team.test-helper";

let t: TestApp;
let admin: string;

beforeAll(async () => {
  ({ t, admin } = await seedAssistantsTeam(() => NOW));
}, 60_000);
afterAll(() => t?.close());

const ask = (assistant: string, question: string, cookie = admin, conversationId?: string) =>
  askAssistant(t, assistant, question, cookie, conversationId);

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
      "how much revenue did conversations bring in last week?",
      {
        "Sales credited to conversations last week": "$225.50",
        "Instagram sales last week": "$180.00",
        "TikTok sales last week": "$45.50",
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
    ["lunara", "Messages by platform today", { Messages: "13", Instagram: "10", TikTok: "3" }],
    [
      "lunara",
      "Messages today by intent",
      {
        Messages: "13",
        Complaint: "4",
        "Catch all": "4",
        Compliment: "2",
        "Purchase intent": "2",
        "Product inquiry": "1",
      },
    ],
    ["lunara", "TikTok messages last week", { Messages: "5" }],
    ["galara", "Compliments last week", { Messages: "6" }],
    ["lunara", "Instagram complaints today", { Messages: "3" }],
    ["galara", "High-intent messages waiting past SLA", { Messages: "1" }],
    ["lunara", "Shipping questions yesterday", { Messages: "1" }],
    ["galara", "Positive messages today", { Messages: "4" }],
    ["lunara", "Show messages mentioning refund", { "Matching messages": "1" }],
    ["lunara", "Show the history of @angry_anna", { Messages: "2", Complaint: "2" }],
    [
      "galara",
      "What needs my attention?",
      {
        "Urgent messages waiting for a reply": "0",
        "Complaints today": "4",
        "High-intent messages waiting past their SLA": "1",
      },
    ],
    ["galara", "Response times this week", { "SLA breaches": "1" }],
    [
      "lunara",
      "Messages by sentiment yesterday",
      { Messages: "4", Negative: "2", Neutral: "1", Positive: "1" },
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

  it("answers the everyday phrasings the chips stand for", async () => {
    const best = (await ask("sunara", "Which product sells best?")).answer;
    expect(figure(best, "Glow Serum net revenue").display).toBe("$400.00");
    expect(best.text).toMatch(/^Top products in the last 30 days:\n1\. Glow Serum: \$400\.00 \(8 units\)/);
    const focus = (await ask("galara", "What should we focus on this week?")).answer;
    expect(figure(focus, "Complaints today").display).toBe("4");
    expect(figure(focus, "High-intent messages waiting past their SLA").display).toBe("1");
  });

  it("writes counts and sentences in plain English", async () => {
    const text = async (assistant: string, question: string) => (await ask(assistant, question)).answer.text;
    expect(await text("lunara", "How many complaints today?")).toBe("4 complaints today.");
    expect(await text("galara", "High-intent messages waiting past SLA")).toBe(
      "1 high-intent message waiting past its SLA.",
    );
    // The overdue ones are listed, quoted as the customers wrote them.
    const overdue = await text("galara", "Which high-intent messages are overdue?");
    expect(overdue).toMatch(
      /^1 high-intent message waiting past its SLA\.\nLatest \(quoted as written by customers\):\n- @/,
    );
    expect(await text("lunara", "Shipping questions yesterday")).toBe(
      "1 shipping or order question yesterday.",
    );
    expect(await text("sunara", "Leads by status this month")).toBe(
      "3 leads started this month; engaged: 1; visited the site: 1; added to cart: 0; converted: 1. Revenue from these leads: $120.00.",
    );
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
    // The chat bubble shows no buttons: the text names what to try (it had ended on "these:").
    expect(answer.text).toContain("Try one of these: “Revenue last week by channel”, ");
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
