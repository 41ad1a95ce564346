import type { InboxMessage, InboxResponse } from "@shared/inbox/inbox.schema";
import type { ThreadSummary } from "@shared/inbox/inbox-rules";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";

type Row = Record<string, unknown>;

/** Both drivers answer raw statements with `{ rows }`; the shared Db type leaves it unknown. */
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

/**
 * One statement for the inbox: messages with their analysis, decision, responses (aggregated per
 * message through responses_parent_idx) and thread, walking messages_team_received_idx backwards
 * so only the rows returned are read. The thread is joined by primary key alone (a team filter
 * in the join makes the planner scan all of the team's threads per message); its team is checked
 * when the row is mapped.
 */
function selectMessages(where: SQL, orderBy: SQL, limit: number | null): SQL {
  return sql`
    select m.id, m.team_id, m.platform, m.platform_message_id, m.integration_id, m.message_type, m.content,
      m.sender_username, m.sender_platform_id, m.parent_message_id, m.post_url, m.received_at, m.status,
      m.thread_id, m.sequence_number, m.is_thread_starter, m.spam_at, m.hidden_at, m.hidden_on_platform,
      m.platform_deleted_at, m.post_caption, m.post_thumbnail_url,
      (select i.status in ('connected', 'active') from integrations i where i.id = m.integration_id) as integration_connected,
      a.id as analysis_id, a.priority_score, a.sentiment_score, a.sentiment_classification,
      a.intent_classification, a.normalized_intent, a.confidence_score,
      coalesce((a.enhanced_analysis #>> '{intent_analysis,confidence}')::real, a.confidence_score) as intent_confidence,
      a.processed_at, a.recommended_action, a.recommended_team, a.urgency_level, a.crisis_flag, a.labels,
      d.decision as automation_decision, d.confidence_score as automation_confidence,
      d.executed_at as automation_executed_at, d.delay_applied_minutes as automation_delay_minutes,
      d.scheduled_for as automation_scheduled_for, d.failed_at as automation_failed_at,
      d.failure_reason as automation_failure_reason, d.failure_code as automation_failure_code,
      (select json_agg(json_build_object('id', r.id, 'content', r.content, 'sender_name', r.sender_name,
          'sender_type', r.sender_type, 'response_type', r.response_type, 'sent_via_platform', r.sent_via_platform,
          'created_at', r.created_at, 'sent_at', r.sent_at, 'ai_response_id', r.ai_response_id,
          'parent_message_id', r.parent_message_id) order by r.created_at)
        from conversation_responses r where r.parent_message_id = m.id) as responses,
      t.team_id as t_team_id, t.sender_handle as t_sender_handle, t.message_count as t_message_count, t.unread_count as t_unread_count,
      t.last_message_at as t_last_message_at, t.last_message_content as t_last_message_content,
      t.last_message_type as t_last_message_type, t.customer_sentiment as t_customer_sentiment,
      t.linked_lead_id as t_linked_lead_id, t.created_at as t_created_at,
      t.automation_status as t_automation_status, t.automated_response_count as t_automated_response_count
    from messages m
    left join message_ai_analysis a on a.message_id = m.id
    left join automation_decisions d on d.message_id = m.id
    left join conversation_threads t on t.id = m.thread_id
    where ${where}
    order by ${orderBy}
    ${limit === null ? sql`` : sql`limit ${limit}`}`;
}

/**
 * The list's statement: the newest messages of a team without filtered ones. Pending auto-replies
 * are left out, except DMs: grouping keeps those inside their conversation (yellow badge) and
 * drops any that would stand alone.
 */
export function inboxListStatement(teamId: string, limit: number): SQL {
  return selectMessages(
    sql`m.team_id = ${teamId} and m.status <> 'filtered'
      and not (d.decision is not null and d.decision = 'auto' and d.executed_at is null and m.message_type <> 'dm')`,
    sql`m.received_at desc`,
    limit,
  );
}

export type MessageWithThread = { message: InboxMessage; thread: ThreadSummary | null };

/**
 * The replies the automation will send on its own, soonest first: the list leaves them out until
 * they are sent (spec 2, Automation), so they are shown apart, where a person can still stop them.
 */
export async function listScheduledAutoReplies(
  db: Db,
  teamId: string,
  limit: number,
): Promise<InboxMessage[]> {
  const rows = await queryMessages(
    db,
    sql`m.team_id = ${teamId} and m.status <> 'filtered' and d.decision = 'auto'
      and d.executed_at is null and d.failed_at is null`,
    sql`d.scheduled_for asc nulls last, m.received_at asc`,
    limit,
  );
  return rows.map((row) => row.message);
}

/** The messages a statement of `selectMessages` selects, with their threads. */
async function queryMessages(db: Db, where: SQL, orderBy: SQL, limit: number | null) {
  return rowsOf(await db.execute(selectMessages(where, orderBy, limit))).map(toMessageWithThread);
}

export async function listInboxMessages(db: Db, teamId: string, limit: number): Promise<MessageWithThread[]> {
  const result = await db.execute(inboxListStatement(teamId, limit));
  return rowsOf(result).map(toMessageWithThread);
}

/** A stored thread's messages in sequence (pending auto-replies included: the detail shows them). */
export async function listThreadMessages(
  db: Db,
  teamId: string,
  threadId: string,
): Promise<MessageWithThread[]> {
  return queryMessages(
    db,
    sql`m.team_id = ${teamId} and m.thread_id = ${threadId} and m.status <> 'filtered'`,
    sql`m.sequence_number asc nulls last, m.received_at asc`,
    null,
  );
}

/** DMs stored without a thread, grouped by platform and sender, oldest first. */
export async function listSenderDms(
  db: Db,
  teamId: string,
  platform: string,
  sender: string,
): Promise<MessageWithThread[]> {
  return queryMessages(
    db,
    sql`m.team_id = ${teamId} and m.platform = ${platform} and m.sender_username = ${sender}
      and m.message_type = 'dm' and m.status <> 'filtered'`,
    sql`m.received_at asc`,
    null,
  );
}

const iso = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(value as string | Date).toISOString();
const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
const str = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

function toResponses(value: unknown): InboxResponse[] {
  const list = (typeof value === "string" ? JSON.parse(value) : value) as Row[] | null;
  return (list ?? []).map((r) => ({
    id: String(r.id),
    content: String(r.content),
    sender_name: String(r.sender_name),
    sender_type: String(r.sender_type),
    response_type: r.response_type as InboxResponse["response_type"],
    sent_via_platform: Boolean(r.sent_via_platform),
    created_at: iso(r.created_at)!,
    sent_at: iso(r.sent_at),
    ai_response_id: str(r.ai_response_id),
    parent_message_id: String(r.parent_message_id),
  }));
}

function toMessageWithThread(r: Row): MessageWithThread {
  const message: InboxMessage = {
    id: String(r.id),
    team_id: String(r.team_id),
    platform: String(r.platform),
    platform_message_id: String(r.platform_message_id),
    integration_id: String(r.integration_id),
    message_type: String(r.message_type),
    content: String(r.content),
    sender_username: String(r.sender_username),
    sender_platform_id: String(r.sender_platform_id),
    parent_message_id: str(r.parent_message_id),
    post_url: str(r.post_url),
    received_at: iso(r.received_at)!,
    status: r.status as InboxMessage["status"],
    thread_id: str(r.thread_id),
    sequence_number: num(r.sequence_number),
    is_thread_starter: Boolean(r.is_thread_starter),
    analysis_id: str(r.analysis_id),
    priority_score: num(r.priority_score),
    sentiment_score: num(r.sentiment_score),
    sentiment_classification: str(r.sentiment_classification),
    intent_classification: str(r.intent_classification),
    normalized_intent: str(r.normalized_intent),
    confidence_score: num(r.confidence_score),
    intent_confidence: num(r.intent_confidence),
    processed_at: iso(r.processed_at),
    recommended_action: str(r.recommended_action),
    recommended_team: str(r.recommended_team),
    urgency_level: str(r.urgency_level),
    crisis_flag: r.crisis_flag === true,
    labels: Array.isArray(r.labels) ? (r.labels as string[]) : [],
    automation_decision: (r.automation_decision ?? null) as InboxMessage["automation_decision"],
    automation_confidence: num(r.automation_confidence),
    automation_executed_at: iso(r.automation_executed_at),
    automation_delay_minutes: num(r.automation_delay_minutes),
    automation_scheduled_for: iso(r.automation_scheduled_for),
    automation_failed_at: iso(r.automation_failed_at),
    automation_failure_reason: str(r.automation_failure_reason),
    automation_failure_code: str(r.automation_failure_code),
    spam_at: iso(r.spam_at),
    hidden_at: iso(r.hidden_at),
    hidden_on_platform: r.hidden_on_platform === true,
    platform_deleted_at: iso(r.platform_deleted_at),
    post_caption: str(r.post_caption),
    post_thumbnail_url: str(r.post_thumbnail_url),
    integration_connected: r.integration_connected === true,
    responses: toResponses(r.responses),
  };
  const thread: ThreadSummary | null =
    message.thread_id && r.t_team_id === message.team_id
      ? {
          id: message.thread_id,
          platform: message.platform,
          sender_handle: String(r.t_sender_handle),
          thread_type: "dm",
          message_count: Number(r.t_message_count),
          unread_count: Number(r.t_unread_count),
          last_message_at: iso(r.t_last_message_at)!,
          last_message_content: str(r.t_last_message_content),
          last_message_type: str(r.t_last_message_type),
          customer_sentiment: str(r.t_customer_sentiment),
          linked_lead_id: str(r.t_linked_lead_id),
          created_at: iso(r.t_created_at)!,
          automation_status: r.t_automation_status as ThreadSummary["automation_status"],
          automated_response_count: Number(r.t_automated_response_count),
        }
      : null;
  return { message, thread };
}
