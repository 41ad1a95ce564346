import type { InboxItem } from "@shared/inbox/inbox.schema";
import { inboxMessage } from "@shared/inbox/inbox-message.fixture";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answerApi, json, renderWithApp } from "@web/test/render";
import { describe, expect, it, vi } from "vitest";
import { InboxList } from "./inbox-list";

const items: InboxItem[] = ["ana", "ben", "cleo"].map((sender, i) => ({
  kind: "message",
  message: inboxMessage({ id: `m${i}`, sender_username: sender, content: `question ${i}` }),
}));
const row = (sender: string) => screen.getByRole("button", { name: new RegExp(`@${sender}`) });

describe("the inbox list", () => {
  it("is one Tab stop, the open conversation's row: the arrow keys, Home and End move between rows", async () => {
    answerApi({ "GET /api/routing/deadlines": () => json({ deadlines: [] }) });
    const onSelect = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<InboxList items={items} selectedId="m1" onSelect={onSelect} now={new Date()} />);
    expect([row("ana"), row("ben"), row("cleo")].map((b) => b.tabIndex)).toEqual([-1, 0, -1]);

    await user.tab();
    expect(document.activeElement).toBe(row("ben"));
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(row("cleo"));
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(row("cleo"));
    await user.keyboard("{Home}");
    expect(document.activeElement).toBe(row("ana"));
    await user.keyboard("{End}{ArrowUp}");
    expect(document.activeElement).toBe(row("ben"));
    expect(onSelect).not.toHaveBeenCalled();
    await user.keyboard("{Enter}");
    expect(onSelect).toHaveBeenCalledWith(items[1]);
  });

  it("makes the first row the Tab stop when no conversation is open", () => {
    answerApi({ "GET /api/routing/deadlines": () => json({ deadlines: [] }) });
    renderWithApp(<InboxList items={items} selectedId={null} onSelect={() => {}} now={new Date()} />);
    expect([row("ana"), row("ben"), row("cleo")].map((b) => b.tabIndex)).toEqual([0, -1, -1]);
  });
});
