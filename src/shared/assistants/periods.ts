import { addDays, daysBetween, isoDay } from "../analytics/timeframe";

/** A span of whole UTC days, inclusive (revenue days are UTC days). */
export type Period = { label: string; start: string; end: string };

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

const monthStart = (year: number, month: number) => isoDay(new Date(Date.UTC(year, month, 1)));
const monthEnd = (year: number, month: number) => isoDay(new Date(Date.UTC(year, month + 1, 0)));
const monthName = (month: number) => MONTHS[month]!.charAt(0).toUpperCase() + MONTHS[month]!.slice(1);

function calendarMonth(year: number, month: number, today: string, label?: string): Period {
  const end = monthEnd(year, month);
  return {
    label: label ?? `${monthName(month)} ${year}`,
    start: monthStart(year, month),
    end: end > today ? today : end,
  };
}

/** Monday of the ISO week of a day. */
function weekStart(day: string): string {
  const dow = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -dow);
}

/**
 * The period a question names, or null when it names none. Order matters: "last 30 days" before
 * "last month", "this month vs last" reads "this month" (the comparison is found separately).
 */
export function parsePeriod(text: string, now: Date): Period | null {
  const q = text.toLowerCase();
  const today = isoDay(now);
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const lastN = q.match(/\b(?:last|past|previous)\s+(\d{1,3})\s+days?\b/);
  if (lastN) {
    const n = Math.max(1, Math.min(365, Number(lastN[1])));
    return { label: `the last ${n} days`, start: addDays(today, -(n - 1)), end: today };
  }
  if (/\byesterday\b/.test(q)) {
    const d = addDays(today, -1);
    return { label: "yesterday", start: d, end: d };
  }
  if (/\btoday\b|\bthis morning\b/.test(q)) return { label: "today", start: today, end: today };
  if (/\b(?:last|previous|past) week\b/.test(q)) {
    const start = addDays(weekStart(today), -7);
    return { label: "last week", start, end: addDays(start, 6) };
  }
  if (/\bthis week\b/.test(q)) return { label: "this week", start: weekStart(today), end: today };
  if (/\bthis month\b/.test(q)) return calendarMonth(year, month, today, "this month");
  if (/\b(?:last|previous|past) month\b/.test(q)) {
    const d = new Date(Date.UTC(year, month - 1, 1));
    return calendarMonth(d.getUTCFullYear(), d.getUTCMonth(), today, "last month");
  }
  if (/\bthis year\b/.test(q)) return { label: "this year", start: `${year}-01-01`, end: today };
  for (let m = 0; m < 12; m++) {
    const named = q.match(new RegExp(`\\b(?:${MONTHS[m]}|${MONTHS[m]!.slice(0, 3)})\\b(?:\\s+(\\d{4}))?`));
    // "may" is also a verb: only a month when followed by a year or preceded by "in".
    if (!named) continue;
    if (m === 4 && !named[1] && !/\bin may\b/.test(q)) continue;
    const y = named[1] ? Number(named[1]) : m > month ? year - 1 : year;
    return calendarMonth(y, m, today);
  }
  return null;
}

/** The period to compare with: the previous calendar month for a month, else the span just before. */
export function previousPeriod(p: Period): Period {
  const start = new Date(`${p.start}T00:00:00Z`);
  if (start.getUTCDate() === 1 && (p.label.includes("month") || /\d{4}$/.test(p.label))) {
    const prev = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() - 1, 1));
    const span = daysBetween(p.start, p.end);
    const full = calendarMonth(prev.getUTCFullYear(), prev.getUTCMonth(), "9999-12-31");
    // Month to date compares with the same number of days of the month before.
    const end = addDays(full.start, span) < full.end ? addDays(full.start, span) : full.end;
    return { label: p.label === "this month" ? "last month" : full.label, start: full.start, end };
  }
  const days = daysBetween(p.start, p.end) + 1;
  return { label: "the period before", start: addDays(p.start, -days), end: addDays(p.start, -1) };
}

/** The instants bounding a period, for timestamp filters. */
export const periodBounds = (p: Period) => ({
  from: `${p.start}T00:00:00.000Z`,
  to: `${addDays(p.end, 1)}T00:00:00.000Z`,
});
