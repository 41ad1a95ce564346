import { MONEY_FIGURE_NOTES } from "@shared/attribution/money-figures";
import { screen, within } from "@testing-library/react";
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

describe("the leads table on a phone", () => {
  it("stacks each lead into a card whose figures name their column, rather than scrolling them off-screen", () => {
    renderWithApp(<LeadsTable leads={[sampleLead()]} currency="CAD" />);
    const table = screen.getByRole("table", { name: "Leads" });
    const headings = within(table)
      .getAllByRole("columnheader")
      .map((th) => th.textContent);
    const row = within(table).getAllByRole("row")[1] as HTMLElement;
    const labelled = within(row)
      .getAllByRole("cell")
      .filter((td) => td.hasAttribute("data-label"))
      .map((td) => `${td.getAttribute("data-label")}: ${td.textContent}`);
    expect(labelled).toEqual(
      ["@ava.stone", "Instagram", "Converted", "$54.00", "Nov 20, 2026"].map(
        (v, i) => `${headings[i + 1]}: ${v}`,
      ),
    );
    expect(within(row).getByRole("link", { name: "View Ava Stone" })).toBeTruthy();
    // Below the sm breakpoint the headings are for screen readers only and each row is a block.
    expect(table.querySelector("thead")?.className).toContain("max-sm:sr-only");
    expect(row.className).toContain("max-sm:block");
    expect(table.className).not.toMatch(/(^|\s)min-w-/);
  });
});
