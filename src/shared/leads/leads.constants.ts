/** Spec 2 §2, §5, §8, §9: the leads screen's constants and texts, word for word. */
export const LEADS_PAGE_SIZE = 20;

export const LEAD_CHANNELS = ["instagram", "tiktok", "shopify"] as const;
export type LeadChannel = (typeof LEAD_CHANNELS)[number];

export const LEAD_STATUSES = ["engaged", "visited_site", "added_to_cart", "converted"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const REVENUE_RANGE_DEFAULT = { min: 0, max: 1000 } as const;
/** max 1000 means "and above": the last choice is labelled 500+. */
export const REVENUE_RANGES = [
  { min: 0, max: 1000, label: "All" },
  { min: 0, max: 50, label: "$0 - $50" },
  { min: 50, max: 100, label: "$50 - $100" },
  { min: 100, max: 200, label: "$100 - $200" },
  { min: 200, max: 500, label: "$200 - $500" },
  { min: 500, max: 1000, label: "$500+" },
] as const;

/** 365 stands for all time. The export defaults to 30 when no choice is given. */
export const LAST_CONTACTED_CHOICES = [365, 7, 14, 30, 90] as const;
export const LAST_CONTACTED_ALL_TIME = 365;
export const EXPORT_DEFAULT_LAST_CONTACTED = 30;

export const CSV_COLUMNS = [
  "Lead Name",
  "Email",
  "Handle",
  "Channels",
  "Status",
  "Revenue",
  "Last Contact",
  "Products Purchased",
  "Location",
] as const;

export const csvFileName = (date: string) => `leads_export_${date}.csv`;

export const LEADS_TEXTS = {
  searchPlaceholder: "Search leads...",
  exportFailed: "Failed to export leads data. Please try again.",
  leadsCount: (n: number) => (n === 1 ? "1 lead" : `${n} leads`),
  filteredFrom: (m: number) => `filtered from ${m}`,
  showing: (from: number, to: number, total: number) => `Showing ${from} to ${to} of ${total} leads`,
} as const;

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  engaged: "Engaged",
  visited_site: "Visited Site",
  added_to_cart: "Added to Cart",
  converted: "Converted",
};
