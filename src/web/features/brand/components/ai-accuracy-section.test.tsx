import { screen, within } from "@testing-library/react";
import { answerApi, json, renderWithApp } from "@web/test/render";
import { describe, expect, it } from "vitest";
import { AiAccuracySection } from "./ai-accuracy-section";

const figures = { reviewed: 4, agreed: 3, corrected: 1, agreement: 0.75 };

describe("How accurate is the AI?", () => {
  it("names each figure's column in its cell, so a phone can show rows stacked and readable", async () => {
    answerApi({
      "GET /api/ai/accuracy": () =>
        json({
          period_days: 30,
          intents: [{ intent: "product_inquiry", most_corrected_to: "complaint", ...figures }],
          overall: figures,
          sentiment: figures,
        }),
    });
    renderWithApp(<AiAccuracySection />);
    const table = await screen.findByRole("table", { name: "How accurate is the AI?" });
    const headings = within(table)
      .getAllByRole("columnheader")
      .map((th) => th.textContent);
    const row = within(table).getByRole("row", { name: /^Product inquiry/ });
    const labels = within(row)
      .getAllByRole("cell")
      .map((td) => `${td.getAttribute("data-label")}: ${td.textContent}`);
    expect(labels).toEqual(
      headings.slice(1).map((h, i) => `${h}: ${["4", "3", "1", "75%", "Complaint"][i]}`),
    );
    // Below the sm breakpoint the headings row is read by screen readers only and the row stacks.
    expect(table.querySelector("thead")?.className).toContain("max-sm:sr-only");
    expect(row.className).toContain("max-sm:block");
    expect(table.className).not.toMatch(/(^|\s)min-w-/);
  });
});
