import { LAST_CONTACTED_ALL_TIME, REVENUE_RANGE_DEFAULT } from "./leads.constants";
import type { LeadFilters } from "./leads.schema";

/** True when any filter narrows the list: the heading then adds 'filtered from M'. */
export function hasActiveFilters(filters: LeadFilters): boolean {
  return (
    filters.search.length > 0 ||
    filters.channels.length > 0 ||
    filters.statuses.length > 0 ||
    filters.minRevenue !== REVENUE_RANGE_DEFAULT.min ||
    filters.maxRevenue !== REVENUE_RANGE_DEFAULT.max ||
    filters.lastContactedDays !== LAST_CONTACTED_ALL_TIME
  );
}

/** The upper revenue bound, or null for "and above" (the 500+ choice and the default 1000). */
export const revenueUpperBound = (filters: LeadFilters): number | null =>
  filters.maxRevenue >= REVENUE_RANGE_DEFAULT.max ? null : filters.maxRevenue;

/** The CSV's first line: every applied filter, so a file read later says what it holds. */
export function filterHeaderLine(filters: LeadFilters): string {
  const upper = revenueUpperBound(filters);
  const parts = [
    `Channels: ${filters.channels.length ? filters.channels.join(", ") : "all"}`,
    `Statuses: ${filters.statuses.length ? filters.statuses.join(", ") : "all"}`,
    `Revenue: ${upper === null ? `${filters.minRevenue}+` : `${filters.minRevenue}-${upper}`}`,
    `Last contacted: ${
      filters.lastContactedDays === LAST_CONTACTED_ALL_TIME
        ? "all time"
        : `within ${filters.lastContactedDays} days`
    }`,
    `Search: ${filters.search || "none"}`,
  ];
  return `Filters: ${parts.join("; ")}`;
}

/** One CSV field: quoted when needed, and a leading formula character neutralised for spreadsheets. */
export function csvField(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  // A bare @handle cannot call anything (no operator or parenthesis), so handles stay as they are.
  if (/^[=+\-@\t\r]/.test(text) && !/^@[A-Za-z0-9._]+$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (fields: Array<string | number | null | undefined>): string =>
  `${fields.map(csvField).join(",")}\r\n`;
