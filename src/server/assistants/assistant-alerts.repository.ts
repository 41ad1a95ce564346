import { and, desc, eq, gte, ne, or } from "drizzle-orm";
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

type AlertValues = Parameters<typeof insertAlert>[1];

/**
 * Records a monitor's finding once per window ("new"). A later finding of the same window is the
 * same alert: when its title or body changed (a count that grew), they and the link are rewritten
 * in place ("updated"), keeping its id and time, so the banner shows the current figure without a
 * second banner; otherwise nothing changes ("unchanged").
 */
export async function recordAlert(db: Db, values: AlertValues): Promise<"new" | "updated" | "unchanged"> {
  if (await insertAlert(db, values)) return "new";
  const rows = await db
    .update(assistantAlerts)
    .set({ severity: values.severity, title: values.title, body: values.body, link: values.link })
    .where(
      and(
        eq(assistantAlerts.teamId, values.teamId),
        eq(assistantAlerts.monitor, values.monitor),
        eq(assistantAlerts.dedupeKey, values.dedupeKey),
        or(ne(assistantAlerts.title, values.title), ne(assistantAlerts.body, values.body)),
      ),
    )
    .returning({ id: assistantAlerts.id });
  return rows.length === 1 ? "updated" : "unchanged";
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
