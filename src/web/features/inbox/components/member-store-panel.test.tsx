import { MONEY_FIGURE_NOTES } from "@shared/attribution/money-figures";
import type { MemberStorePanel as MemberStorePanelData, StoreOrderView } from "@shared/store/store.schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answerApi, json, renderWithApp } from "@web/test/render";
import { describe, expect, it } from "vitest";
import { MemberStorePanel } from "./member-store-panel";

const cad = (amount: string) => ({ amount, currencyCode: "CAD" });
const order = (
  name: string,
  fulfillmentStatus: string,
  tracking: StoreOrderView["tracking"],
): StoreOrderView => ({
  id: `gid://shopify/Order/${name.slice(1)}`,
  name,
  createdAt: "2026-11-20T10:00:00.000Z",
  cancelled: false,
  financialStatus: "PAID",
  fulfillmentStatus,
  total: cad("58.00"),
  refunded: cad("0.00"),
  note: null,
  tags: [],
  items: [
    { id: `li-${name}`, title: "Glow Serum", variantTitle: null, quantity: 1, unitPrice: cad("58.00") },
  ],
  tracking,
});

const panel = (threadId: string | null): MemberStorePanelData => ({
  connected: true,
  match: { by: threadId ? "manual" : "email", value: "mia@example.com" },
  customer: {
    id: "gid://shopify/Customer/7",
    name: "Mia Chen",
    email: "mia@example.com",
    ordersCount: 2,
    lifetimeValue: cad("116.00"),
  },
  orders: [
    order("#1001", "FULFILLED", [{ company: "Canada Post", number: "TRACK-1", url: null }]),
    order("#1002", "UNFULFILLED", []),
  ],
  settings: { discountCapPercent: 20, membersMayAct: false, canAct: true },
  actions: [],
  fetchedAt: new Date().toISOString(),
  threadId,
});

describe("the store panel on a member's page", () => {
  it("shows the customer, lifetime value and orders, and acts through the member's conversation", async () => {
    let loads = 0;
    const calls = answerApi({
      "GET /api/community/members/m1/store": () => {
        loads++;
        return json(panel("11111111-1111-4111-8111-111111111111"));
      },
      "GET /api/inbox/products": () => json({ success: true, products: [], currency: "CAD" }),
      "POST /api/inbox/threads/11111111-1111-4111-8111-111111111111/store/discount": () =>
        json({
          summary: "Created THANKS10-AB12",
          message: "10% off with THANKS10-AB12",
          actionId: "88888888-8888-4888-8888-888888888888",
        }),
    });
    const user = userEvent.setup();
    renderWithApp(<MemberStorePanel memberId="m1" />);

    expect(await screen.findByText("Mia Chen")).toBeTruthy();
    expect(screen.getByText(/2 orders · lifetime value \$116\.00 · linked by a teammate/)).toBeTruthy();
    // Leads' Revenue is net of tax; these are Shopify's totals, and the panel says so.
    expect(screen.getByText(MONEY_FIGURE_NOTES.storeTotals)).toBeTruthy();
    const orders = screen.getByRole("list", { name: "Orders" });
    expect(within(orders).getByLabelText("Order #1001").textContent).toContain("TRACK-1");
    expect(within(orders).getByLabelText("Order #1002").textContent).toContain("unfulfilled");

    await user.click(screen.getByRole("button", { name: "Discount code" }));
    await user.click(await screen.findByRole("button", { name: "Create code" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ percentage: 10 });
    expect(await screen.findByText("Created THANKS10-AB12")).toBeTruthy();
    // No message to answer under on this page: the code is shown to send from the conversation.
    expect(screen.getByText("10% off with THANKS10-AB12")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send in conversation" })).toBeNull();
    expect(screen.getByRole("link", { name: "Inbox" }).getAttribute("href")).toBe("/dashboard/inbox");
    await waitFor(() => expect(loads).toBe(2));
  });

  it("matched by email with no conversation, shows the customer to read, with no actions", async () => {
    answerApi({ "GET /api/community/members/m2/store": () => json(panel(null)) });
    renderWithApp(<MemberStorePanel memberId="m2" />);

    expect(await screen.findByText("Mia Chen")).toBeTruthy();
    expect(screen.getByText(/matched by email/)).toBeTruthy();
    expect(screen.getByText(/Store actions are taken from a conversation with this member/)).toBeTruthy();
    expect(screen.getByRole("list", { name: "Orders" }).children).toHaveLength(2);
    expect(screen.queryByRole("button", { name: "Discount code" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Refund|Cancel/ })).toBeNull();
    expect(screen.queryByLabelText(/Link a/)).toBeNull();
  });

  it("says when Shopify did not answer and the figures are the last it gave", async () => {
    answerApi({ "GET /api/community/members/m3/store": () => json(panel(null)) });
    const { unmount } = renderWithApp(<MemberStorePanel memberId="m3" />);
    expect(await screen.findByText("Mia Chen")).toBeTruthy();
    expect(screen.queryByText(/Shopify did not answer just now/)).toBeNull();
    unmount();

    const stale = { ...panel(null), fetchedAt: new Date(Date.now() - 3_600_000).toISOString() };
    answerApi({ "GET /api/community/members/m4/store": () => json(stale) });
    renderWithApp(<MemberStorePanel memberId="m4" />);
    expect(await screen.findByText(/Shopify did not answer just now: these figures are from/)).toBeTruthy();
  });
});
