import type { LeadStatus } from "./leads.constants";

export type LeadActivity = {
  totalOrders: number;
  attributedRevenue: number;
  messageCount: number;
  clickCount: number;
  hasCart: boolean;
};

/**
 * Spec 2 §4. The database computes the same rule as a generated column
 * (attribution.schema.ts); this copy serves callers holding plain figures.
 */
export function deriveLeadStatus(lead: LeadActivity): LeadStatus {
  if (lead.totalOrders > 0 || lead.attributedRevenue > 0) return "converted";
  const engagedAndClicked = lead.messageCount > 0 && lead.clickCount > 0;
  if (engagedAndClicked && lead.hasCart) return "added_to_cart";
  if (engagedAndClicked) return "visited_site";
  return "engaged";
}

/** Quality from buying intent (0..1): the bands match the inbox's high-intent threshold of 0.7. */
export function deriveLeadQuality(intentScore: number): "hot" | "warm" | "cold" {
  if (intentScore >= 0.7) return "hot";
  if (intentScore >= 0.4) return "warm";
  return "cold";
}
