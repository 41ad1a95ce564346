// Constants of the AI analysis, named as specs 2 and 3 name them.

/** The 11 intents of spec 3 (automation configuration), in the order the spec lists them. */
export const INTENTS = [
  "product_inquiry",
  "purchase_intent",
  "complaint",
  "general_inquiry",
  "greeting",
  "compliment",
  "support_request",
  "partnership",
  "shipping_orders",
  "feedback",
  "catch_all",
] as const;
export type Intent = (typeof INTENTS)[number];

/** Routing teams (spec 3, "Teams"); routing categories, not user roles. */
export const TEAMS = ["cx", "sales", "technical", "management", "engagement"] as const;
export type Team = (typeof TEAMS)[number];

/** Document 3's names, which win where document 2 differs (docs/decisions/013-routing-teams-and-queue.md). */
export const TEAM_LABELS: Record<Team, string> = {
  cx: "Customer Experience",
  sales: "Sales",
  technical: "Technical",
  management: "Management",
  engagement: "Engagement",
};

export const RECOMMENDED_ACTIONS = ["auto_reply", "human_review", "escalate", "queue"] as const;
export type RecommendedAction = (typeof RECOMMENDED_ACTIONS)[number];

export const SENTIMENT_CLASSIFICATIONS = ["positive", "neutral", "negative"] as const;
export type SentimentClassification = (typeof SENTIMENT_CLASSIFICATIONS)[number];

/** Spec 3 §9: above 0.1 Positive, below -0.1 Negative, else Neutral. */
export const SENTIMENT_POSITIVE_ABOVE = 0.1;
export const SENTIMENT_NEGATIVE_BELOW = -0.1;

export function classifySentiment(score: number): SentimentClassification {
  if (score > SENTIMENT_POSITIVE_ABOVE) return "positive";
  if (score < SENTIMENT_NEGATIVE_BELOW) return "negative";
  return "neutral";
}

/** Spec 2 §9: high-intent filter threshold and the High Priority counter. */
export const HIGH_INTENT_THRESHOLD = 0.7;
export const HIGH_PRIORITY_MIN_SCORE = 70;

export const SUGGESTION_TYPES = ["quick", "detailed", "action"] as const;
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];

/** The placeholder the action suggestion carries; the caller replaces it with a real tracked link. */
export const TRACKING_LINK_SLOT = "{{tracking_link}}";

/** Spec 3 §9: the wizard offers exactly these brand tones and personality options. */
export const BRAND_TONES = [
  "Luxury",
  "Professional",
  "Friendly",
  "Casual",
  "Bold",
  "Playful",
  "Sophisticated",
  "Empowering",
] as const;
export type BrandTone = (typeof BRAND_TONES)[number];

export const BRAND_PERSONALITIES = [
  "Innovative",
  "Trustworthy",
  "Approachable",
  "Expert",
  "Supportive",
  "Inspiring",
  "Authentic",
  "Premium",
  "Sustainable",
  "Inclusive",
] as const;
export type BrandPersonality = (typeof BRAND_PERSONALITIES)[number];

const INTENT_ALIASES: Record<string, Intent> = {
  shipping_order: "shipping_orders",
  shipping: "shipping_orders",
  order_status: "shipping_orders",
  purchase: "purchase_intent",
  product_question: "product_inquiry",
  question: "general_inquiry",
  support: "support_request",
  praise: "compliment",
  other: "catch_all",
  spam: "catch_all",
};

/**
 * normalized_intent: the canonical spelling of an intent. The earlier product's settings screen
 * spelled shipping_orders as shipping_order; providers may answer with near-synonyms.
 */
export function normalizeIntent(raw: string): Intent {
  const key = intentKey(raw);
  if ((INTENTS as readonly string[]).includes(key)) return key as Intent;
  return INTENT_ALIASES[key] ?? "catch_all";
}

const intentKey = (raw: string) =>
  raw
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");

/** Whether a name is an intent or one of its accepted spellings ("shipping_order"). */
export const isIntentName = (raw: string) =>
  (INTENTS as readonly string[]).includes(intentKey(raw)) || intentKey(raw) in INTENT_ALIASES;
