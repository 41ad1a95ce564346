import { MONEY_FIGURE_NOTES } from "@shared/attribution/money-figures";
import type { Lead } from "@shared/leads/leads.schema";
import { screen } from "@testing-library/react";
import { renderWithApp } from "@web/test/render";
import { describe, expect, it } from "vitest";
import { LeadsTable } from "./leads-table";

const sampleLead: Lead = {
  id: "l1",
  name: "Ava Stone",
  email: "ava@example.com",
  phone: null,
  instagram_username: "ava.stone",
  tiktok_username: null,
  handle: "@ava.stone",
  channels: ["instagram"],
  social_platform_ids: {},
  shopify_customer_data: null,
  status: "converted",
  lead_quality: "hot",
  intent_score: 80,
  total_interactions: 3,
  attributed_revenue: 54,
  total_orders: 1,
  first_interaction: null,
  last_interaction: null,
  last_conversation_at: "2026-11-20T10:00:00.000Z",
  products_purchased: ["Glow Serum"],
  location: null,
  thread_count: 1,
  created_at: "2026-11-19T10:00:00.000Z",
};

describe("the leads table's Revenue", () => {
  it("keeps the spec's column name and says it is credited net sales, without tax or shipping", () => {
    renderWithApp(<LeadsTable leads={[sampleLead]} currency="CAD" />);
    const header = screen.getByRole("columnheader", { name: "Revenue" });
    expect(header.textContent).toBe("Revenue");
    expect(screen.getByText(MONEY_FIGURE_NOTES.creditedRevenue)).toBeTruthy();
    expect(header.getAttribute("title")).toBe(MONEY_FIGURE_NOTES.creditedRevenue);
    expect(
      screen.getByRole("columnheader", { name: "Revenue", description: MONEY_FIGURE_NOTES.creditedRevenue }),
    ).toBe(header);
    expect(screen.getByRole("cell", { name: "$54.00" })).toBeTruthy();
  });
});
