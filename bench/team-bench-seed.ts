import type pg from "pg";
import { BENCH_TEAM_STATEMENTS, timedStatement } from "./bench-support";

/**
 * 1,000,000 messages across 1,000 teams, one of them (bench-team-1) holding 50,000, in set-based
 * statements (generate_series). Every message is analysed; 30% need a person (the routing queue),
 * of which a fifth is still open (pending or in progress) and the rest answered and completed, with
 * first response and resolution times. Triggers and foreign-key checks are off while seeding
 * (session_replication_role = replica): the queue trigger's fields are written directly, as it would
 * have. The two big tables' secondary indexes are built after their rows, which is much faster.
 */
export const TEAM_SEED_STATEMENTS: [string, string][] = [
  ...BENCH_TEAM_STATEMENTS,
  [
    "messages",
    `insert into messages (team_id, integration_id, platform, platform_message_id, message_type, content,
       sender_username, sender_platform_id, received_at, status)
     select b.team_id, b.integration_id, 'instagram', 'pm-' || g,
       case when g % 5 < 2 then 'dm' else 'comment' end,
       'Bench message ' || g || ': my order arrived damaged, can you help?',
       'fan_' || (g % 5000), 'fan-' || (g % 5000),
       now() - x.k * x.step - (g % 60) * interval '1 second',
       case when g % 20 = 0 then 'read' when g % 4 = 0 then 'responded' else 'unread' end
     from generate_series(1, 1000000) g
     cross join lateral (select
       case when g <= 50000 then 1 else 2 + ((g - 50001) % 999) end as t,
       case when g <= 50000 then g else (g - 50001) / 999 end as k,
       case when g <= 50000 then interval '1 minute' else interval '90 minutes' end as step) x
     join bench_teams b on b.t = x.t`,
  ],
  [
    "analyses",
    `insert into message_ai_analysis (message_id, team_id, priority_score, sentiment_score, sentiment_classification,
       intent_classification, normalized_intent, confidence_score, recommended_action, recommended_team,
       urgency_level, crisis_flag, routing_reason, routing_status, processed_at, updated_at,
       assigned_team, assigned_at, received_at, in_queue, sla_due_at, reply_window_ends_at,
       started_at, completed_at, first_response_at, first_response_minutes, resolution_minutes)
     select m.id, m.team_id, p.score, -0.4, 'negative', 'complaint', 'complaint', 0.8,
       case when q.queued then 'human_review' else 'auto_reply' end, p.team,
       p.urgency, p.score >= 97, 'Complaint (80% confidence), negative sentiment: needs a person',
       case when not q.queued or not q.open then 'completed' when h.r % 2 = 0 then 'in_progress' else 'pending' end,
       m.received_at, m.received_at, p.team, m.received_at, m.received_at, q.queued,
       m.received_at + p.sla,
       case when m.message_type = 'dm' then m.received_at + interval '24 hours' end,
       case when q.queued and (not q.open or h.r % 2 = 0) then m.received_at + interval '3 minutes' end,
       case when not q.open then m.received_at + (h.r % 90 + 5) * interval '1 minute' end,
       case when not q.open then m.received_at + (h.r % 60 + 1) * interval '1 minute' end,
       case when not q.open then (h.r % 60 + 1)::real end,
       case when not q.open then (h.r % 90 + 5)::real end
     from messages m
     cross join lateral (select abs(hashtext(m.platform_message_id)) as r) h
     cross join lateral (select h.r % 100 as score,
       (array['cx','sales','technical','management','engagement'])[h.r % 5 + 1] as team,
       case when h.r % 100 >= 90 then 'crisis' when h.r % 100 >= 80 then 'urgent' when h.r % 100 >= 60 then 'high'
         when h.r % 100 >= 40 then 'normal' else 'low' end as urgency,
       case when h.r % 100 >= 90 then interval '15 minutes' when h.r % 100 >= 80 then interval '1 hour'
         when h.r % 100 >= 60 then interval '4 hours' else interval '24 hours' end as sla) p
     cross join lateral (select h.r % 10 < 3 as queued, h.r % 10 < 3 and h.r % 50 < 3 and m.status <> 'responded' as open) q`,
  ],
];

export async function seedTeams(client: pg.Client, log: (line: string) => void) {
  const timed = (name: string, statement: string) => timedStatement(client, log, name, statement);
  const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes where schemaname = 'public'
       and tablename in ('messages', 'message_ai_analysis') and indexname not like '%_pkey'`,
  );
  await client.query("set session_replication_role = replica");
  for (const { indexname } of indexes) await client.query(`drop index "${indexname}"`);
  for (const [name, statement] of TEAM_SEED_STATEMENTS) await timed(name, statement);
  await client.query("set session_replication_role = origin");
  const started = performance.now();
  for (const { indexdef } of indexes) await client.query(indexdef);
  log(`  built ${indexes.length} indexes in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await timed("vacuum analyze", "vacuum analyze");
}
