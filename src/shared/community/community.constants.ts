/** Community screen (spec 3, "Community screen"); the texts are the spec's own words. */
export const COMMUNITY_TABS = ["all", "ambassadors", "abandon-cart"] as const;
export type CommunityTab = (typeof COMMUNITY_TABS)[number];
export const COMMUNITY_TAB_LABELS: Record<CommunityTab, string> = {
  all: "All",
  ambassadors: "Ambassadors",
  "abandon-cart": "Abandon Cart",
};
export const COMMUNITY_COLUMNS = [
  "Fan",
  "Handle",
  "Channels",
  "Email",
  "Creator",
  "Virality Factor",
  "EMV",
] as const;
export const COMMUNITY_PAGE_SIZE = 50;
/** The period of the Events card. */
export const EVENTS_PERIOD_DAYS = 30;
/** A checkout started this long ago without an order counts as abandoned. */
export const ABANDONED_CART_AFTER_HOURS = 1;

/** What one engagement is worth, in the store's currency, until the team sets its own values. */
export const DEFAULT_ENGAGEMENT_VALUES = {
  valuePerComment: 1,
  valuePerDm: 0.5,
  valuePerMention: 5,
  valuePerReply: 0.5,
  valuePerLike: 0.1,
  valuePerShare: 1.5,
  cpm: 8,
} as const;
export type EngagementValues = { [K in keyof typeof DEFAULT_ENGAGEMENT_VALUES]: number };

export const DEFAULT_AMBASSADOR_THRESHOLDS = { minMessages: 5, minFollowers: 1000 } as const;

/** Written in the UI and in docs/community.md; community-metrics.ts computes exactly these. */
export const EMV_FORMULA =
  "EMV = comments × value per comment + DMs × value per DM + mentions × value per mention + replies received × value per reply + likes received × value per like + shares received × value per share + mentions × followers ÷ 1,000 × CPM";
export const VIRALITY_FORMULA =
  "Virality Factor = (replies + likes + shares received) ÷ the member's public comments and mentions";
export const CARD_DEFINITIONS = {
  totalMembers: "Everyone who commented, sent a DM, mentioned the brand or ordered, counted once per person.",
  ambassadors: "Members who pass the ambassador thresholds (interactions and followers).",
  abandonCart: `Checkouts started without an order within ${ABANDONED_CART_AFTER_HOURS} hour.`,
  events: `Members' interactions (messages, link clicks, orders) in the last ${EVENTS_PERIOD_DAYS} days.`,
} as const;
