import { eq, sql } from "drizzle-orm";
import { leads } from "../db/attribution.schema";
import type { Db } from "../db/client";

export async function countLeads(db: Db, teamId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(leads)
    .where(eq(leads.teamId, teamId));
  return row?.n ?? 0;
}
