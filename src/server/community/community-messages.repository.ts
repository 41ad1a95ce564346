import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";

/** The stored message a reply answers (ingestion links it when the parent is known). */
export async function parentMessageId(db: Db, teamId: string, messageId: string): Promise<string | null> {
  const rows = await sqlRows<{ parent: string | null }>(
    db,
    sql`select parent_message_id as parent from messages where team_id = ${teamId} and id = ${messageId}`,
  );
  return rows[0]?.parent ?? null;
}
