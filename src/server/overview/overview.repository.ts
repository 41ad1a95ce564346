import { and, eq, ne, sql } from "drizzle-orm";
import { leads } from "../db/attribution.schema";
import type { Db } from "../db/client";
import { messages } from "../db/inbox.schema";

/** Messages of the team not yet responded (spec: "Count messages by team_id where status is not 'responded'"). */
export async function countPendingMessages(db: Db, teamId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(
      and(eq(messages.teamId, teamId), ne(messages.status, "responded"), ne(messages.status, "filtered")),
    );
  return row?.n ?? 0;
}

export async function countLeads(db: Db, teamId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(leads)
    .where(eq(leads.teamId, teamId));
  return row?.n ?? 0;
}
