import { describe, expect, it } from "vitest";
import { messagesPhrase } from "../answer-words";
import { bulkReplyTemplate } from "../bulk-reply";
import { parseQuestion } from "./parse-question";

const NOW = new Date("2026-11-18T15:00:00.000Z");
const TODAY = { from: "2026-11-18T00:00:00.000Z", to: "2026-11-19T00:00:00.000Z" };

describe("Lunara's reply and link phrasings", () => {
  it("reads the selection before the reply's words and keeps the words as written", () => {
    expect(
      parseQuestion(
        "Reply to today's shipping questions with: Hi {first_name}, it ships TODAY.",
        "lunara",
        NOW,
      ),
    ).toMatchObject({
      kind: "reply",
      filter: { ...TODAY, intent: "shipping_orders" },
      template: "Hi {first_name}, it ships TODAY.",
    });
    // "today" inside the reply does not make the selection today's.
    const each = parseQuestion(
      "Send each unanswered purchase question a reply saying It's back today!",
      "lunara",
      NOW,
    );
    expect(each).toMatchObject({ kind: "reply", template: "It's back today!" });
    expect(each.kind === "reply" && each.filter).toEqual({ intent: "purchase_intent", answered: "no" });
    expect(parseQuestion("Answer yesterday's complaints: sorry!", "lunara", NOW)).toMatchObject({
      kind: "reply",
      filter: { intent: "complaint" },
      template: "sorry!",
    });
  });

  it("reads a tracking link's target, by product name or store URL", () => {
    expect(
      parseQuestion("Make tracking links for today's purchase-intent messages to Glow Serum", "lunara", NOW),
    ).toMatchObject({
      kind: "links",
      filter: { ...TODAY, intent: "purchase_intent" },
      target: "Glow Serum",
    });
    expect(
      parseQuestion(
        "generate tracking links for today's complaints to https://shop.test/pages/Sale",
        "lunara",
        NOW,
      ),
    ).toMatchObject({
      kind: "links",
      filter: { intent: "complaint" },
      target: "https://shop.test/pages/Sale",
    });
    expect(parseQuestion("create tracked links for today's complaints", "lunara", NOW)).toMatchObject({
      kind: "links",
      target: "",
    });
  });

  it("reads a tracking-link order in the orders and words a social media manager types", () => {
    const QUESTIONS = { ...TODAY, intent: "product_inquiry" };
    const ASKED_ABOUT = (term: string) => ({ ...TODAY, search: term });
    const orders: Array<[string, Record<string, string>, string, boolean]> = [
      // The walk's order: the product first, then the selection.
      [
        "Generate tracking links for the Vitamin C Serum for today's product questions",
        QUESTIONS,
        "Vitamin C Serum",
        false,
      ],
      [
        "make tracking links for the vitamin c serum for today's product questions",
        QUESTIONS,
        "vitamin c serum",
        false,
      ],
      ["Create tracking links to Glow Serum for today's product questions", QUESTIONS, "Glow Serum", false],
      [
        "Generate Vitamin C Serum tracking links for today's product questions",
        QUESTIONS,
        "Vitamin C Serum",
        false,
      ],
      [
        "make tracking links for today's product questions for the vitamin c serum",
        QUESTIONS,
        "vitamin c serum",
        false,
      ],
      [
        "make tracking links for product questions to the Vitamin C Serum today",
        QUESTIONS,
        "Vitamin C Serum",
        false,
      ],
      [
        "Tracking links for today's product questions to Vitamin C Serum",
        QUESTIONS,
        "Vitamin C Serum",
        false,
      ],
      ["Link today's product questions to the Vitamin C Serum", QUESTIONS, "Vitamin C Serum", false],
      [
        "Can you make links to the Lip Oil for today’s product questions, please?",
        QUESTIONS,
        "Lip Oil",
        false,
      ],
      [
        "Make a tracking link to the Vitamin C Serum for everyone who asked a product question today",
        QUESTIONS,
        "Vitamin C Serum",
        false,
      ],
      // "it" is the product: the people who asked about it are the messages naming it.
      ["send the lip oil link to everyone who asked about it today", ASKED_ABOUT("lip oil"), "lip oil", true],
      [
        "give everyone who asked about the Lip Oil today a tracking link",
        ASKED_ABOUT("Lip Oil"),
        "Lip Oil",
        true,
      ],
      [
        "make tracking links for everyone who asked about the lip oil today",
        ASKED_ABOUT("lip oil"),
        "lip oil",
        false,
      ],
      [
        "get me tracking links for the Lip Oil for people asking for it today",
        ASKED_ABOUT("Lip Oil"),
        "Lip Oil",
        false,
      ],
      // A "for" inside the product's name stays in the name.
      [
        "make tracking links for today's product questions to the Made for You Kit",
        QUESTIONS,
        "Made for You Kit",
        false,
      ],
    ];
    for (const [order, filter, target, send] of orders) {
      const plan = parseQuestion(order, "lunara", NOW);
      expect(plan, order).toMatchObject({ kind: "links", target, send });
      expect(plan.kind === "links" && plan.filter, order).toEqual(filter);
    }
    expect(
      parseQuestion(
        "I need tracking links to https://glow.myshopify.com/pages/sale for this week's Instagram complaints",
        "lunara",
        NOW,
      ),
    ).toMatchObject({
      kind: "links",
      filter: { intent: "complaint", platform: "instagram", from: "2026-11-16T00:00:00.000Z" },
      target: "https://glow.myshopify.com/pages/sale",
    });
  });

  it("does not read questions about links, or a reply that mentions one, as an order for links", () => {
    expect(parseQuestion("link clicks this week", "lunara", NOW).kind).not.toBe("links");
    expect(
      parseQuestion("send a reply to today's complaints saying here's the link", "lunara", NOW),
    ).toMatchObject({ kind: "reply", template: "here's the link" });
  });

  it("leaves other assistants' questions alone", () => {
    expect(parseQuestion("Reply to today's complaints with: hi", "sunara", NOW).kind).not.toBe("reply");
  });
});

describe("a bulk reply's template", () => {
  it("greets by first name when the person named no one, and refuses slots it cannot fill", () => {
    expect(bulkReplyTemplate("“Thanks, it ships Monday.”")).toBe("Hi {first_name}, Thanks, it ships Monday.");
    expect(bulkReplyTemplate("Hey there! It ships Monday.")).toBe("Hey {first_name}! It ships Monday.");
    expect(bulkReplyTemplate("Thanks {handle}!")).toBe("Thanks {handle}!");
    expect(() => bulkReplyTemplate("Here: {{tracking_link}}")).toThrow("isn't one of them");
    expect(() => bulkReplyTemplate("  ")).toThrow("Write the reply");
  });
});

describe("everyday phrasings", () => {
  it("reads 'anything I should worry about today?' as what needs attention", () => {
    for (const q of ["anything i should worry about today?", "what's urgent?", "where should I start today?"])
      expect(parseQuestion(q, "galara", NOW).kind, q).toBe("attention");
  });

  it("reads revenue 'from conversations' as the sales credited to them", () => {
    const plan = parseQuestion("how much revenue did conversations bring in this week?", "sunara", NOW);
    expect(plan).toMatchObject({ kind: "revenue", conversations: true, byChannel: true });
    expect(parseQuestion("revenue this week", "sunara", NOW)).toMatchObject({ conversations: false });
  });
});

describe("questions asked in other words", () => {
  it("reads the best seller, however it is asked, as the top products", () => {
    for (const q of [
      "Which product sells best?",
      "What's our best seller?",
      "best-selling product this month",
      "What sells most?",
      "top product last week",
      "Which items sold the most?",
      "our bestsellers",
    ])
      expect(parseQuestion(q, "sunara", NOW).kind, q).toBe("top_products");
    // Revenue and orders stay revenue.
    expect(parseQuestion("How much did we sell this week?", "sunara", NOW).kind).toBe("revenue");
    expect(parseQuestion("Revenue last week by channel", "sunara", NOW).kind).toBe("revenue");
  });

  it("reads what to focus on, the priorities and what needs attention as what needs attention", () => {
    for (const q of [
      "What should we focus on this week?",
      "What should I focus on today?",
      "priorities this week",
      "What needs attention?",
      "what should we prioritize?",
    ])
      expect(parseQuestion(q, "galara", NOW).kind, q).toBe("attention");
    // A message's priority is still a count of messages.
    expect(parseQuestion("How many high priority messages today?", "galara", NOW).kind).not.toBe("attention");
  });
});

describe("how many tracking links were made", () => {
  it("reads the count of links made, in the words people ask it, not the revenue 'made'", () => {
    for (const [q, label] of [
      ["how many tracking links did we make", "the last 30 days"],
      ["How many tracking links did we make?", "the last 30 days"],
      ["how many links have we created this month", "this month"],
      ["How many tracked links did we generate last week?", "last week"],
      ["number of tracking links made today", "today"],
      ["how many links were made yesterday", "yesterday"],
      ["tracking links created this month", "this month"],
      ["Count the links we made last month", "last month"],
    ] as const) {
      for (const assistant of ["lunara", "sunara", "galara"] as const)
        expect(parseQuestion(q, assistant, NOW), `${assistant}: ${q}`).toMatchObject({
          kind: "tracking_links",
          period: { label },
        });
    }
  });

  it("leaves what links or the store made in money, and an order for links, as they were", () => {
    expect(parseQuestion("what revenue did tracking links make", "sunara", NOW).kind).toBe("revenue");
    expect(parseQuestion("how many orders came from tracking links", "sunara", NOW).kind).toBe("revenue");
    expect(parseQuestion("How much did we make this month?", "sunara", NOW).kind).toBe("revenue");
    expect(parseQuestion("how many orders did we make", "sunara", NOW).kind).toBe("revenue");
    expect(parseQuestion("how many link clicks this week", "lunara", NOW).kind).not.toBe("tracking_links");
    // The funnel counts the clicks (it had been "I couldn't match that").
    for (const q of ["how many link clicks this week", "how many people clicked our links today"])
      expect(parseQuestion(q, "sunara", NOW).kind, q).toBe("funnel");
    expect(
      parseQuestion("make tracking links for today's complaints to Glow Serum", "lunara", NOW).kind,
    ).toBe("links");
  });
});

describe("a selection named in the answer", () => {
  const named = (q: string, n: number) => {
    const plan = parseQuestion(q, "galara", NOW);
    if (plan.kind !== "inbox_counts") throw new Error(`${q}: ${plan.kind}`);
    return messagesPhrase(plan.what, n);
  };

  it("uses the intent's own noun, agreeing with the count", () => {
    expect(named("How many complaints this week?", 6)).toBe("complaints");
    expect(named("How many complaints this week?", 1)).toBe("complaint");
    expect(named("Shipping questions yesterday", 1)).toBe("shipping or order question");
    expect(named("Instagram complaints today", 3)).toBe("Instagram complaints");
  });

  it("puts the describing words before the noun and the SLA after it", () => {
    expect(named("High-intent messages waiting past SLA", 0)).toBe(
      "high-intent messages waiting past their SLA",
    );
    expect(named("High-intent messages waiting past SLA", 1)).toBe(
      "high-intent message waiting past its SLA",
    );
    expect(named("negative instagram messages unanswered", 2)).toBe("unanswered negative Instagram messages");
    expect(named("How many messages today?", 1)).toBe("message");
  });
});

describe("questions a first-week walk asked that had been answered with another figure", () => {
  it("reads top N products, the average order value, and waiting as not answered yet", () => {
    expect(parseQuestion("What are our top 3 products by sales?", "sunara", NOW).kind).toBe("top_products");
    expect(parseQuestion("What is our average order value?", "sunara", NOW)).toMatchObject({
      kind: "revenue",
      average: true,
    });
    expect(parseQuestion("What's our AOV?", "sunara", NOW)).toMatchObject({ kind: "revenue", average: true });
    // Every complaint still waiting for a reply, not only those past their SLA.
    const waiting = parseQuestion("How many complaints are waiting for a reply?", "lunara", NOW);
    expect(waiting).toMatchObject({ kind: "inbox_counts", filter: { intent: "complaint", answered: "no" } });
    expect(waiting.kind === "inbox_counts" && waiting.filter.overdue).toBeUndefined();
    expect(parseQuestion("High-intent messages waiting past SLA", "galara", NOW)).toMatchObject({
      filter: { highIntent: "yes", overdue: "yes" },
    });
  });

  it("lists the messages a question asks for, rather than a summary or response times", () => {
    expect(parseQuestion("Are there any crisis messages I should know about?", "galara", NOW)).toMatchObject({
      kind: "inbox_counts",
      filter: { urgency: "crisis" },
      list: true,
    });
    expect(parseQuestion("Which messages are overdue on SLA?", "galara", NOW)).toMatchObject({
      kind: "inbox_counts",
      filter: { overdue: "yes" },
      list: true,
    });
    expect(parseQuestion("What needs my attention?", "galara", NOW).kind).toBe("attention");
  });
});

describe("questions about what messages say and how sentiment moves", () => {
  const LAST_30 = { from: "2026-10-20T00:00:00.000Z", to: "2026-11-19T00:00:00.000Z" };
  it("reads what customers complain or ask about as their topics, over the last 30 days unless a period is named", () => {
    for (const q of [
      "What are customers complaining about?",
      "Which complaints keep coming up?",
      "What are the most common complaints?",
    ])
      expect(parseQuestion(q, "galara", NOW), q).toMatchObject({
        kind: "topics",
        focus: "topics",
        filter: { ...LAST_30, intent: "complaint", spam: "no" },
      });
    // "unhappy" selects the negative messages, whatever their intent.
    expect(parseQuestion("why are customers unhappy", "galara", NOW)).toMatchObject({
      kind: "topics",
      filter: { ...LAST_30, sentiment: "negative", spam: "no" },
    });
    expect(parseQuestion("What are customers asking about this week?", "sunara", NOW)).toMatchObject({
      kind: "topics",
      period: { label: "this week" },
      filter: { spam: "no" },
    });
    for (const q of [
      "Which product do customers ask about the most?",
      "Which products get the most complaints?",
      "most mentioned products",
    ])
      expect(parseQuestion(q, "sunara", NOW), q).toMatchObject({ kind: "topics", focus: "products" });
  });

  it("reads 'complaints about the glow serum' as a search for it among complaints", () => {
    expect(parseQuestion("Show complaints about the glow serum", "lunara", NOW)).toMatchObject({
      kind: "search",
      term: "glow serum",
      filter: { intent: "complaint", search: "glow serum" },
    });
  });

  it("reads how sentiment moves as this period against the one before, a week unless named", () => {
    for (const q of [
      "Is sentiment getting worse?",
      "how is sentiment trending",
      "are customers getting angrier?",
    ])
      expect(parseQuestion(q, "galara", NOW), q).toMatchObject({
        kind: "sentiment_trend",
        period: { start: "2026-11-12", end: "2026-11-18" },
      });
    expect(parseQuestion("How has sentiment changed this month?", "sunara", NOW)).toMatchObject({
      kind: "sentiment_trend",
      period: { label: "this month" },
    });
  });

  it("reads 'how much did Instagram bring' as the sales credited to conversations", () => {
    expect(parseQuestion("How much revenue did Instagram bring this month?", "sunara", NOW)).toMatchObject({
      kind: "revenue",
      conversations: true,
    });
  });
});
