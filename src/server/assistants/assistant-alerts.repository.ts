import { and, desc, eq, gte } from "drizzle-orm";
import { assistantAlerts } from "../db/assistants.schema";
import type { Db } from "../db/client";

export async function listRecentAlerts(db: Db, teamId: string, limit: number) {
  const rows = await db
    .select()
    .from(assistantAlerts)
    .where(eq(assistantAlerts.teamId, teamId))
    .orderBy(desc(assistantAlerts.createdAt))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    monitor: r.monitor,
    severity: r.severity as "info" | "urgent",
    title: r.title,
    body: r.body,
    link: r.link,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Records a finding once per monitor and window; returns false when it was already recorded. */
export async function insertAlert(
  db: Db,
  values: {
    teamId: string;
    monitor: string;
    severity: "info" | "urgent";
    title: string;
    body: string;
    link: string;
    dedupeKey: string;
    createdAt: Date;
  },
): Promise<boolean> {
  const rows = await db
    .insert(assistantAlerts)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: assistantAlerts.id });
  return rows.length === 1;
}

/** Urgent findings since a moment: what the inbox banner shows. */
export async function listUrgentAlertsSince(db: Db, teamId: string, since: Date) {
  const rows = await db
    .select()
    .from(assistantAlerts)
    .where(
      and(
        eq(assistantAlerts.teamId, teamId),
        eq(assistantAlerts.severity, "urgent"),
        gte(assistantAlerts.createdAt, since),
      ),
    )
    .orderBy(desc(assistantAlerts.createdAt))
    .limit(3);
  return rows.map((r) => ({
    id: r.id,
    monitor: r.monitor,
    severity: "urgent" as const,
    title: r.title,
    body: r.body,
    link: r.link,
    createdAt: r.createdAt.toISOString(),
  }));
}
