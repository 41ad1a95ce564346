import { inboxMessage } from "@shared/inbox/inbox-message.fixture";
import type { StorePanel as StorePanelData } from "@shared/store/store.schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answerApi, json, renderWithApp } from "@web/test/render";
import { describe, expect, it } from "vitest";
import { StorePanel } from "./store-panel";

const threadId = "22222222-2222-4222-8222-222222222222";
const dm = inboxMessage({
  id: "33333333-3333-4333-8333-333333333333",
  platform: "instagram",
  content: "Any discount for a first order?",
});
const action = (id: string, values: Partial<StorePanelData["actions"][number]>) => ({
  id,
  action: "discount",
  summary: `Created discount code ${id}`,
  outcome: "done" as const,
  message: null,
  messageExpiresAt: null,
  messageSentAt: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  ...values,
});

const panel: StorePanelData = {
  connected: true,
  match: { by: "manual", value: "mia@example.com" },
  customer: {
    id: "gid://shopify/Customer/7",
    name: "Mia Chen",
    email: "mia@example.com",
    ordersCount: 0,
    lifetimeValue: { amount: "0.00", currencyCode: "CAD" },
  },
  orders: [],
  settings: { discountCapPercent: 20, membersMayAct: false, canAct: true },
  actions: [
    action("44444444-4444-4444-8444-444444444444", {
      message: "Here's 10% off just for you: THANKS10-LIVE",
      messageExpiresAt: "2099-01-01T00:00:00.000Z",
    }),
    action("55555555-5555-4555-8555-555555555555", {
      message: "Here's 5% off just for you: THANKS5-SENT",
      messageExpiresAt: "2099-01-01T00:00:00.000Z",
      messageSentAt: "2026-11-21T09:00:00.000Z",
    }),
    action("66666666-6666-4666-8666-666666666666", { messageExpiresAt: "2026-11-01T00:00:00.000Z" }),
    action("77777777-7777-4777-8777-777777777777", {
      summary: "discount refused: above the cap",
      outcome: "failed",
    }),
  ],
  fetchedAt: new Date().toISOString(),
};

describe("the store panel's list of actions", () => {
  it("sends a code made earlier from its row, by keyboard, through the inbox's send", async () => {
    let sentAt: string | null = null;
    const sendPath = `/api/inbox/threads/${threadId}/store/actions/44444444-4444-4444-8444-444444444444/send`;
    const calls = answerApi({
      // After the send the server lists the code as sent.
      [`GET /api/inbox/threads/${threadId}/store`]: () =>
        json({
          ...panel,
          actions: panel.actions.map((a, i) => (i === 0 ? { ...a, messageSentAt: sentAt } : a)),
        }),
      "GET /api/inbox/products": () => json({ success: true, products: [], currency: "CAD" }),
      [`POST ${sendPath}`]: () => {
        sentAt = "2026-11-22T10:00:00.000Z";
        return json({ sentAt });
      },
    });
    const user = userEvent.setup();
    renderWithApp(<StorePanel threadId={threadId} message={dm} />);

    const summary = await screen.findByText("Store actions in this conversation (4)");
    summary.focus();
    await user.keyboard("{Enter}");
    const list = summary.closest("details") as HTMLElement;
    expect(within(list).getByText("Here's 10% off just for you: THANKS10-LIVE")).toBeTruthy();
    // An expired code is not offered, nor one already sent; a refused action made nothing to send.
    expect(within(list).getByText(/Expired .*: not offered to send\./)).toBeTruthy();
    expect(within(list).getByText("Here's 5% off just for you: THANKS5-SENT")).toBeTruthy();
    expect(
      within(list)
        .getAllByRole("status")
        .map((s) => s.textContent),
    ).toEqual([expect.stringMatching(/^Sent Nov 21, 2026/)]);
    const send = within(list).getByRole("button", { name: "Send in conversation" });
    expect(send.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(send.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Here's 10% off just for you: THANKS10-LIVE",
    );

    while (document.activeElement !== send) await user.tab();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(calls.some((c) => c.path === sendPath)).toBe(true));
    expect(calls.find((c) => c.path === sendPath)?.body).toEqual({ messageId: dm.id });
    await waitFor(() => expect(within(list).getAllByRole("status")).toHaveLength(2));
    expect(within(list).queryByRole("button", { name: "Send in conversation" })).toBeNull();
  });
});
