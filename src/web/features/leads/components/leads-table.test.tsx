import { MONEY_FIGURE_NOTES } from "@shared/attribution/money-figures";
import { screen } from "@testing-library/react";
import { renderWithApp } from "@web/test/render";
import { describe, expect, it } from "vitest";
import { sampleLead } from "../lead-fixture.test-helper";
import { LeadsTable } from "./leads-table";

describe("the leads table's Revenue", () => {
  it("keeps the spec's column name and says it is credited net sales, without tax or shipping", () => {
    renderWithApp(<LeadsTable leads={[sampleLead()]} currency="CAD" />);
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
