import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";

/**
 * The team's conversations, among its `among` most recently active, with a message (not filtered)
 * whose text contains `text`, case-insensitively, newest first. The list shows at most `among`
 * messages, so the conversations it can show are among the `among` newest: walking
 * threads_team_last_idx backwards to them and reading their messages through messages_thread_idx
 * bounds the work by those conversations, however large the team's history (decision 052).
 */
export function threadsWithMessageStatement(teamId: string, text: string, among: number): SQL {
  return sql`select t.id from (
      select id, last_message_at from conversation_threads where team_id = ${teamId}
      order by last_message_at desc limit ${among}) t
    where exists (select 1 from messages m
      where m.thread_id = t.id and m.team_id = ${teamId} and m.status <> 'filtered'
        and strpos(lower(m.content), lower(${text})) > 0)
    order by t.last_message_at desc`;
}

export async function threadsWithMessageContaining(
  db: Db,
  teamId: string,
  text: string,
  among: number,
): Promise<string[]> {
  const rows = await sqlRows<{ id: string }>(db, threadsWithMessageStatement(teamId, text, among));
  return rows.map((r) => r.id);
}
