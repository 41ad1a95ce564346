import { isHighIntent } from "../ai/buying-intent";
import {
  type ACTION_FILTERS,
  HIGH_PRIORITY_MIN_SCORE,
  type PLATFORM_FILTERS,
  type SENTIMENT_FILTERS,
  type STATUS_FILTERS,
  type TEAM_FILTERS,
  TIME_RANGE_DAYS,
  type TIME_RANGE_FILTERS,
  type URGENCY_FILTERS,
} from "./inbox.constants";
import type { InboxCounters, InboxItem, InboxMessage } from "./inbox.schema";
import { effectiveStatus, listUrgency, shownMessage, standingMessage } from "./inbox-rules";

export type InboxFilters = {
  status: (typeof STATUS_FILTERS)[number];
  sentiment: (typeof SENTIMENT_FILTERS)[number];
  platform: (typeof PLATFORM_FILTERS)[number];
  urgency: (typeof URGENCY_FILTERS)[number];
  team: (typeof TEAM_FILTERS)[number];
  action: (typeof ACTION_FILTERS)[number];
  timeRange: (typeof TIME_RANGE_FILTERS)[number];
};

export const DEFAULT_FILTERS: InboxFilters = {
  status: "all",
  sentiment: "all",
  platform: "all",
  urgency: "all",
  team: "all",
  action: "all",
  timeRange: "all",
};

/** The Filters badge: how many groups are set to something other than all. */
export const activeFilterCount = (filters: InboxFilters) =>
  Object.values(filters).filter((value) => value !== "all").length;

const DAY_MS = 86_400_000;

/** Buying intent (purchase_intent or product_inquiry) with an intent confidence of at least 0.7. */
export const isHighIntentMessage = (m: InboxMessage) =>
  isHighIntent(m.normalized_intent, m.intent_confidence ?? m.confidence_score);

function matchesMessageFilters(m: InboxMessage, filters: InboxFilters, now: Date): boolean {
  const { status } = filters;
  if (status === "not-responded" && m.status === "responded") return false;
  if (status === "high-intent" && !isHighIntentMessage(m)) return false;
  if (status !== "all" && status !== "not-responded" && status !== "high-intent" && m.status !== status)
    return false;
  if (filters.sentiment !== "all" && m.sentiment_classification !== filters.sentiment) return false;
  if (filters.platform !== "all" && m.platform !== filters.platform) return false;
  if (filters.urgency !== "all" && listUrgency(m) !== filters.urgency) return false;
  if (filters.team !== "all" && m.recommended_team !== filters.team) return false;
  if (filters.action !== "all" && m.recommended_action !== filters.action) return false;
  if (filters.timeRange !== "all") {
    const ageDays = Math.floor((now.getTime() - new Date(m.received_at).getTime()) / DAY_MS);
    if (ageDays > TIME_RANGE_DAYS[filters.timeRange]) return false;
  }
  return true;
}

const NO_THREADS: ReadonlySet<string> = new Set();

/**
 * Case-insensitive substring on content and sender. A conversation matches on its handle or any of
 * its messages: those the list holds, and, through `matchedThreads` (GET /api/inbox/search), its
 * earlier messages the list does not carry.
 */
export function matchesSearch(
  item: InboxItem,
  search: string,
  matchedThreads: ReadonlySet<string> = NO_THREADS,
): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  // A DM alone in the list may still be a conversation whose earlier messages the list does not hold.
  const threadId = item.kind === "thread" ? item.thread.id : item.message.thread_id;
  if (threadId && matchedThreads.has(threadId)) return true;
  const fields =
    item.kind === "message"
      ? [item.message.content, item.message.sender_username]
      : [
          item.thread.sender_handle,
          item.thread.last_message_content ?? "",
          ...item.thread.messages.map((m) => m.content),
        ];
  return fields.some((field) => field.toLowerCase().includes(needle));
}

export type InboxTab = "pending" | "responded" | "spam";

export const isRespondedItem = (item: InboxItem) => effectiveStatus(item) === "responded";

/** A message marked spam; a thread when every message in it is. Spam sits in its own tab. */
export const isSpamItem = (item: InboxItem) =>
  item.kind === "message"
    ? item.message.spam_at !== null
    : item.thread.messages.every((m) => m.spam_at !== null);

/** Search and filters; message filters apply only to single messages, not to threads. */
export function filterItems(
  items: readonly InboxItem[],
  options: { search: string; filters: InboxFilters; now: Date; matchedThreads?: ReadonlySet<string> },
): InboxItem[] {
  return items.filter(
    (item) =>
      matchesSearch(item, options.search, options.matchedThreads) &&
      (item.kind === "thread" || matchesMessageFilters(item.message, options.filters, options.now)),
  );
}

/** The Pending tab hides responded items; the Responded tab shows only them; spam only in Spam. */
export function itemsOfTab(items: readonly InboxItem[], tab: InboxTab): InboxItem[] {
  if (tab === "spam") return items.filter(isSpamItem);
  return items.filter((item) => !isSpamItem(item) && isRespondedItem(item) === (tab === "responded"));
}

/**
 * The one definition of "pending messages": the Pending tab's items. The sidebar's inbox count,
 * the tab badges and any other "pending" figure are this function over the same list.
 */
export function tabCounts(items: readonly InboxItem[]): Record<InboxTab, number> {
  return {
    pending: itemsOfTab(items, "pending").length,
    responded: itemsOfTab(items, "responded").length,
    spam: itemsOfTab(items, "spam").length,
  };
}

/**
 * Total, Unread, High Priority (priority_score >= 70), Crisis (crisis_flag) and High intent over the
 * list items as the list shows them: a conversation thread counts once, like its row and the tabs,
 * so Total is Pending plus Responded. Spam items are counted in their own tab, not here. An item's
 * status is its effective status; its priority and crisis are those of the message its triage stands
 * on (`standingMessage`: a crisis told before a follow-up question still counts), its buying intent
 * that of the message its row shows.
 */
export function countItems(items: readonly InboxItem[]): InboxCounters {
  let total = 0;
  let unread = 0;
  let highPriority = 0;
  let crisis = 0;
  let highIntent = 0;
  for (const item of items) {
    const shown = shownMessage(item);
    if (isSpamItem(item) || !shown) continue;
    total++;
    if (effectiveStatus(item) === "unread") unread++;
    const standing = standingMessage(item) ?? shown;
    if ((standing.priority_score ?? 0) >= HIGH_PRIORITY_MIN_SCORE) highPriority++;
    if (standing.crisis_flag) crisis++;
    if (isHighIntentMessage(shown)) highIntent++;
  }
  return { total, unread, high_priority: highPriority, crisis, high_intent: highIntent };
}
