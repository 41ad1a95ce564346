import { inboxMessage } from "@shared/inbox/inbox-message.fixture";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answerApi, json, renderWithApp } from "@web/test/render";
import { describe, expect, it } from "vitest";
import { AnalysisCorrection } from "./analysis-correction";

const message = inboxMessage({
  id: "msg-1",
  content: "my serum arrived broken",
  analysis_id: "analysis-1",
  normalized_intent: "complaint",
  sentiment_classification: "neutral",
});

describe("the analysis correction", () => {
  it("lists every intent and sentiment, the current one marked and not pickable", async () => {
    answerApi({ "GET /api/ai/corrections": () => json({ corrections: [] }) });
    renderWithApp(<AnalysisCorrection message={message} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole("button", { name: "Correct intent" }));
    const current = await screen.findByRole("menuitem", { name: "Complaint (current)" });
    expect(current.getAttribute("aria-disabled")).toBe("true");
    expect(
      screen.getByRole("menuitem", { name: "Support request" }).getAttribute("aria-disabled"),
    ).toBeNull();
    await user.keyboard("{Escape}");

    await user.click(screen.getByRole("button", { name: "Correct sentiment" }));
    const neutral = await screen.findByRole("menuitem", { name: "Neutral (current)" });
    expect(neutral.getAttribute("aria-disabled")).toBe("true");
    expect(screen.getAllByRole("menuitem").map((item) => item.textContent)).toEqual([
      "Positive",
      "Neutral (current)",
      "Negative",
    ]);
  });
});
