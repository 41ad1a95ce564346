import { inboxMessage } from "@shared/inbox/inbox-message.fixture";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
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
});
