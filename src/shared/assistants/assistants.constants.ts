/** The three assistants and their taglines (spec 3, "Assistant pages"). */
export const ASSISTANTS = {
  lunara: { name: "Lunara", role: "Bulk Operations Manager", tagline: "Available 24/7" },
  sunara: { name: "Sunara", role: "Smart Analytics Expert", tagline: "Real-time insights" },
  galara: { name: "Galara", role: "Proactive Strategy Assistant", tagline: "Always monitoring" },
} as const;

export const ASSISTANT_KEYS = ["lunara", "sunara", "galara"] as const;
export type AssistantKey = (typeof ASSISTANT_KEYS)[number];

/** Suggestion chips per assistant: questions the embedded engine answers from real data. */
export const SUGGESTIONS: Record<AssistantKey, string[]> = {
  sunara: [
    "Revenue last week by channel",
    "This month vs last month",
    "Top products last 30 days",
    "Show the funnel",
    "Leads by status",
    "Which products do customers ask about most?",
  ],
  lunara: [
    "How many unread messages today?",
    "Archive today's spam",
    "Mark today's compliments as read",
    "Assign complaints to cx",
    "Response times this week",
  ],
  galara: [
    "What needs my attention?",
    "What should I post next?",
    "What are customers complaining about?",
    "Complaints today",
    "High-intent messages waiting past SLA",
    "Negative messages this week",
    "Messages by platform this week",
  ],
};

/** A question longer than this is refused before any parsing (bad input, issue 16). */
export const MAX_QUESTION_LENGTH = 2000;
export const QUESTION_TOO_LONG = `Your question is too long: keep it under ${MAX_QUESTION_LENGTH} characters.`;

/** A previewed action runs only if confirmed within this many minutes. */
export const PREVIEW_TTL_MINUTES = 15;
/** Selections above this run as a background job with progress in the chat. */
export const BULK_JOB_THRESHOLD = 200;
/** How many messages a preview shows as a sample. */
export const PREVIEW_SAMPLE_SIZE = 5;

export const ACTION_KINDS = [
  "mark_read",
  "archive",
  "hide_spam",
  "assign",
  "set_status",
  "send_reply",
  "tracking_links",
] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];
/**
 * Actions that change how the team works, not just messages: admins only. Replying and making
 * tracked links are what members do in the inbox every day (its send and tracking-link routes are
 * open to members), so Lunara lets members do them in bulk too.
 */
export const ADMIN_ONLY_ACTIONS: readonly ActionKind[] = ["hide_spam"];
/** Actions that reach outside Lunara (a reply on the platform) or hand out links: always a job. */
export const OUTWARD_ACTIONS: readonly ActionKind[] = ["send_reply", "tracking_links"];

/** What a bulk reply may fill per message, from the message itself (its sender, the product it names). */
export const BULK_REPLY_SLOTS = ["first_name", "handle", "product"] as const;
export type BulkReplySlot = (typeof BULK_REPLY_SLOTS)[number];
/** How many personalised replies a preview shows. */
export const REPLY_EXAMPLES = 3;
export const REPLY_NOT_UNDOABLE =
  "Sent replies can't be undone: Instagram and TikTok keep them once they are posted.";
export const LINKS_NOT_UNDOABLE =
  "Tracking links can't be undone: Lunara has no way to switch a link off once it exists.";

/**
 * Galara's monitors and their default thresholds: what counts as "far from usual" until the team
 * sets its own (per monitor on/off and threshold, admins only).
 */
export const MONITORS = {
  complaint_spike: {
    label: "Spike in complaints or negative messages",
    unit: "messages in the last hour",
    threshold: 5,
  },
  crisis: { label: "Crisis", unit: "crisis messages in the last hour", threshold: 1 },
  high_intent_waiting: {
    label: "High-intent messages waiting past their SLA",
    unit: "messages",
    threshold: 1,
  },
  integration_silent: {
    label: "Integration stopped receiving",
    unit: "hours without a message",
    threshold: 24,
  },
  revenue_off: {
    label: "Revenue far from its usual level",
    unit: "% away from the 28-day daily average",
    threshold: 50,
  },
  product_asked: {
    label: "A product suddenly asked about",
    unit: "times its usual daily mentions (at least 5 in 24 hours)",
    threshold: 3,
  },
} as const;
export type MonitorKey = keyof typeof MONITORS;
export const MONITOR_KEYS = Object.keys(MONITORS) as MonitorKey[];
