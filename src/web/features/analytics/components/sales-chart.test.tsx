import type { RevenueDay } from "@shared/analytics/analytics.schema";
import { screen } from "@testing-library/react";
import { renderWithApp } from "@web/test/render";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SalesChart } from "./sales-chart";

const day = (date: string, net: number): RevenueDay => ({
  date,
  gross_sales: net,
  discounts: 0,
  returns: 0,
  shipping: 0,
  taxes: 0,
  net_sales: net,
  orders_count: 1,
});

describe("the sales chart", () => {
  // happy-dom lays nothing out: give the chart's container the spec's 600x300 so Recharts draws.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue(new DOMRect(0, 0, 600, 300));
  });
  afterEach(() => vi.restoreAllMocks());

  it("names its lines as periods with their year, not '30d 2026'", async () => {
    renderWithApp(
      <SalesChart
        timeframe="30d"
        current={[day("2026-03-01", 128), day("2026-03-02", 0)]}
        comparison={[day("2025-03-01", 40), day("2025-03-02", 0)]}
        currency="USD"
        compare
        onCompareChange={vi.fn()}
        error={null}
      />,
    );

    expect(screen.getByRole("img", { name: "Total sales over time, Last 30 days, 2026" })).toBeTruthy();
    expect(await screen.findByText("Last 30 days, 2026")).toBeTruthy();
    expect(screen.getByText("Same 30 days, 2025")).toBeTruthy();
  });
});
