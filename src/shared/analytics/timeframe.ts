import { TIMEFRAME_DAYS, type Timeframe } from "./analytics.constants";

const DAY_MS = 86_400_000;
/** No range of days is longer than this: a chart of more than ten years is no chart. */
const MAX_DAYS = 3_700;

/** YYYY-MM-DD of a moment, in UTC: revenue days are UTC days. */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string =>
  isoDay(new Date(Date.parse(day) + days * DAY_MS));

/** The spec's period: from today minus 7, 30 or 90 days, through today (inclusive days). */
export function timeframeRange(timeframe: Timeframe, now: Date): { start: string; end: string } {
  const end = isoDay(now);
  return { start: addDays(end, -TIMEFRAME_DAYS[timeframe]), end };
}

/** The same span of days one year earlier, for the Compare line. */
export function previousYearRange(range: { start: string; end: string }): { start: string; end: string } {
  const shift = (day: string) => {
    const d = new Date(`${day}T00:00:00Z`);
    d.setUTCFullYear(d.getUTCFullYear() - 1);
    return isoDay(d);
  };
  return { start: shift(range.start), end: shift(range.end) };
}

/** The period just before, of the same length, for the funnel's change figures. */
export function previousRange(range: { start: string; end: string }): { start: string; end: string } {
  const days = daysBetween(range.start, range.end) + 1;
  return { start: addDays(range.start, -days), end: addDays(range.start, -1) };
}

export const daysBetween = (start: string, end: string): number =>
  Math.round((Date.parse(end) - Date.parse(start)) / DAY_MS);

/** Every day of a range, so charts get a point (zero) on days without sales. */
export function eachDay(range: { start: string; end: string }): string[] {
  // Counted, not compared as text: the day after 9999-12-31 is "+010000-01-01", which sorts first.
  const days = Math.min(daysBetween(range.start, range.end) + 1, MAX_DAYS);
  return Number.isFinite(days)
    ? Array.from({ length: Math.max(days, 0) }, (_, i) => addDays(range.start, i))
    : [];
}
