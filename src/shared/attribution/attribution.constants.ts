/** Specs 1 and 2: the tracking link, pixel and attribution constants in one place. */
export const DEFAULT_ATTRIBUTION_WINDOW_DAYS = 7;

/** The landing-page query parameters the pixel reads (spec 1 §3). */
export const TRACKING_PARAMS = {
  messageId: "lunara_message_id",
  clickId: "lunara_cid",
  source: "lunara_source",
  campaign: "lunara_campaign",
  userId: "lunara_user_id",
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
} as const;

export const TRACKING_CAMPAIGN = "lunara_dm";
export const TRACKING_UTM_MEDIUM = "social_dm";

/** Spec 1 §9: the pixel forgets its attribution record after 24 hours. */
export const PIXEL_ATTRIBUTION_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * A pixel event is a few hundred bytes; 16 KiB leaves room for long cart payloads while keeping a
 * flood of oversized bodies cheap to refuse.
 */
export const TRACK_BODY_LIMIT_BYTES = 16 * 1024;

/** Per store: sustained events per second and the burst a busy checkout minute may need. */
export const TRACK_RATE_LIMIT = { perSecond: 1000, burst: 5000 } as const;

/**
 * Longest order landing page read for a click id. A tracked link's landing URL is a few hundred
 * characters; anything far longer is not our link, and is not worth storing with the order.
 */
export const LANDING_SITE_MAX_CHARS = 4096;

export const ATTRIBUTION_METHODS = [
  "checkout_token",
  "cid",
  "mid",
  "email",
  "phone",
  "discount_code",
  "note",
  "landing_site",
] as const;
export type AttributionMethod = (typeof ATTRIBUTION_METHODS)[number];

export const TRACKING_LINK_ERRORS = {
  missingInput: "A tracking link needs a selected product, a selected message and a team",
  productNotFound: "Product not found",
  messageNotFound: "Message not found",
  noStore: "Connect a Shopify store before generating tracking links",
  variantNotFound: "That variant is not one of this product's variants",
} as const;
