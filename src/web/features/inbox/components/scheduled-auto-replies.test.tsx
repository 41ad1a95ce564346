import { inboxMessage } from "@shared/inbox/inbox-message.fixture";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { formatDateTime } from "@web/lib/format-date";
import { answerApi, json, renderWithApp } from "@web/test/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import { INBOX_TEXTS } from "../inbox-texts";
import { ScheduledAutoReplies } from "./scheduled-auto-replies";

const pending = inboxMessage({
  id: "msg-9",
  platform: "instagram",
  message_type: "comment",
  sender_username: "noahglows28",
  content: "does the peptide eye cream have fragrance",
  automation_decision: "auto",
  automation_executed_at: null,
  automation_scheduled_for: "2026-11-28T16:51:00.000Z",
});

afterEach(() => {
  vi.useRealTimers();
});

describe("ScheduledAutoReplies", () => {
  it("lists each auto-reply waiting to be sent and stops one with Stop Auto-Reply", async () => {
    const calls = answerApi({
      "POST /api/inbox/override-automation": () => json({ success: true, message: "Auto-reply stopped" }),
      "GET /api/inbox/messages": () =>
        json({
          success: true,
          items: [],
          counters: { total: 0, unread: 0, high_priority: 0, crisis: 0, high_intent: 0 },
          scheduled: [],
        }),
    });
    const user = userEvent.setup();
    renderWithApp(<ScheduledAutoReplies messages={[pending]} />);
    expect(screen.getByRole("heading", { name: INBOX_TEXTS.scheduled.title(1) })).toBeTruthy();
    expect(screen.getByText(/does the peptide eye cream have fragrance/)).toBeTruthy();
    expect(screen.getByText(/Instagram comment/)).toBeTruthy();

    await user.click(screen.getByRole("button", { name: INBOX_TEXTS.scheduled.stop("noahglows28") }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      message_id: "msg-9",
      action: "stop_auto",
      reason: "Stopped from the inbox",
    });
  });

  it("says when each goes out as the rest of the app writes times (4:51 p.m., not 4:51 PM)", () => {
    // Ten minutes before the send: the same day, so the time alone.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-28T16:41:00.000Z"));
    renderWithApp(<ScheduledAutoReplies messages={[pending]} />);
    const when = screen.getByText(/^sends at /);
    const sameDay = formatDateTime(pending.automation_scheduled_for as string)
      .split(", ")
      .at(-1);
    expect(when.textContent).toBe(`sends at ${sameDay}`);
    expect(when.textContent).toMatch(/^sends at \d{1,2}:\d{2} [ap]\.m\.$/);
  });

  it("gives the date as well when it goes out on another day", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-26T16:41:00.000Z"));
    renderWithApp(<ScheduledAutoReplies messages={[pending]} />);
    expect(screen.getByText(/^sends at /).textContent).toBe(
      `sends at ${formatDateTime(pending.automation_scheduled_for as string)}`,
    );
  });

  it("shows nothing when no auto-reply is waiting", () => {
    const { container } = renderWithApp(<ScheduledAutoReplies messages={[]} />);
    expect(container.textContent).toBe("");
  });
});
