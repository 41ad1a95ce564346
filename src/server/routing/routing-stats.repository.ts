import { ACTIVE_WINDOW_MINUTES, DEFAULT_CAPACITY, ROUTING_TEAMS } from "@shared/routing/routing.constants";
import type { PersonStats, RoutingFilters, TeamCard } from "@shared/routing/routing.schema";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";
import { firstResponsesSince } from "./response-time.sql";
import { activeSince, itemFilters, rangeStart, settingsRow } from "./routing.sql";

const num = (v: unknown) => Number(v ?? 0);
const avg = (v: unknown) => (v == null ? null : Math.round(Number(v) * 10) / 10);

/** People of the brand team (current members only) with their routing row, alias `p`. */
const peopleOf = (teamId: string) => sql`(select mb.user_id, u.name,
    coalesce(rp.capacity, ${DEFAULT_CAPACITY}) as capacity, rp.last_seen_at
  from member mb join "user" u on u.id = mb.user_id
  left join routing_people rp on rp.team_id = mb.organization_id and rp.user_id = mb.user_id
  where mb.organization_id = ${teamId})`;

/**
 * One card per routing team: its members, those active, their summed capacity, the team's open
 * items (workload = open over capacity), pending in the range and its average first response.
 */
export function teamCardsStatement(teamId: string, filters: RoutingFilters, now: Date): SQL {
  const active = activeSince(now, ACTIVE_WINDOW_MINUTES);
  return sql`with cfg as ${settingsRow(teamId)},
    start as (select ${rangeStart(filters.range, now)} as at from cfg),
    people as (select rm.routing_team, count(*) as members,
        count(*) filter (where p.last_seen_at >= ${active}::timestamptz) as active_members,
        sum(p.capacity) as capacity
      from routing_team_members rm join ${peopleOf(teamId)} p on p.user_id = rm.user_id
      where rm.team_id = ${teamId} group by rm.routing_team),
    open as (select a.assigned_team, count(*) as open,
        count(*) filter (where a.routing_status = 'pending' and a.processed_at >= (select at from start)) as pending
      from message_ai_analysis a
      where a.team_id = ${teamId} and a.in_queue and a.routing_status <> 'completed'${itemFilters({ team: "all", urgency: filters.urgency })}
      group by a.assigned_team),
    responded as (select a.assigned_team, avg(a.first_response_minutes) as avg_response
      from message_ai_analysis a
      where ${firstResponsesSince(teamId, sql`(select at from start)`)}${itemFilters({ team: "all", urgency: filters.urgency })}
      group by a.assigned_team)
    select t.team, coalesce(pe.members, 0) as members, coalesce(pe.active_members, 0) as active_members,
      coalesce(pe.capacity, 0) as capacity, coalesce(o.open, 0) as open, coalesce(o.pending, 0) as pending,
      r.avg_response, t.team = any(coalesce((select s.auto_assign_teams from routing_settings s where s.team_id = ${teamId}), '{}')) as auto_assign
    from unnest(${sql.raw(`array[${ROUTING_TEAMS.map((t) => `'${t}'`).join(",")}]`)}::text[]) with ordinality as t(team, ord)
    left join people pe on pe.routing_team = t.team
    left join open o on o.assigned_team = t.team
    left join responded r on r.assigned_team = t.team
    ${filters.team === "all" ? sql`` : sql`where t.team = ${filters.team}`}
    order by t.ord`;
}

export async function teamCards(
  db: Db,
  teamId: string,
  filters: RoutingFilters,
  now: Date,
): Promise<TeamCard[]> {
  const rows = await sqlRows<Record<string, unknown>>(db, teamCardsStatement(teamId, filters, now));
  return rows.map((r) => {
    const capacity = num(r.capacity);
    const open = num(r.open);
    return {
      team: String(r.team),
      members: num(r.members),
      active_members: num(r.active_members),
      capacity,
      open,
      pending: num(r.pending),
      workload_percent:
        capacity > 0 ? Math.min(100, Math.round((open / capacity) * 100)) : open > 0 ? 100 : 0,
      avg_response_minutes: avg(r.avg_response),
      auto_assign: r.auto_assign === true,
    };
  });
}

/** Overall Statistics: totals in the range, completed since midnight, breaches, and per person. */
export function statsStatement(teamId: string, filters: RoutingFilters, now: Date): SQL {
  const at = now.toISOString();
  const active = activeSince(now, ACTIVE_WINDOW_MINUTES);
  const f = itemFilters(filters);
  const inTeam =
    filters.team === "all"
      ? sql`true`
      : sql`exists (select 1 from routing_team_members rm where rm.team_id = ${teamId}
          and rm.routing_team = ${filters.team} and rm.user_id = p.user_id)`;
  return sql`with cfg as ${settingsRow(teamId)},
    start as (select ${rangeStart(filters.range, now)} as at,
      (date_trunc('day', ${at}::timestamptz at time zone cfg.tz) at time zone cfg.tz) as midnight from cfg),
    open as (select count(*) filter (where a.routing_status = 'pending') as pending,
        count(*) filter (where a.routing_status = 'in_progress') as in_progress,
        count(*) filter (where a.sla_due_at < ${at}::timestamptz and a.first_response_at is null) as overdue
      from message_ai_analysis a
      where a.team_id = ${teamId} and a.in_queue and a.routing_status <> 'completed'
        and a.processed_at >= (select at from start)${f}),
    responded as (select avg(a.first_response_minutes) as avg_response,
        count(*) filter (where a.first_response_at > a.sla_due_at) as late
      from message_ai_analysis a
      where ${firstResponsesSince(teamId, sql`(select at from start)`)}${f}),
    -- One pass over the completed items serves the totals and each person's figures.
    done_by as (select a.assigned_to,
        count(*) filter (where a.completed_at >= (select midnight from start)) as today,
        count(*) filter (where a.completed_at >= (select at from start)) as completed,
        sum(a.resolution_minutes) filter (where a.completed_at >= (select at from start)) as resolution_sum,
        count(a.resolution_minutes) filter (where a.completed_at >= (select at from start)) as resolution_n,
        avg(a.first_response_minutes) filter (where a.completed_at >= (select at from start)) as avg_response
      from message_ai_analysis a
      where a.team_id = ${teamId} and a.in_queue and a.completed_at >= least((select at from start), (select midnight from start))${f}
      group by a.assigned_to),
    people as (select p.user_id, p.name, p.capacity, p.last_seen_at >= ${active}::timestamptz as active
      from ${peopleOf(teamId)} p where ${inTeam}),
    person_open as (select a.assigned_to, count(*) as open from message_ai_analysis a
      where a.team_id = ${teamId} and a.in_queue and a.routing_status <> 'completed' and a.assigned_to is not null
      group by a.assigned_to)
    select (select pending from open) as pending, (select in_progress from open) as in_progress,
      (select overdue from open) + (select late from responded) as breaches,
      (select avg_response from responded) as avg_response,
      (select coalesce(sum(today), 0) from done_by) as completed_today,
      (select sum(resolution_sum) / nullif(sum(resolution_n), 0) from done_by) as avg_resolution,
      coalesce((select json_agg(json_build_object('user_id', p.user_id, 'name', p.name, 'capacity', p.capacity,
        'active', coalesce(p.active, false), 'open', coalesce(po.open, 0), 'completed', coalesce(pd.completed, 0),
        'avg_response', pd.avg_response, 'avg_resolution', pd.resolution_sum / nullif(pd.resolution_n, 0))
        order by p.name)
        from people p left join person_open po on po.assigned_to = p.user_id
        left join done_by pd on pd.assigned_to = p.user_id), '[]'::json) as people`;
}

export async function routingStats(db: Db, teamId: string, filters: RoutingFilters, now: Date) {
  const [r] = await sqlRows<Record<string, unknown>>(db, statsStatement(teamId, filters, now));
  const people = (typeof r?.people === "string" ? JSON.parse(r.people) : (r?.people ?? [])) as Array<
    Record<string, unknown>
  >;
  const persons: PersonStats[] = people.map((p) => ({
    user_id: String(p.user_id),
    name: String(p.name),
    active: p.active === true,
    capacity: num(p.capacity),
    open: num(p.open),
    completed: num(p.completed),
    avg_response_minutes: avg(p.avg_response),
    avg_resolution_minutes: avg(p.avg_resolution),
  }));
  return {
    total_pending: num(r?.pending),
    in_progress: num(r?.in_progress),
    completed_today: num(r?.completed_today),
    active_members: persons.filter((p) => p.active).length,
    avg_response_minutes: avg(r?.avg_response),
    avg_resolution_minutes: avg(r?.avg_resolution),
    sla_breaches: num(r?.breaches),
    people: persons,
  };
}
