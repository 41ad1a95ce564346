import { fallbackThreadId } from "./inbox.constants";
import type { InboxItem, InboxMessage, InboxThread } from "./inbox.schema";
import { isPendingAuto, itemActivityAt, type ThreadSummary, toThread } from "./inbox-rules";

export type GroupableRow = { message: InboxMessage; thread: ThreadSummary | null };

const byConversationOrder = (a: InboxMessage, b: InboxMessage) =>
  (a.sequence_number ?? Number.MAX_SAFE_INTEGER) - (b.sequence_number ?? Number.MAX_SAFE_INTEGER) ||
  a.received_at.localeCompare(b.received_at);

/** The summary of DMs stored without a thread row (the 'fallback-{platform}-{sender}' group). */
export function fallbackSummary(messages: readonly InboxMessage[]): ThreadSummary {
  const sorted = [...messages].sort(byConversationOrder);
  const first = sorted[0]!;
  const last = sorted[sorted.length - 1]!;
  const automated = sorted.reduce(
    (n, m) => n + m.responses.filter((r) => r.response_type === "ai_auto").length,
    0,
  );
  const manual = sorted.reduce(
    (n, m) => n + m.responses.filter((r) => r.response_type !== "ai_auto").length,
    0,
  );
  return {
    id: fallbackThreadId(first.platform, first.sender_username),
    platform: first.platform,
    sender_handle: first.sender_username,
    thread_type: "dm",
    message_count: sorted.length,
    unread_count: sorted.filter((m) => m.status === "unread").length,
    last_message_at: last.received_at,
    last_message_content: last.content,
    last_message_type: last.message_type,
    customer_sentiment: last.sentiment_classification,
    linked_lead_id: null,
    created_at: first.received_at,
    automation_status: automated === 0 ? "manual" : manual === 0 ? "automated" : "mixed",
    automated_response_count: automated,
  };
}

/** A thread (stored or fallback) with its messages in conversation order. */
export function buildThread(rows: readonly GroupableRow[]): InboxThread {
  const messages = rows.map((r) => r.message).sort(byConversationOrder);
  const stored = rows.find((r) => r.thread)?.thread ?? null;
  return toThread(stored ?? fallbackSummary(messages), messages);
}

/**
 * Direct messages of one platform and one sender become a thread (by their stored thread, else
 * by platform and sender); a group of one stays a plain message. A pending auto-reply is hidden
 * from the list until executed: it only appears inside a conversation with other messages.
 * Sorted by latest activity.
 */
export function groupIntoItems(rows: readonly GroupableRow[]): InboxItem[] {
  const groups = new Map<string, GroupableRow[]>();
  const items: InboxItem[] = [];
  for (const row of rows) {
    const m = row.message;
    if (m.message_type !== "dm") {
      if (!isPendingAuto(m)) items.push({ kind: "message", message: m });
      continue;
    }
    const key = m.thread_id ?? fallbackThreadId(m.platform, m.sender_username);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  for (const group of groups.values()) {
    const visible = group.filter((row) => !isPendingAuto(row.message));
    if (visible.length === 0) continue;
    if (group.length === 1) items.push({ kind: "message", message: group[0]!.message });
    else items.push({ kind: "thread", thread: buildThread(group) });
  }
  return items.sort((a, b) => itemActivityAt(b).localeCompare(itemActivityAt(a)));
}
