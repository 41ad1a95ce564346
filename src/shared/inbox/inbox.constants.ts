// Constants of the inbox, named as spec 2 (§5, §9) names them.
import { TEAM_LABELS } from "../ai/ai.constants";

/** Inbox load limit: the newest 200 messages. */
export const INBOX_LOAD_LIMIT = 200;
/** Auto-replies waiting to be sent shown above the list, soonest first. */
export const SCHEDULED_AUTO_LIMIT = 20;
/** Products offered by the tracking-link picker. */
export const PRODUCTS_LIMIT = 50;
/** Relative-time labels refresh every 10 seconds. */
export const RELATIVE_TIME_REFRESH_MS = 10_000;
/** After a successful send, wait 500 ms before reloading. */
export const RELOAD_AFTER_SEND_MS = 500;
/** High Priority counts priority_score of at least 70. */
export const HIGH_PRIORITY_MIN_SCORE = 70;
/** The high-intent filter threshold. */
export const HIGH_INTENT_THRESHOLD = 0.7;

export const MESSAGE_STATUSES = ["unread", "read", "responded", "filtered"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const INBOX_PLATFORMS = ["instagram", "tiktok"] as const;
export type InboxPlatform = (typeof INBOX_PLATFORMS)[number];

/** rule_auto: a Comment-to-DM rule's private reply and public reply, sent by the rule itself. */
export const RESPONSE_TYPES = ["manual", "manual_edit", "ai_suggestion", "ai_auto", "rule_auto"] as const;
export type ResponseType = (typeof RESPONSE_TYPES)[number];
/** What a person can send from the inbox; ai_auto belongs to the auto-reply job. */
export const SENDABLE_RESPONSE_TYPES = ["ai_suggestion", "manual_edit", "manual"] as const;

export const OVERRIDE_ACTIONS = ["stop_auto", "send_now", "take_over"] as const;
export type OverrideAction = (typeof OVERRIDE_ACTIONS)[number];

export const STATUS_FILTERS = ["all", "unread", "read", "responded", "not-responded", "high-intent"] as const;
export const SENTIMENT_FILTERS = ["all", "positive", "negative", "neutral"] as const;
export const PLATFORM_FILTERS = ["all", ...INBOX_PLATFORMS] as const;
export const URGENCY_FILTERS = ["all", "crisis", "urgent", "high", "normal", "low"] as const;
export const TEAM_FILTERS = ["all", "cx", "sales", "technical", "management"] as const;
export const ACTION_FILTERS = ["all", "auto_reply", "human_review", "escalate", "queue"] as const;
export const TIME_RANGE_FILTERS = ["all", "1day", "7days", "30days", "90days"] as const;

/** Whole days of message age each time range allows. */
export const TIME_RANGE_DAYS: Record<Exclude<(typeof TIME_RANGE_FILTERS)[number], "all">, number> = {
  "1day": 1,
  "7days": 7,
  "30days": 30,
  "90days": 90,
};

/** Routing labels, not user roles: document 3's names (docs/decisions/013-routing-teams-and-queue.md). */
export const RECOMMENDED_TEAM_LABELS: Record<string, string> = TEAM_LABELS;

/** The id of a DM group whose messages carry no stored thread. */
export const fallbackThreadId = (platform: string, sender: string) => `fallback-${platform}-${sender}`;
export const isFallbackThreadId = (id: string) => id.startsWith("fallback-");
