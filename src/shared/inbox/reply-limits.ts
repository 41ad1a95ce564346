// Platform limits on replies (platforms-reference §1.5, §2.3), in one place.

/**
 * Characters per reply: a TikTok comment reply holds 1-150 [3P]; an Instagram DM sent through the
 * Send API must stay under 1000 [C]; an Instagram comment holds 2200 (Instagram's caption and
 * comment limit) [U].
 */
export const REPLY_LIMITS = {
  tiktok: { comment: 150 },
  instagram: { dm: 999, comment: 2200 },
} as const;

/** The standard messaging window after the customer's last DM [C]. */
export const INSTAGRAM_DM_WINDOW_HOURS = 24;
