/**
 * Codes with which the auto-reply hands a message to a person on purpose: the brand's knowledge
 * does not answer it for sure, no reply can go out as it stands, or a crisis or complaint told
 * earlier in the conversation is still unanswered. These are safety holds, not
 * failures, so the inbox shows them as held for review; any other code (a platform's error, an
 * interrupted send) is a real failure.
 */
export const AUTO_REPLY_HOLD_CODES = [
  "NEEDS_PERSON",
  "NO_KNOWLEDGE",
  "UNCERTAIN_ANSWER",
  "SOURCES_DISAGREE",
  "NO_SENDABLE_REPLY",
  "OPEN_PROBLEM",
] as const;
export type AutoReplyHoldCode = (typeof AUTO_REPLY_HOLD_CODES)[number];

export const isAutoReplyHold = (code: string | null): code is AutoReplyHoldCode =>
  (AUTO_REPLY_HOLD_CODES as readonly string[]).includes(code ?? "");
