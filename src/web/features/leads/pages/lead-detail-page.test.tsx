import { MONEY_FIGURE_NOTES } from "@shared/attribution/money-figures";
import type { LeadDetail } from "@shared/leads/leads.schema";
import { screen } from "@testing-library/react";
import { answerApi, json, renderWithApp } from "@web/test/render";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { sampleLead } from "../lead-fixture.test-helper";
import { LeadDetailPage } from "./lead-detail-page";

const detail: LeadDetail = {
  currency: "CAD",
  lead: sampleLead({ last_conversation_at: null, products_purchased: [], thread_count: 0 }),
  conversations: [],
  clicks: [],
  orders: [
    {
      id: "o1",
      order_number: "#1001",
      processed_at: "2026-11-20T10:00:00.000Z",
      total_price: 72.45,
      net_sales: 54,
      refunded: 0,
      method: "landing_site",
      currency: "CAD",
    },
  ],
};

describe("a lead's page", () => {
  it("says its Revenue is credited net sales, and how each order was credited", async () => {
    answerApi({ "GET /api/leads/l1": () => json(detail) });
    renderWithApp(
      <Routes>
        <Route path="/dashboard/leads/:id" element={<LeadDetailPage />} />
      </Routes>,
      { path: "/dashboard/leads/l1" },
    );
    expect((await screen.findByText("$54.00", { selector: "[data-fact='Revenue']" })).textContent).toBe(
      "$54.00",
    );
    expect(screen.getByText(MONEY_FIGURE_NOTES.creditedRevenue)).toBeTruthy();
    expect(screen.getByText(/\$54\.00 net/).textContent).toContain("credited by tracked link (landing page)");
  });
});
