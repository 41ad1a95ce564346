import type { LeadFilters } from "@shared/leads/leads.schema";

/** The filters as query parameters, the same for the list and the CSV export. */
export function leadsQueryString(filters: LeadFilters, extra: Record<string, string | number> = {}): string {
  const params = new URLSearchParams();
  if (filters.search) params.set("search", filters.search);
  if (filters.channels.length) params.set("channels", filters.channels.join(","));
  if (filters.statuses.length) params.set("statuses", filters.statuses.join(","));
  params.set("minRevenue", String(filters.minRevenue));
  params.set("maxRevenue", String(filters.maxRevenue));
  params.set("lastContactedDays", String(filters.lastContactedDays));
  for (const [key, value] of Object.entries(extra)) params.set(key, String(value));
  return params.toString();
}
