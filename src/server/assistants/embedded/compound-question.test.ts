import { describe, expect, it } from "vitest";
import { compoundPlans, joinAnswers } from "./compound-question";

const NOW = new Date("2026-11-18T15:00:00.000Z");

describe("a message that asks two things", () => {
  it("reads each question, and asks a later one of the period an earlier one named", () => {
    const plans = compoundPlans(
      "How many messages did we get this week and what was our revenue?",
      "sunara",
      NOW,
    );
    expect(plans?.map((p) => p.kind)).toEqual(["inbox_counts", "revenue"]);
    const revenue = plans?.[1];
    expect(revenue?.kind === "revenue" && revenue.period.label).toBe("this week");
    expect(
      compoundPlans(
        "What were sales yesterday? Also which products sold best last week?",
        "sunara",
        NOW,
      )?.map((p) => p.kind),
    ).toEqual(["revenue", "top_products"]);
  });

  it("reads a later 'what are they about?' as the topics of what the first question counted", () => {
    const plans = compoundPlans(
      "How many complaints did we get today, and what are they about?",
      "sunara",
      NOW,
    );
    expect(plans?.map((p) => p.kind)).toEqual(["inbox_counts", "topics"]);
    expect(plans?.[1]).toMatchObject({
      kind: "topics",
      period: { label: "today" },
      filter: { intent: "complaint" },
    });
  });

  it("reads one question as one, and never splits an action", () => {
    expect(compoundPlans("How many comments and DMs did we get today?", "lunara", NOW)).toBeNull();
    expect(compoundPlans("Revenue today by channel", "sunara", NOW)).toBeNull();
    // The same question asked twice over is one question.
    expect(compoundPlans("what needs my attention and what should i focus on?", "galara", NOW)).toBeNull();
    expect(compoundPlans("Archive today's spam and how many complaints came in?", "lunara", NOW)).toBeNull();
  });

  it("joins the answers in order with every figure and tool once", () => {
    const joined = joinAnswers([
      {
        text: "12 messages.",
        figures: [{ label: "Messages", value: 12, display: "12", link: "/inbox" }],
        suggestions: ["a"],
        tools: ["inbox_counts"],
      },
      {
        text: "Net sales $5.",
        figures: [{ label: "Net sales", value: 5, display: "$5", link: "/analytics" }],
        suggestions: ["b"],
        tools: ["revenue", "inbox_counts"],
      },
    ]);
    expect(joined.text).toBe("12 messages.\n\nNet sales $5.");
    expect(joined.figures.map((f) => f.label)).toEqual(["Messages", "Net sales"]);
    expect(joined.tools).toEqual(["inbox_counts", "revenue"]);
  });
});
