import type { CommunityMember } from "@shared/community/community.schema";
import { screen } from "@testing-library/react";
import { renderWithApp } from "@web/test/render";
import { describe, expect, it } from "vitest";
import { MemberTotalsCard } from "./member-totals-card";

const member: CommunityMember = {
  id: "m1",
  name: "Mia Chen",
  handle: "@mia",
  handles: [],
  email: "mia@example.com",
  channels: ["instagram", "shopify"],
  followers: null,
  creator: "Fan",
  engagement: "low",
  virality_factor: 0.5,
  emv: 12,
  message_count: 4,
  order_count: 1,
  order_total: 72.45,
  click_count: 2,
  lead_status: "converted",
  lead_id: "l1",
  ambassador_reason: null,
  last_seen_at: "2026-11-20T10:00:00.000Z",
};

describe("a member's totals", () => {
  it("says Spent is the order totals with tax and shipping less refunds, which Leads' Revenue is not", () => {
    renderWithApp(<MemberTotalsCard member={member} currency="CAD" />);
    expect(screen.getByText("Spent").nextElementSibling?.textContent).toBe("$72.45");
    // Spent follows refunds and cancellations (decision 048): the note must not say "as placed".
    expect(
      screen.getByText(
        "Spent and order amounts are order totals with tax and shipping, less refunds; a cancelled order counts nothing.",
      ),
    ).toBeTruthy();
  });
});
