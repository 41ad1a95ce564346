import { describe, expect, it } from "vitest";
import { formatCompactCurrency, formatCurrency, formatRate, resolveCurrency } from "./currency-format";
import { eachDay, previousRange, previousYearRange, timeframeRange } from "./timeframe";

describe("currency formatting", () => {
  it("formats CAD in en-CA with two decimals by default", () => {
    expect(formatCurrency(1234.5)).toBe("$1,234.50");
    expect(formatCurrency(Number.NaN)).toBe("$0.00");
  });
  it("lets a connected store's currency win", () => {
    expect(resolveCurrency("USD")).toBe("USD");
    expect(resolveCurrency(null)).toBe("CAD");
    expect(resolveCurrency("dollars")).toBe("CAD");
    expect(formatCurrency(5, "EUR")).toBe("€5.00");
  });
  it("compacts chart labels: two decimals under 1000, then k, then M", () => {
    expect(formatCompactCurrency(999.5)).toBe("$999.50");
    expect(formatCompactCurrency(1500)).toBe("$1.5k");
    expect(formatCompactCurrency(2_250_000)).toBe("$2.25M");
  });
});

describe("rate formatting", () => {
  it("never reads some engagement as none: two decimals under 1%, then one", () => {
    expect(formatRate(0.03)).toBe("0.03%");
    expect(formatRate(0.004)).toBe("<0.01%");
    expect(formatRate(0)).toBe("0.0%");
    expect(formatRate(2)).toBe("2.0%");
    expect(formatRate(12.345)).toBe("12.3%");
  });
});

describe("timeframes", () => {
  it("runs from today minus N days through today, in UTC days", () => {
    const now = new Date("2026-03-31T23:00:00Z");
    expect(timeframeRange("7d", now)).toEqual({ start: "2026-03-24", end: "2026-03-31" });
    expect(previousYearRange({ start: "2026-03-24", end: "2026-03-31" })).toEqual({
      start: "2025-03-24",
      end: "2025-03-31",
    });
    expect(previousRange({ start: "2026-03-24", end: "2026-03-31" })).toEqual({
      start: "2026-03-16",
      end: "2026-03-23",
    });
    expect(eachDay({ start: "2026-02-27", end: "2026-03-02" })).toEqual([
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
      "2026-03-02",
    ]);
  });
});
