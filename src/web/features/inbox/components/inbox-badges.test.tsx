import { inboxMessage } from "@shared/inbox/inbox-message.fixture";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AutomationBadges, UrgencyBadge } from "./inbox-badges";
import { ReplyStatusNotices } from "./reply-status-notices";

const handedBack = (code: string | null, reason: string) =>
  inboxMessage({
    automation_decision: "manual",
    automation_failed_at: "2026-11-22T12:05:00.000Z",
    automation_failure_code: code,
    automation_failure_reason: reason,
  });

describe("an auto-reply handed to a person", () => {
  it("on purpose (a safety hold) reads as held for review, not as a failure", () => {
    const partial = "the answer found in the brand's knowledge covers only part of the question";
    render(
      <>
        <AutomationBadges message={handedBack("UNCERTAIN_ANSWER", partial)} />
        <ReplyStatusNotices message={handedBack("UNCERTAIN_ANSWER", partial)} block={null} />
      </>,
    );
    expect(screen.getByText("Held for review")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain(`Held for a person to review: ${partial}`);
    expect(screen.queryByText(/failed/i)).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("after a platform error still reads as failed", () => {
    const down = "Instagram is temporarily unavailable";
    render(
      <>
        <AutomationBadges message={handedBack("PLATFORM_UNAVAILABLE", down)} />
        <ReplyStatusNotices message={handedBack("PLATFORM_UNAVAILABLE", down)} block={null} />
      </>,
    );
    expect(screen.getByText("Auto-reply failed")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain(`auto-reply failed: ${down}`);
    expect(screen.queryByText("Held for review")).toBeNull();
  });
});

describe("a crisis message's badges", () => {
  const badges = (over: Parameters<typeof inboxMessage>[0]) => {
    const message = inboxMessage(over);
    const { container, unmount } = render(
      <>
        <UrgencyBadge message={message} />
        <AutomationBadges message={message} />
      </>,
    );
    const words = [...container.children].map((badge) => badge.textContent);
    unmount();
    return words;
  };

  it("say Crisis once, not as both the urgency and the crisis badge", () => {
    expect(badges({ urgency_level: "crisis", crisis_flag: true })).toEqual(["Crisis"]);
    expect(badges({ urgency_level: "urgent", crisis_flag: true })).toEqual(["urgent", "Crisis"]);
    expect(badges({ urgency_level: "crisis", crisis_flag: false })).toEqual(["crisis"]);
  });
});

describe("a conversation whose crisis was told before its latest message", () => {
  it("still shows the crisis, once", () => {
    const crisis = inboxMessage({ id: "a", urgency_level: "crisis", crisis_flag: true, priority_score: 95 });
    const followUp = inboxMessage({ id: "b", urgency_level: "normal", priority_score: 45 });
    const { container } = render(
      <>
        <UrgencyBadge message={crisis} />
        <AutomationBadges message={followUp} standing={crisis} />
      </>,
    );
    expect([...container.children].map((badge) => badge.textContent)).toEqual(["Crisis"]);
  });
});
