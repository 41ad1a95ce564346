import type { HomeOverview } from "@shared/overview/home-overview.schema";
import { screen } from "@testing-library/react";
import { answerApi, json, renderWithApp } from "@web/test/render";
import { describe, expect, it } from "vitest";
import { HomePage } from "./home-page";

const overview = (pending: number, routing: number): HomeOverview => ({
  currency: "USD",
  total_leads: 0,
  avg_response_minutes: null,
  engagement_rate: null,
  revenue_tracked: 0,
  pending_messages: pending,
  open_routing_items: routing,
  tiktok_connected: false,
  leads: { hot: 0, warm: 0, new_today: 0 },
  engagement: { comments: 0, shares: 0, dms: 0, followers: 0 },
  revenue: { this_month: 0, avg_order_value: 0, conversion_rate: 0 },
  recent_activity: [],
});

const renderHome = (data: HomeOverview) => {
  answerApi({ "GET /api/overview/home": () => json(data) });
  renderWithApp(<HomePage connectDialog={() => null} />);
};

describe("the dashboard headlines", () => {
  it("count one message in the singular", async () => {
    renderHome(overview(1, 1));
    expect(await screen.findByText("1 message waiting for a reply")).toBeTruthy();
    expect(screen.getByText("1 message in the routing queue")).toBeTruthy();
  });

  it("count other numbers in the plural", async () => {
    renderHome(overview(0, 3));
    expect(await screen.findByText("0 messages waiting for a reply")).toBeTruthy();
    expect(screen.getByText("3 messages in the routing queue")).toBeTruthy();
  });
});
