// Comment-to-DM automation (issue 19, item 2): limits from docs/platforms.md, texts in one place.
import { REPLY_LIMITS } from "../inbox/reply-limits";

/** Instagram accepts one private reply per comment within 7 days of the comment [C]. */
export const PRIVATE_REPLY_WINDOW_DAYS = 7;
/** Private Replies: 750 calls per hour per account [C]; the rule engine queues past it. */
export const PRIVATE_REPLIES_PER_HOUR = 750;
/** The public reply is an Instagram comment [U: 2200]. */
export const PUBLIC_REPLY_LIMIT = REPLY_LIMITS.instagram.comment;
/** Room kept in a DM for the line break and the tracked link (`{PUBLIC_URL}/t/{code}`). */
export const TRACKED_LINK_ROOM = 120;
/** The DM text a person writes: the Send API's limit less the link's room. */
export const DM_TEXT_LIMIT = REPLY_LIMITS.instagram.dm - TRACKED_LINK_ROOM;
export const KEYWORDS_MAX = 20;
export const KEYWORD_MAX_LENGTH = 50;
export const DRY_RUN_DAYS_DEFAULT = 7;
export const DRY_RUN_DAYS_MAX = 30;
export const DRY_RUN_LIMIT = 100;

export const COMMENT_DM_TEXTS = {
  instagramOnly:
    "Instagram only: TikTok has no private reply to a comment, so these rules never run on TikTok comments.",
  triggerRequired: "Add at least one keyword or choose an intent",
  thresholdRequired: "Choose the intent's minimum confidence",
  productNotFound: "This product does not exist in your connected store",
  nameTaken: "A rule with this name already exists",
  ruleNotFound: "Rule not found",
  overlap: (other: string) =>
    `The rule "${other}" already answers this keyword or intent on this post: a commenter would get two DMs. Change the keywords, the intent or the post, or disable "${other}".`,
} as const;

/** Why a matched comment got no DM: the record the rule's history shows. */
export const SKIP_REASONS = {
  already_messaged: "This person already got this rule's DM",
  rule_already_replied: "This rule already sent this comment its private reply",
  comment_already_answered: "This comment already got a private reply from another rule",
  window_closed: `The comment is older than ${PRIVATE_REPLY_WINDOW_DAYS} days: Instagram no longer accepts a private reply`,
  product_missing: "The rule's product no longer exists in the store",
  rule_disabled: "The rule was disabled before the DM went out",
  comment_gone: "The comment was deleted or hidden before the DM went out",
  not_instagram: "Private replies exist only on Instagram",
  platform_refused: "Instagram refused the private reply",
} as const;
export type SkipReason = keyof typeof SKIP_REASONS;
