import { ROUTING_QUEUE_LIMIT } from "@shared/routing/routing.constants";
import type { QueueItem, RoutingFilters } from "@shared/routing/routing.schema";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";
import { businessMinutes, itemFilters, rangeStart, settingsRow } from "./routing.sql";

const iso = (v: unknown) => (v == null ? null : new Date(v as string).toISOString());

const ITEM_COLUMNS = sql`a.id, a.message_id, m.content, m.platform, m.message_type, m.sender_username,
  a.intent_classification as intent, a.priority_score, a.sentiment_score::float8 as sentiment_score,
  a.sentiment_classification, a.assigned_team as team, a.urgency_level as urgency, a.routing_reason,
  a.routing_status as status,
  a.assigned_to, u.name as assignee_name, a.received_at, a.assigned_at, a.started_at, a.completed_at,
  a.sla_due_at, a.reply_window_ends_at`;

type ItemRow = Omit<QueueItem, "received_at"> & { received_at: unknown };

function toItem(r: ItemRow): QueueItem {
  return {
    ...r,
    priority_score: Number(r.priority_score),
    sentiment_score: Number(r.sentiment_score),
    received_at: iso(r.received_at) ?? "",
    assigned_at: iso(r.assigned_at),
    started_at: iso(r.started_at),
    completed_at: iso(r.completed_at),
    sla_due_at: iso(r.sla_due_at),
    reply_window_ends_at: iso(r.reply_window_ends_at),
  };
}

/**
 * The open items of the queue (pending and in progress) in the range, the nearest deadline first
 * (the SLA target or the platform's reply window, whichever ends sooner; overdue ones on top), then
 * priority. The top 20 walk the deadline index; only those 20 are joined to their messages.
 */
export function queueStatement(teamId: string, filters: RoutingFilters, now: Date): SQL {
  const open = sql`from ${settingsRow(teamId)} cfg, message_ai_analysis a
    where a.team_id = ${teamId} and a.in_queue and a.routing_status <> 'completed'
      and a.processed_at >= ${rangeStart(filters.range, now)}${itemFilters(filters)}`;
  return sql`select ${ITEM_COLUMNS}, (select count(*) ${open}) as total
    from (select a.id, a.queue_deadline, a.priority_score, a.processed_at ${open}
      order by a.queue_deadline nulls last, a.priority_score desc, a.processed_at, a.id
      limit ${ROUTING_QUEUE_LIMIT}) top
    join message_ai_analysis a on a.id = top.id
    join messages m on m.id = a.message_id
    left join "user" u on u.id = a.assigned_to
    order by top.queue_deadline nulls last, top.priority_score desc, top.processed_at, top.id`;
}

export async function listQueue(db: Db, teamId: string, filters: RoutingFilters, now: Date) {
  const rows = await sqlRows<ItemRow & { total: number | string }>(db, queueStatement(teamId, filters, now));
  const total = Number(rows[0]?.total ?? 0);
  return { total, items: rows.map(toItem) };
}

export async function findItem(db: Db, teamId: string, id: string): Promise<QueueItem | null> {
  const rows = await sqlRows<ItemRow>(
    db,
    sql`select ${ITEM_COLUMNS} from message_ai_analysis a join messages m on m.id = a.message_id
      left join "user" u on u.id = a.assigned_to
      where a.id = ${id} and a.team_id = ${teamId} and a.in_queue`,
  );
  return rows[0] ? toItem(rows[0]) : null;
}

/** Start: one conditional update, so of any number of simultaneous clicks exactly one wins. */
export async function claimItem(db: Db, teamId: string, id: string, userId: string, now: Date) {
  const rows = await sqlRows<{ id: string }>(
    db,
    sql`update message_ai_analysis set routing_status = 'in_progress', assigned_to = ${userId},
        assigned_at = coalesce(assigned_at, ${now.toISOString()}::timestamptz),
        started_at = ${now.toISOString()}::timestamptz, updated_at = ${now.toISOString()}::timestamptz
      where id = ${id} and team_id = ${teamId} and in_queue and routing_status = 'pending'
        and (assigned_to is null or assigned_to = ${userId})
      returning id`,
  );
  return rows.length === 1;
}

/** Complete: only the holder of an item in progress; the resolution time is stored with it. */
export async function completeItem(db: Db, teamId: string, id: string, userId: string, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await sqlRows<{ id: string }>(
    db,
    sql`update message_ai_analysis a set routing_status = 'completed', completed_at = ${at},
        completed_by = ${userId}, updated_at = ${at},
        resolution_minutes = ${businessMinutes(sql`a.received_at`, at)}
      from ${settingsRow(teamId)} cfg
      where a.id = ${id} and a.team_id = ${teamId} and a.in_queue and a.routing_status = 'in_progress'
        and a.assigned_to = ${userId}
      returning a.id`,
  );
  return rows.length === 1;
}

/** An admin's reassignment: to a person (keeping the state) or back to the pool (pending). */
export async function assignItem(
  db: Db,
  teamId: string,
  id: string,
  assignee: { userId: string | null; team?: string | undefined },
  now: Date,
) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await sqlRows<{ id: string }>(
    db,
    sql`update message_ai_analysis set assigned_to = ${assignee.userId}, assigned_at = ${at}, updated_at = ${at},
        assigned_team = coalesce(${assignee.team ?? null}, assigned_team),
        routing_status = case when ${assignee.userId}::text is null then 'pending' else routing_status end,
        started_at = case when ${assignee.userId}::text is null then null else started_at end
      where id = ${id} and team_id = ${teamId} and in_queue and routing_status <> 'completed'
      returning id`,
  );
  return rows.length === 1;
}

/**
 * A reply went out: the replied message's item, and the earlier open items of its conversation,
 * get their first response and are completed (by whoever held them, else by the person who
 * replied). Runs inside the reply's transaction.
 */
export async function completeOnReply(
  db: Db,
  teamId: string,
  messageId: string,
  now: Date,
  repliedBy: string | null = null,
) {
  const at = sql`${now.toISOString()}::timestamptz`;
  await db.execute(
    sql`update message_ai_analysis a set
        first_response_at = coalesce(a.first_response_at, ${at}),
        first_response_minutes = coalesce(a.first_response_minutes, ${businessMinutes(sql`a.received_at`, at)}),
        routing_status = 'completed', completed_at = coalesce(a.completed_at, ${at}),
        completed_by = coalesce(a.completed_by, a.assigned_to, ${repliedBy}::text),
        resolution_minutes = coalesce(a.resolution_minutes, ${businessMinutes(sql`a.received_at`, at)}),
        updated_at = ${at}
      from ${settingsRow(teamId)} cfg, messages replied
      where replied.id = ${messageId} and replied.team_id = ${teamId} and a.team_id = ${teamId}
        and (a.message_id = replied.id or (a.routing_status <> 'completed' and replied.thread_id is not null
          and a.message_id in (select o.id from messages o where o.thread_id = replied.thread_id
            and o.team_id = ${teamId} and o.received_at <= replied.received_at)))`,
  );
}

/** Deadlines of the team's open items, newest first, for the countdowns on inbox rows. */
export async function openDeadlines(db: Db, teamId: string, limit: number) {
  const rows = await sqlRows<{
    message_id: string;
    status: string;
    sla_due_at: unknown;
    reply_window_ends_at: unknown;
  }>(
    db,
    sql`select a.message_id, a.routing_status as status, a.sla_due_at, a.reply_window_ends_at
      from message_ai_analysis a
      where a.team_id = ${teamId} and a.in_queue and a.routing_status <> 'completed'
      order by a.processed_at desc limit ${limit}`,
  );
  return rows.map((r) => ({
    message_id: r.message_id,
    status: r.status,
    sla_due_at: iso(r.sla_due_at),
    reply_window_ends_at: iso(r.reply_window_ends_at),
  }));
}
