import { URGENCY_BANDS } from "../ai/urgency";
import { fallbackThreadId } from "./inbox.constants";
import type { InboxItem, InboxMessage, InboxThread } from "./inbox.schema";

type DecisionFacts = Pick<InboxMessage, "automation_decision" | "automation_executed_at">;

/** A decision of auto with no execution time: hidden from the list, yellow badge and banner. */
export const isPendingAuto = (m: DecisionFacts) =>
  m.automation_decision === "auto" && !m.automation_executed_at;

export const isAutoExecuted = (m: DecisionFacts) =>
  m.automation_decision === "auto" && !!m.automation_executed_at;

export const isCrisis = (m: Pick<InboxMessage, "automation_decision" | "crisis_flag">) =>
  m.automation_decision === "crisis" || m.crisis_flag;

/**
 * Thread status: unread if any message is unread; otherwise responded if the first or latest
 * message is responded, or it has responses, or an executed auto decision; otherwise read.
 */
export function threadStatus(messages: readonly InboxMessage[]): "unread" | "read" | "responded" {
  if (messages.some((m) => m.status === "unread")) return "unread";
  const first = messages[0];
  const latest = messages[messages.length - 1];
  if (first?.status === "responded" || latest?.status === "responded") return "responded";
  if (messages.some((m) => m.responses.length > 0 || isAutoExecuted(m))) return "responded";
  return "read";
}

export const conversationStage = (status: string): "new" | "ongoing" =>
  status === "responded" ? "ongoing" : "new";

/** The message a list item stands for: the message itself, or a thread's latest message. */
export function latestMessage(item: InboxItem): InboxMessage | undefined {
  return item.kind === "message" ? item.message : item.thread.messages[item.thread.messages.length - 1];
}

/**
 * The message a list row shows: a thread's latest that is not spam, since spam sits in its own tab
 * ("you won a free iPhone" sent last does not stand for the customer's conversation).
 */
export function shownMessage(item: InboxItem): InboxMessage | undefined {
  if (item.kind === "message") return item.message;
  return item.thread.messages.findLast((m) => m.spam_at === null) ?? latestMessage(item);
}

export const itemId = (item: InboxItem) => (item.kind === "message" ? item.message.id : item.thread.id);

/**
 * The conversation an item is part of, the same before and after a DM alone in the list gains a
 * second message and becomes a thread: its thread, else its platform and sender; a comment is its
 * own. What a person types in the reply box is kept under it.
 */
export function conversationKey(item: InboxItem): string {
  if (item.kind === "thread") return item.thread.id;
  const m = item.message;
  if (m.message_type !== "dm") return m.id;
  return m.thread_id ?? fallbackThreadId(m.platform, m.sender_username);
}

const answered = (m: InboxMessage) => m.status === "responded" || m.responses.length > 0 || isAutoExecuted(m);

/**
 * The message a conversation's triage stands on (its urgency, crisis flag, SLA and counters): of the
 * customer's messages since the brand last answered, a crisis first, else the highest priority,
 * the latest of equals. "The SPF gave me a burning rash" followed by "Also, do you ship to
 * Canada?" stays a crisis until someone answers. With every message answered, the one the row shows.
 */
export function standingMessage(item: InboxItem): InboxMessage | undefined {
  const shown = shownMessage(item);
  if (item.kind === "message" || !shown) return shown;
  const messages = item.thread.messages.filter((m) => m.spam_at === null);
  const open = messages.slice(messages.findLastIndex(answered) + 1);
  const weight = (m: InboxMessage) => (isCrisis(m) ? 1000 : 0) + (m.priority_score ?? -1);
  return (
    open.reduce<InboxMessage | undefined>(
      (best, m) => (!best || weight(m) >= weight(best) ? m : best),
      undefined,
    ) ?? shown
  );
}

export const itemActivityAt = (item: InboxItem) =>
  item.kind === "message" ? item.message.received_at : item.thread.last_message_at;

function isAutomated(item: InboxItem): boolean {
  if (item.kind === "thread") return item.thread.automation_status === "automated";
  return isAutoExecuted(item.message);
}

function hasAutomatedResponses(item: InboxItem): boolean {
  if (item.kind === "thread") {
    return (
      item.thread.automated_response_count > 0 ||
      item.thread.messages.some((m) => m.responses.some((r) => r.response_type === "ai_auto"))
    );
  }
  return item.message.responses.some((r) => r.response_type === "ai_auto");
}

/** responded if automated or with automated responses; else unread if unread_count > 0; else its status. */
export function effectiveStatus(item: InboxItem): string {
  if (isAutomated(item) || hasAutomatedResponses(item)) return "responded";
  if (item.kind === "thread") return item.thread.unread_count > 0 ? "unread" : item.thread.status;
  return item.message.status;
}

/** The Action label of the analysis panel and list. */
export function actionLabel(
  m: Pick<InboxMessage, "automation_decision" | "automation_executed_at" | "recommended_action">,
) {
  if (m.automation_decision === "auto") return m.automation_executed_at ? "auto reply" : "pending auto";
  if (m.automation_decision === "crisis") return "crisis escalation";
  if (m.automation_decision === "manual") return "manual review";
  return m.recommended_action ? m.recommended_action.replaceAll("_", " ") : "";
}

/** The routing urgency first, else the band of priority_score, defaulting to normal. */
export function listUrgency(m: Pick<InboxMessage, "urgency_level" | "priority_score">): string {
  if (m.urgency_level) return m.urgency_level;
  if (m.priority_score === null) return "normal";
  const score = m.priority_score;
  return URGENCY_BANDS.find((band) => score >= band.min && score <= band.max)?.level ?? "normal";
}

export type ThreadSummary = Omit<InboxThread, "status" | "conversation_stage" | "messages">;

/** A thread list item whose status and stage follow from its messages (oldest first). */
export function toThread(summary: ThreadSummary, messages: InboxMessage[]): InboxThread {
  const status = threadStatus(messages);
  return { ...summary, status, conversation_stage: conversationStage(status), messages };
}
