import { inboxMessage } from "@shared/inbox/inbox-message.fixture";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { personSetLabels } from "../api/get-corrections";
import { AnalysisPanel } from "./analysis-panel";

const crisisRow = () => screen.getByText("Crisis Detection").nextElementSibling?.textContent;

describe("the analysis panel", () => {
  it("reads a crisis an escalation keyword raised as the banner does, not as 'No'", () => {
    const analysed = { analysis_id: "a1", normalized_intent: "complaint" as const };
    const { unmount } = render(
      <AnalysisPanel
        message={inboxMessage({ ...analysed, crisis_flag: false, automation_decision: "crisis" })}
      />,
    );
    expect(crisisRow()).toBe("Yes (escalation keyword)");
    unmount();
    render(<AnalysisPanel message={inboxMessage({ ...analysed, crisis_flag: true })} />);
    expect(crisisRow()).toBe("Yes");
  });

  it("says No when nothing raised one", () => {
    render(<AnalysisPanel message={inboxMessage({ analysis_id: "a1", crisis_flag: false })} />);
    expect(crisisRow()).toBe("No");
  });

  it("shows a label a person set as theirs, with no AI confidence beside it", () => {
    const message = inboxMessage({
      analysis_id: "a1",
      normalized_intent: "complaint",
      sentiment_classification: "negative",
      intent_confidence: 0.46,
    });
    const correction = (field: "intent" | "sentiment", from: string, to: string, name: string) => ({
      id: crypto.randomUUID(),
      message_id: crypto.randomUUID(),
      field,
      from,
      to,
      corrected_by_name: name,
      created_at: "2026-12-04T10:00:00Z",
    });
    const setBy = personSetLabels(
      [
        correction("intent", "compliment", "feedback", "Sam"),
        correction("intent", "feedback", "complaint", "Ana"),
        // A sentiment set and then moved away from by a later analysis is not the person's any more.
        correction("sentiment", "positive", "neutral", "Sam"),
      ],
      { intent: "complaint", sentiment: "negative" },
    );
    expect(setBy).toEqual({ intent: "Ana" });
    render(<AnalysisPanel message={message} setBy={setBy} />);
    expect(screen.getByText("Intent Confidence").nextElementSibling?.textContent).toBe("Set by a person");
    expect(screen.getByText("Intent").nextElementSibling?.textContent).toBe("complaintSet by Ana");
    expect(screen.getByText("Sentiment").nextElementSibling?.textContent).toBe("negative");
    expect(screen.queryByText("46%")).toBeNull();
  });
});
