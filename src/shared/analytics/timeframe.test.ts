import { describe, expect, it } from "vitest";
import { calendarDaySchema, DAY_OUT_OF_RANGE } from "./calendar-day.schema";
import { eachDay } from "./timeframe";

describe("days of a range", () => {
  it("lists every day, counting rather than comparing text (9999-12-31 looped forever)", () => {
    expect(eachDay({ start: "2026-02-27", end: "2026-03-02" })).toEqual([
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
      "2026-03-02",
    ]);
    expect(eachDay({ start: "9999-12-30", end: "9999-12-31" })).toEqual(["9999-12-30", "9999-12-31"]);
    expect(eachDay({ start: "2026-03-02", end: "2026-03-01" })).toEqual([]);
    expect(eachDay({ start: "nonsense", end: "2026-03-01" })).toEqual([]);
    expect(eachDay({ start: "1900-01-01", end: "2100-01-01" }).length).toBeLessThanOrEqual(3_700);
  });

  it("takes client days between 2000 and 2100 only, saying so", () => {
    expect(calendarDaySchema.safeParse("2026-12-06").success).toBe(true);
    for (const day of ["9999-12-31", "0000-01-01", "1999-12-31", "2101-01-01"]) {
      const parsed = calendarDaySchema.safeParse(day);
      expect(parsed.success, day).toBe(false);
      expect(parsed.error?.issues[0]?.message, day).toBe(DAY_OUT_OF_RANGE);
    }
    expect(calendarDaySchema.safeParse("2026-02-30").success).toBe(false);
  });
});
