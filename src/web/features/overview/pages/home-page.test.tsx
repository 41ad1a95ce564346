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
  connected_platforms: [],
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

describe("the dashboard's welcome", () => {
  it("greets a team with nothing in yet as new, not 'Welcome back!'", async () => {
    renderHome(overview(0, 0));
    expect(await screen.findByText(/^Welcome! Connect your accounts and store/)).toBeTruthy();
    expect(screen.queryByText(/Welcome back!/)).toBeNull();
  });

  it("welcomes a team with messages back, and shows TikTok as connected rather than offering it again", async () => {
    renderHome({ ...overview(2, 0), tiktok_connected: true });
    expect(await screen.findByText(/^Welcome back!/)).toBeTruthy();
    expect((await screen.findByRole("link", { name: /TikTok connected/ })).getAttribute("href")).toBe(
      "/dashboard/integrations",
    );
    expect(screen.queryByRole("button", { name: "Connect TikTok Account" })).toBeNull();
  });

  it("names every connected account, not only TikTok", async () => {
    renderHome({
      ...overview(2, 0),
      tiktok_connected: true,
      connected_platforms: ["instagram", "shopify", "tiktok"],
    });
    expect(
      await screen.findByRole("link", {
        name: "Instagram, Shopify and TikTok connected · Manage in Integrations",
      }),
    ).toBeTruthy();
  });
});
