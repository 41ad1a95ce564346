import { describe, expect, it } from "vitest";
import { csvField, csvLine, filterHeaderLine, hasActiveFilters, revenueUpperBound } from "./lead-filters";
import { leadFiltersSchema } from "./leads.schema";

const filters = (input: Record<string, unknown> = {}) => leadFiltersSchema.parse(input);

describe("lead filters", () => {
  it("defaults to everything: revenue 0-1000 meaning no upper bound, last contact all time", () => {
    const f = filters();
    expect(hasActiveFilters(f)).toBe(false);
    expect(revenueUpperBound(f)).toBeNull();
    expect(revenueUpperBound(filters({ minRevenue: 500, maxRevenue: 1000 }))).toBeNull();
    expect(revenueUpperBound(filters({ minRevenue: 50, maxRevenue: 100 }))).toBe(100);
  });
  it("reads lists from comma-separated or repeated query values", () => {
    expect(filters({ channels: "instagram,tiktok" }).channels).toEqual(["instagram", "tiktok"]);
    expect(filters({ statuses: ["converted", "engaged"] }).statuses).toEqual(["converted", "engaged"]);
    expect(() => filters({ channels: "myspace" })).toThrow();
  });
  it("writes the applied filters as the CSV's first line", () => {
    expect(
      filterHeaderLine(
        filters({
          channels: "tiktok",
          minRevenue: 50,
          maxRevenue: 100,
          lastContactedDays: 30,
          search: "ava",
        }),
      ),
    ).toBe(
      "Filters: Channels: tiktok; Statuses: all; Revenue: 50-100; Last contacted: within 30 days; Search: ava",
    );
    expect(hasActiveFilters(filters({ search: "a" }))).toBe(true);
  });
  it("quotes and neutralises CSV fields", () => {
    expect(csvField('a "b", c')).toBe('"a ""b"", c"');
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField("@fan.account")).toBe("@fan.account");
    expect(csvField("@SUM(1)")).toBe("'@SUM(1)");
    expect(csvField(null)).toBe("");
    expect(csvLine(["a", 1, null])).toBe("a,1,\r\n");
  });
});
