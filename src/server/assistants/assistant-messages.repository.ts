import { HIGH_INTENT_THRESHOLD } from "@shared/ai/ai.constants";
import { BUYING_INTENTS } from "@shared/ai/buying-intent";
import type { MessageFilter } from "@shared/assistants/message-filter";
import { TITLE_FILLERS, topicPattern } from "@shared/assistants/message-topics";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";

/** The where clause of a filter over `messages m left join message_ai_analysis a`; always team-scoped. */
export function messageWhere(teamId: string, f: MessageFilter, now: Date): SQL {
  const parts: SQL[] = [sql`m.team_id = ${teamId}`];
  if (f.status === "archived") parts.push(sql`m.status = 'filtered'`);
  else {
    parts.push(sql`m.status <> 'filtered'`);
    if (f.status) parts.push(sql`m.status = ${f.status}`);
    if (f.answered === "no") parts.push(sql`m.status <> 'responded'`);
  }
  if (f.from) parts.push(sql`m.received_at >= ${f.from}::timestamptz`);
  if (f.to) parts.push(sql`m.received_at < ${f.to}::timestamptz`);
  if (f.intent) parts.push(sql`a.normalized_intent = ${f.intent}`);
  if (f.sentiment) parts.push(sql`a.sentiment_classification = ${f.sentiment}`);
  if (f.urgency) parts.push(sql`a.urgency_level = ${f.urgency}`);
  if (f.platform) parts.push(sql`m.platform = ${f.platform}`);
  if (f.spam === "yes") parts.push(sql`m.spam_at is not null`);
  if (f.spam === "no") parts.push(sql`m.spam_at is null`);
  if (f.team) parts.push(sql`coalesce(a.assigned_team, a.recommended_team) = ${f.team}`);
  if (f.highIntent)
    parts.push(
      sql`a.normalized_intent in (${sql.join(
        BUYING_INTENTS.map((i) => sql`${i}`),
        sql`, `,
      )}) and coalesce((a.enhanced_analysis #>> '{intent_analysis,confidence}')::real, a.confidence_score) >= ${HIGH_INTENT_THRESHOLD}`,
    );
  if (f.overdue)
    parts.push(
      sql`a.in_queue and a.first_response_at is null and a.sla_due_at < ${now.toISOString()}::timestamptz`,
    );
  if (f.sender) parts.push(sql`lower(m.sender_username) = lower(${f.sender.replace(/^@/, "")})`);
  if (f.search) {
    const needle = `%${f.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`(lower(m.content) like ${needle} or lower(m.sender_username) like ${needle})`);
  }
  if (f.topic) parts.push(sql`m.content ~* ${topicPattern(f.topic)}`);
  if (f.product)
    parts.push(
      sql`exists (select 1 from products p where p.id = ${f.product} and p.team_id = ${teamId} and ${namesProduct(sql`p`)})`,
    );
  return sql.join(parts, sql` and `);
}

/** A regular expression's start of a word (PostgreSQL's `\y`). */
const WORD_START = "\\y";

/**
 * Whether message `m` names product `p`, as the topics tool counts it (`namesTitle`): the one telling
 * word of a one-word title (as the start of a word), else two of them at most three words apart.
 */
function namesProduct(p: SQL): SQL {
  const words = sql`(select distinct w.word from unnest(regexp_split_to_array(lower(${p}.title), '[^[:alnum:]]+')) as w(word)
    where length(w.word) >= 3 and w.word ~ '[[:alpha:]]' and w.word not in (${sql.join(
      TITLE_FILLERS.map((w) => sql`${w}`),
      sql`, `,
    )}))`;
  return sql`(case when (select count(*) from ${words} t) = 1
      then exists (select 1 from ${words} t where m.content ~* (${WORD_START} || t.word))
      else exists (select 1 from ${words} a, ${words} b where a.word <> b.word
        and m.content ~* (${WORD_START} || a.word || ${NEAR} || b.word))
    end)`;
}
/** The rest of a title's word, then at most two other words, then the next title word's start. */
const NEAR = "[[:alnum:]]*([^[:alnum:]]+[[:alnum:]]+){0,2}[^[:alnum:]]+";

/**
 * Messages with their analysis. With a time range the analysis is looked up per message (its
 * unique index; `limit 1` keeps the planner from flattening it back into a join): a month of a
 * 100k-message team is a few thousand lookups, where the planner's hash join read every analysis
 * of the team (bench:assistants). Without a range most of the team's messages are read anyway and
 * the hash join is the better plan.
 */
function fromFor(f: MessageFilter): SQL {
  return f.from || f.to
    ? sql`messages m left join lateral (select * from message_ai_analysis x
          where x.message_id = m.id and x.team_id = m.team_id limit 1) a on true`
    : sql`messages m left join message_ai_analysis a on a.message_id = m.id and a.team_id = m.team_id`;
}

export async function countMessages(db: Db, teamId: string, f: MessageFilter, now: Date): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${fromFor(f)} where ${messageWhere(teamId, f, now)}`,
  );
  return row?.n ?? 0;
}

/**
 * How many inbox list items the filter's messages make, on the inbox counters' basis (decision
 * 045): a DM conversation (its thread, else its platform and sender) is one item, and spam stays
 * out unless the filter asks for it.
 */
export async function countInboxItems(db: Db, teamId: string, f: MessageFilter, now: Date): Promise<number> {
  const filter: MessageFilter = { ...f, spam: f.spam ?? "no" };
  const [row] = await sqlRows<{ n: number }>(
    db,
    sql`select count(distinct case when m.message_type = 'dm'
        then coalesce(m.thread_id::text, 'fallback-' || m.platform || '-' || m.sender_username)
        else m.id::text end)::int as n
      from ${fromFor(filter)} where ${messageWhere(teamId, filter, now)}`,
  );
  return row?.n ?? 0;
}

export const MESSAGE_GROUPS = ["intent", "sentiment", "urgency", "platform", "day", "status"] as const;
export type MessageGroup = (typeof MESSAGE_GROUPS)[number];

const GROUP_EXPR: Record<MessageGroup, SQL> = {
  intent: sql`coalesce(a.normalized_intent, 'not analysed')`,
  sentiment: sql`coalesce(a.sentiment_classification, 'not analysed')`,
  urgency: sql`coalesce(a.urgency_level, 'not analysed')`,
  platform: sql`m.platform`,
  day: sql`to_char(m.received_at at time zone 'UTC', 'YYYY-MM-DD')`,
  status: sql`m.status`,
};

export const countMessagesBy = (db: Db, teamId: string, f: MessageFilter, group: MessageGroup, now: Date) =>
  sqlRows<{ key: string; n: number }>(
    db,
    sql`select ${GROUP_EXPR[group]} as key, count(*)::int as n from ${fromFor(f)}
      where ${messageWhere(teamId, f, now)} group by 1 order by ${group === "day" ? sql`1` : sql`2 desc, 1`}`,
  );

export type MessageRow = {
  id: string;
  platform: string;
  sender: string;
  content: string;
  receivedAt: string;
  status: string;
  intent: string | null;
  sentiment: string | null;
};

export const listMessages = (db: Db, teamId: string, f: MessageFilter, now: Date, limit: number) =>
  sqlRows<MessageRow>(
    db,
    sql`select m.id, m.platform, m.sender_username as sender, m.content,
      to_char(m.received_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "receivedAt",
      m.status, a.normalized_intent as intent, a.sentiment_classification as sentiment
    from ${fromFor(f)} where ${messageWhere(teamId, f, now)} order by m.received_at desc, m.id limit ${limit}`,
  );

/** Every id of a selection, for an action's preview (the ids are frozen at preview time). */
export async function selectMessageIds(db: Db, teamId: string, f: MessageFilter, now: Date, limit: number) {
  const rows = await sqlRows<{ id: string }>(
    db,
    sql`select m.id from ${fromFor(f)} where ${messageWhere(teamId, f, now)} order by m.received_at desc, m.id limit ${limit}`,
  );
  return rows.map((r) => r.id);
}

/** The texts of a filter's latest messages (newest first), for counting what they are about. */
export const listMessageTexts = (db: Db, teamId: string, f: MessageFilter, now: Date, limit: number) =>
  sqlRows<{ content: string }>(
    db,
    sql`select m.content from ${fromFor(f)} where ${messageWhere(teamId, f, now)}
      order by m.received_at desc, m.id limit ${limit}`,
  );

/** The team's active products, by title. */
export const listActiveProducts = (db: Db, teamId: string) =>
  sqlRows<{ id: string; title: string }>(
    db,
    sql`select id, title from products where team_id = ${teamId} and status = 'active' order by title`,
  );

/** A product's title, when it is this team's. */
export async function findProductTitle(db: Db, teamId: string, productId: string): Promise<string | null> {
  const [row] = await sqlRows<{ title: string }>(
    db,
    sql`select title from products where id = ${productId} and team_id = ${teamId}`,
  );
  return row?.title ?? null;
}
