import type { Activity } from "@shared/overview/home-overview.schema";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";
import { firstResponsesSince } from "../routing/response-time.sql";

const num = (v: unknown) => Number(v ?? 0);

/** Counts of the home overview in one statement, each from an indexed, team-scoped range. */
export async function homeCounts(db: Db, teamId: string, since: Date, midnight: Date) {
  const [r] = await sqlRows<Record<string, unknown>>(
    db,
    sql`select
      (select count(*) from leads where team_id = ${teamId}) as total_leads,
      (select count(*) from leads where team_id = ${teamId} and lead_quality = 'hot') as hot,
      (select count(*) from leads where team_id = ${teamId} and lead_quality = 'warm') as warm,
      (select count(*) from leads where team_id = ${teamId} and created_at >= ${midnight.toISOString()}::timestamptz) as new_today,
      (select count(*) from leads where team_id = ${teamId} and created_at >= ${since.toISOString()}::timestamptz) as leads_period,
      (select count(*) from leads where team_id = ${teamId} and created_at >= ${since.toISOString()}::timestamptz
        and status = 'converted') as converted_period,
      (select avg(a.first_response_minutes) from message_ai_analysis a
        where ${firstResponsesSince(teamId, sql`${since.toISOString()}::timestamptz`)}) as avg_response,
      (select count(*) filter (where message_type in ('comment', 'comment_reply')) from messages
        where team_id = ${teamId} and received_at >= ${since.toISOString()}::timestamptz) as comments,
      (select count(*) filter (where message_type = 'mention') from messages
        where team_id = ${teamId} and received_at >= ${since.toISOString()}::timestamptz) as shares,
      (select count(*) filter (where message_type = 'dm') from messages
        where team_id = ${teamId} and received_at >= ${since.toISOString()}::timestamptz) as dms,
      (select coalesce(sum(follower_count), 0) from integrations where team_id = ${teamId}
        and platform in ('instagram', 'tiktok') and status in ('connected', 'active')) as followers,
      (select count(*) > 0 from integrations where team_id = ${teamId} and platform = 'tiktok'
        and status in ('connected', 'active')) as tiktok_connected,
      (select coalesce(array_agg(distinct platform order by platform), '{}') from integrations
        where team_id = ${teamId} and status in ('connected', 'active')) as platforms,
      (select count(*) from message_ai_analysis where team_id = ${teamId} and in_queue
        and routing_status <> 'completed') as open_routing`,
  );
  return {
    totalLeads: num(r?.total_leads),
    hot: num(r?.hot),
    warm: num(r?.warm),
    newToday: num(r?.new_today),
    leadsPeriod: num(r?.leads_period),
    convertedPeriod: num(r?.converted_period),
    avgResponse: r?.avg_response == null ? null : Number(r.avg_response),
    comments: num(r?.comments),
    shares: num(r?.shares),
    dms: num(r?.dms),
    followers: num(r?.followers),
    tiktokConnected: r?.tiktok_connected === true,
    platforms: Array.isArray(r?.platforms) ? (r.platforms as string[]) : [],
    openRouting: num(r?.open_routing),
  };
}

/** The latest things that happened: messages in, replies out, new leads, attributed orders. */
export async function recentActivity(db: Db, teamId: string, limit: number): Promise<Activity[]> {
  const rows = await sqlRows<{ kind: Activity["kind"]; text: string; at: string | Date }>(
    db,
    sql`(select 'message' as kind, case message_type when 'dm' then 'New DM' when 'mention' then 'New mention'
          else 'New comment' end || ' from @' || sender_username || ' on ' || case platform when 'tiktok' then 'TikTok' else initcap(platform) end as text, received_at as at
        from messages where team_id = ${teamId} order by received_at desc limit ${limit})
      union all
      (select 'reply', 'Reply sent by ' || sender_name, created_at from conversation_responses
        where team_id = ${teamId} order by created_at desc limit ${limit})
      union all
      (select 'lead', 'New lead: ' || coalesce(nullif(trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')), ''),
          '@' || coalesce(instagram_username, tiktok_username), email, 'customer'), created_at
        from leads where team_id = ${teamId} order by created_at desc limit ${limit})
      union all
      (select 'order', 'Order attributed to a conversation', attributed_at from order_attributions
        where team_id = ${teamId} order by attributed_at desc limit ${limit})
      order by at desc limit ${limit}`,
  );
  return rows.map((r) => ({ kind: r.kind, text: r.text, at: new Date(r.at).toISOString() }));
}
