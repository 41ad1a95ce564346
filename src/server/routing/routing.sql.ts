import type { RoutingFilters } from "@shared/routing/routing.schema";
import { type SQL, sql } from "drizzle-orm";

/**
 * The team's routing settings as one row even when none is stored (defaults), with the start of the
 * chosen range and today's midnight in the team's timezone.
 */
export const settingsRow = (teamId: string) => sql`(select coalesce(s.timezone, 'UTC') as tz,
    s.business_days, s.open_minute, s.close_minute
  from (select 1) one left join routing_settings s on s.team_id = ${teamId})`;

/** Business minutes from `from` to `to` under the team's hours (settings row alias `cfg`). */
export const businessMinutes = (from: SQL, to: SQL) =>
  sql`routing_business_minutes(${from}, ${to}, cfg.tz, cfg.business_days, cfg.open_minute, cfg.close_minute)`;

/** The lower bound of a range: today's midnight in the team's timezone, or 7 or 30 days back. */
export function rangeStart(range: RoutingFilters["range"], now: Date): SQL {
  const at = now.toISOString();
  if (range === "today")
    return sql`(date_trunc('day', ${at}::timestamptz at time zone cfg.tz) at time zone cfg.tz)`;
  return sql`(${at}::timestamptz - ${range === "week" ? 7 : 30} * interval '1 day')`;
}

/** Team and urgency filters on an analysis alias `a`. */
export function itemFilters(filters: Pick<RoutingFilters, "team" | "urgency">): SQL {
  const parts: SQL[] = [];
  if (filters.team !== "all") parts.push(sql` and a.assigned_team = ${filters.team}`);
  if (filters.urgency !== "all") parts.push(sql` and a.urgency_level = ${filters.urgency}`);
  return sql.join(parts, sql``);
}

export const activeSince = (now: Date, minutes: number) =>
  new Date(now.getTime() - minutes * 60_000).toISOString();
