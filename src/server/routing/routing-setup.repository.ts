import {
  ACTIVE_WINDOW_MINUTES,
  DEFAULT_CAPACITY,
  DEFAULT_SLA_MINUTES,
} from "@shared/routing/routing.constants";
import type { RoutingPerson, RoutingSettings, UpdatePersonInput } from "@shared/routing/routing.schema";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";
import { activeSince } from "./routing.sql";

type SettingsRow = {
  timezone: string;
  business_days: number[] | null;
  open_minute: number | null;
  close_minute: number | null;
  sla_crisis_minutes: number;
  sla_urgent_minutes: number;
  sla_high_minutes: number;
  sla_normal_minutes: number;
  sla_low_minutes: number;
  auto_assign_teams: string[];
};

const asArray = <T>(v: T[] | string | null): T[] | null =>
  v == null ? null : Array.isArray(v) ? v : (JSON.parse(`[${v.slice(1, -1)}]`) as T[]);

export async function readSettings(db: Db, teamId: string): Promise<RoutingSettings> {
  const [row] = await sqlRows<SettingsRow>(
    db,
    sql`select timezone, business_days, open_minute, close_minute, sla_crisis_minutes, sla_urgent_minutes,
      sla_high_minutes, sla_normal_minutes, sla_low_minutes, auto_assign_teams
    from routing_settings where team_id = ${teamId}`,
  );
  if (!row) {
    return {
      timezone: "UTC",
      business_days: null,
      open_minute: null,
      close_minute: null,
      sla_minutes: { ...DEFAULT_SLA_MINUTES },
      auto_assign_teams: [],
    };
  }
  const teams = row.auto_assign_teams as unknown as string[] | string;
  return {
    timezone: row.timezone,
    business_days: asArray(row.business_days as unknown as number[] | string | null)?.map(Number) ?? null,
    open_minute: row.open_minute,
    close_minute: row.close_minute,
    sla_minutes: {
      crisis: row.sla_crisis_minutes,
      urgent: row.sla_urgent_minutes,
      high: row.sla_high_minutes,
      normal: row.sla_normal_minutes,
      low: row.sla_low_minutes,
    },
    auto_assign_teams: (Array.isArray(teams)
      ? teams
      : (asArray(teams) ?? [])) as RoutingSettings["auto_assign_teams"],
  };
}

const pgArray = (values: readonly (string | number)[] | null) =>
  values === null ? null : `{${values.map((v) => String(v)).join(",")}}`;

/**
 * Stores the settings and moves the SLA deadline of every item not yet answered to the new
 * targets and hours (answered items keep the target they were measured against).
 */
export async function saveSettings(db: Db, teamId: string, s: RoutingSettings, now: Date) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into routing_settings (team_id, timezone, business_days, open_minute, close_minute,
        sla_crisis_minutes, sla_urgent_minutes, sla_high_minutes, sla_normal_minutes, sla_low_minutes,
        auto_assign_teams, updated_at)
      values (${teamId}, ${s.timezone}, ${pgArray(s.business_days)}::integer[], ${s.open_minute}, ${s.close_minute},
        ${s.sla_minutes.crisis}, ${s.sla_minutes.urgent}, ${s.sla_minutes.high}, ${s.sla_minutes.normal},
        ${s.sla_minutes.low}, ${pgArray(s.auto_assign_teams)}::text[], ${now.toISOString()}::timestamptz)
      on conflict (team_id) do update set timezone = excluded.timezone, business_days = excluded.business_days,
        open_minute = excluded.open_minute, close_minute = excluded.close_minute,
        sla_crisis_minutes = excluded.sla_crisis_minutes, sla_urgent_minutes = excluded.sla_urgent_minutes,
        sla_high_minutes = excluded.sla_high_minutes, sla_normal_minutes = excluded.sla_normal_minutes,
        sla_low_minutes = excluded.sla_low_minutes, auto_assign_teams = excluded.auto_assign_teams,
        updated_at = excluded.updated_at`);
    await tx.execute(sql`update message_ai_analysis a set sla_due_at = routing_add_business_minutes(a.received_at,
        routing_sla_minutes(s, a.urgency_level), s.timezone, s.business_days, s.open_minute, s.close_minute)
      from routing_settings s
      where s.team_id = ${teamId} and a.team_id = ${teamId} and a.in_queue
        and a.routing_status <> 'completed' and a.first_response_at is null`);
  });
}

/** Every person of the brand team with capacity, routing teams and presence. */
export async function listPeople(db: Db, teamId: string, now: Date): Promise<RoutingPerson[]> {
  const rows = await sqlRows<{
    user_id: string;
    name: string;
    email: string;
    role: string;
    capacity: number;
    teams: string[] | null;
    last_seen_at: string | Date | null;
  }>(
    db,
    sql`select mb.user_id, u.name, u.email, mb.role, coalesce(rp.capacity, ${DEFAULT_CAPACITY}) as capacity,
        array(select rm.routing_team from routing_team_members rm
          where rm.team_id = mb.organization_id and rm.user_id = mb.user_id order by rm.routing_team) as teams,
        rp.last_seen_at
      from member mb join "user" u on u.id = mb.user_id
      left join routing_people rp on rp.team_id = mb.organization_id and rp.user_id = mb.user_id
      where mb.organization_id = ${teamId} order by u.name, mb.user_id`,
  );
  const since = Date.parse(activeSince(now, ACTIVE_WINDOW_MINUTES));
  return rows.map((r) => {
    const seen = r.last_seen_at == null ? null : new Date(r.last_seen_at).toISOString();
    const teams = r.teams as unknown as string[] | string | null;
    return {
      user_id: r.user_id,
      name: r.name,
      email: r.email,
      role: r.role,
      capacity: Number(r.capacity),
      teams: Array.isArray(teams) ? teams : (asArray(teams) ?? []),
      active: seen !== null && Date.parse(seen) >= since,
      last_seen_at: seen,
    };
  });
}

export async function isTeamMember(db: Db, teamId: string, userId: string): Promise<boolean> {
  const rows = await sqlRows<{ one: number }>(
    db,
    sql`select 1 as one from member where organization_id = ${teamId} and user_id = ${userId}`,
  );
  return rows.length > 0;
}

/** Capacity and routing teams of one person, in one transaction. */
export async function savePerson(db: Db, teamId: string, userId: string, input: UpdatePersonInput) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into routing_people (team_id, user_id, capacity) values (${teamId}, ${userId}, ${input.capacity})
      on conflict (team_id, user_id) do update set capacity = excluded.capacity`);
    await tx.execute(sql`delete from routing_team_members where team_id = ${teamId} and user_id = ${userId}`);
    for (const team of new Set(input.teams)) {
      await tx.execute(
        sql`insert into routing_team_members (team_id, routing_team, user_id) values (${teamId}, ${team}, ${userId})`,
      );
    }
  });
}

/** Records a sign of life; true when the person was not active before (others should hear of it). */
export async function touchPresence(db: Db, teamId: string, userId: string, now: Date): Promise<boolean> {
  const [row] = await sqlRows<{ previous: string | Date | null }>(
    db,
    sql`with prev as (select last_seen_at from routing_people where team_id = ${teamId} and user_id = ${userId})
      insert into routing_people (team_id, user_id, last_seen_at) values (${teamId}, ${userId}, ${now.toISOString()}::timestamptz)
      on conflict (team_id, user_id) do update set last_seen_at = excluded.last_seen_at
      returning (select last_seen_at from prev) as previous`,
  );
  const previous = row?.previous == null ? null : new Date(row.previous).getTime();
  return previous === null || previous < Date.parse(activeSince(now, ACTIVE_WINDOW_MINUTES));
}
