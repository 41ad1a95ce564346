import type { MonitorKey } from "@shared/assistants/assistants.constants";
import { eq, sql } from "drizzle-orm";
import { assistantMonitorSettings } from "../db/assistants.schema";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";

export async function monitorSettingsOf(db: Db, teamId: string) {
  return db
    .select({
      monitor: assistantMonitorSettings.monitor,
      enabled: assistantMonitorSettings.enabled,
      threshold: assistantMonitorSettings.threshold,
    })
    .from(assistantMonitorSettings)
    .where(eq(assistantMonitorSettings.teamId, teamId));
}

export async function saveMonitorSetting(
  db: Db,
  teamId: string,
  s: { monitor: MonitorKey; enabled: boolean; threshold: number },
  now: Date,
) {
  await db
    .insert(assistantMonitorSettings)
    .values({ teamId, ...s, updatedAt: now })
    .onConflictDoUpdate({
      target: [assistantMonitorSettings.teamId, assistantMonitorSettings.monitor],
      set: { enabled: s.enabled, threshold: s.threshold, updatedAt: now },
    });
}

/** Teams with any message or sales day: the ones monitors have something to watch. */
export const watchedTeams = (db: Db) =>
  sqlRows<{ team_id: string }>(
    db,
    sql`select distinct team_id from integrations where status in ('connected', 'active')`,
  );

/** Every integration of the team with the time of its last message (null when none ever arrived). */
export const integrationsLastMessage = (db: Db, teamId: string) =>
  sqlRows<{ id: string; platform: string; last_at: string | null }>(
    db,
    sql`select i.id, i.platform, (select max(m.received_at)::text from messages m
        where m.team_id = ${teamId} and m.integration_id = i.id) as last_at
      from integrations i where i.team_id = ${teamId} and i.status in ('connected', 'active') and i.platform <> 'shopify'`,
  );

/**
 * Per product, the team's messages naming it (its short name, case-insensitive, as the records
 * search matches) in the last day and in the week before.
 */
export const productMentions = (
  db: Db,
  teamId: string,
  names: { id: string; name: string }[],
  window: { weekAgo: Date; dayAgo: Date; now: Date },
) =>
  names.length === 0
    ? Promise.resolve([])
    : sqlRows<{ id: string; recent: number; before: number }>(
        db,
        sql`select p.id,
              count(m.id) filter (where m.received_at >= ${window.dayAgo.toISOString()}::timestamptz)::int as recent,
              count(m.id) filter (where m.received_at < ${window.dayAgo.toISOString()}::timestamptz)::int as before
            from jsonb_to_recordset(${JSON.stringify(names)}::jsonb) as p(id text, name text)
            join messages m on m.team_id = ${teamId}
             and m.received_at >= ${window.weekAgo.toISOString()}::timestamptz
             and m.received_at <= ${window.now.toISOString()}::timestamptz
             and strpos(lower(m.content), lower(p.name)) > 0
           group by p.id`,
      );

/** The team's active products. */
export const activeProducts = (db: Db, teamId: string) =>
  sqlRows<{ id: string; title: string }>(
    db,
    sql`select id, title from products where team_id = ${teamId} and status = 'active'`,
  );
