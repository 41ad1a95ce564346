import { FIGURE_SCOPE } from "@shared/analytics/analytics.constants";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProductSalesTable } from "./product-sales-table";

const row = (product_title: string, net_revenue: number, units_sold: number) => ({
  product_id: product_title,
  product_title,
  variant_title: null,
  net_revenue,
  units_sold,
});

describe("the product sales breakdown", () => {
  it("says what its Net Profit column holds, and totals the rows", () => {
    render(
      <ProductSalesTable
        rows={[row("Glow Serum", 380, 10), row("Lip Oil", 54.5, 3)]}
        currency="USD"
        loading={false}
      />,
    );
    expect(screen.getByRole("columnheader", { name: "Net Profit" })).toBeTruthy();
    expect(screen.getByText(FIGURE_SCOPE.productNet)).toBeTruthy();
    const total = screen.getByRole("rowheader", { name: "Total" }).parentElement;
    expect(total?.textContent).toBe("TotalUS$434.5013");
  });

  it("says its totals row adds only the top 5 when 5 are shown", () => {
    const five = ["A", "B", "C", "D", "E"].map((p, i) => row(p, 10 * (i + 1), 1));
    render(<ProductSalesTable rows={five} currency="USD" loading={false} />);
    expect(screen.getByRole("rowheader", { name: "Total of the top 5" }).parentElement?.textContent).toBe(
      "Total of the top 5US$150.005",
    );
  });
});
