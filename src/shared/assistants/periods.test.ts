import { describe, expect, it } from "vitest";
import { parsePeriod, previousPeriod } from "./periods";

const NOW = new Date("2026-11-18T15:00:00Z"); // a Wednesday

describe("the periods a brand asks about", () => {
  it.each([
    ["revenue today", "today", "2026-11-18", "2026-11-18"],
    ["sales yesterday", "yesterday", "2026-11-17", "2026-11-17"],
    ["last week", "last week", "2026-11-09", "2026-11-15"],
    ["this week", "this week", "2026-11-16", "2026-11-18"],
    ["this month", "this month", "2026-11-01", "2026-11-18"],
    ["last month", "last month", "2026-10-01", "2026-10-31"],
    ["the last 30 days", "the last 30 days", "2026-10-20", "2026-11-18"],
    ["in march", "March 2026", "2026-03-01", "2026-03-31"],
    ["december", "December 2025", "2025-12-01", "2025-12-31"],
    ["in may 2025", "May 2025", "2025-05-01", "2025-05-31"],
  ])("%s", (text, label, start, end) => {
    expect(parsePeriod(text, NOW)).toEqual({ label, start, end });
  });

  it("reads 'may' as a verb unless it names a month", () => {
    expect(parsePeriod("what may help sales", NOW)).toBeNull();
  });

  it("compares month to date with the same days of the month before", () => {
    expect(previousPeriod({ label: "this month", start: "2026-11-01", end: "2026-11-18" })).toEqual({
      label: "last month",
      start: "2026-10-01",
      end: "2026-10-18",
    });
    expect(previousPeriod({ label: "last week", start: "2026-11-09", end: "2026-11-15" })).toEqual({
      label: "the period before",
      start: "2026-11-02",
      end: "2026-11-08",
    });
  });
});
