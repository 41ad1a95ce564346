import { inboxMessage } from "@shared/inbox/inbox-message.fixture";
import { screen } from "@testing-library/react";
import { renderWithApp } from "@web/test/render";
import { describe, expect, it } from "vitest";
import { AutomationBanners } from "./automation-banner";

const now = new Date("2026-12-04T19:20:00Z");
const pending = (scheduledFor: string | null) =>
  inboxMessage({
    status: "unread",
    automation_decision: "auto",
    automation_confidence: 0.91,
    automation_delay_minutes: 5,
    automation_scheduled_for: scheduledFor,
    automation_executed_at: null,
  });

describe("the pending auto-reply banner", () => {
  it("counts the minutes left down to the send, not the configured delay", () => {
    const { unmount } = renderWithApp(
      <AutomationBanners message={pending("2026-12-04T19:22:30Z")} now={now} onTakeOver={() => {}} />,
    );
    expect(screen.getByText("Auto-reply scheduled in 3 minutes (confidence 91%)")).toBeTruthy();
    unmount();
    renderWithApp(
      <AutomationBanners message={pending("2026-12-04T19:19:00Z")} now={now} onTakeOver={() => {}} />,
    );
    expect(screen.getByText("Auto-reply sending now (confidence 91%)")).toBeTruthy();
  });

  it("says the configured delay while no send time is set yet, and one minute in the singular", () => {
    const { unmount } = renderWithApp(
      <AutomationBanners message={pending(null)} now={now} onTakeOver={() => {}} />,
    );
    expect(screen.getByText("Auto-reply scheduled in 5 minutes (confidence 91%)")).toBeTruthy();
    unmount();
    renderWithApp(
      <AutomationBanners message={pending("2026-12-04T19:20:40Z")} now={now} onTakeOver={() => {}} />,
    );
    expect(screen.getByText("Auto-reply scheduled in 1 minute (confidence 91%)")).toBeTruthy();
  });
});
