import type pg from "pg";
import { BENCH_TEAM_STATEMENTS, timedStatement } from "./bench-support";

/**
 * 1,000 teams x 1,000 messages in a handful of set-based statements (generate_series), shaped like
 * a real inbox: 40% DMs in 60 threads per team, analyses on 95%, automation decisions on 30% (a few
 * still pending), replies on the responded 25%, 5% filtered.
 */
export const SEED_STATEMENTS: [string, string][] = [
  ...BENCH_TEAM_STATEMENTS,
  [
    "threads",
    `insert into conversation_threads (team_id, integration_id, platform, sender_handle, sender_platform_id)
     select b.team_id, b.integration_id, 'instagram', 'dm_user_' || s, 'dm-' || s
     from bench_teams b cross join generate_series(1, 60) s`,
  ],
  [
    "thread map",
    `create temp table bench_threads as
     select b.t, s, th.id as thread_id from bench_teams b cross join generate_series(1, 60) s
     join conversation_threads th on th.team_id = b.team_id and th.sender_platform_id = 'dm-' || s`,
  ],
  ["thread map index", "create index on bench_threads (t, s)"],
  [
    "messages",
    `insert into messages (team_id, integration_id, platform, platform_message_id, message_type, content,
       sender_username, sender_platform_id, received_at, status, thread_id, sequence_number)
     select b.team_id, b.integration_id, 'instagram', 'pm-' || g,
       case when x.dm then 'dm' else 'comment' end,
       'Bench message ' || g || ': is the rose serum back in stock?',
       case when x.dm then 'dm_user_' || x.s else 'fan_' || (g % 5000) end,
       case when x.dm then 'dm-' || x.s else 'fan-' || (g % 5000) end,
       now() - x.k * interval '130 minutes' - x.t * interval '1 second',
       case when x.k % 20 = 0 then 'filtered' when x.k % 4 = 0 then 'responded' when x.k % 3 = 0 then 'unread' else 'read' end,
       bt.thread_id, case when x.dm then 1000 - x.k end
     from generate_series(1, 1000000) g
     cross join lateral (select ((g - 1) % 1000) + 1 as t, (g - 1) / 1000 as k,
       ((g - 1) / 1000) % 5 < 2 as dm, (((g - 1) / 1000) % 60) + 1 as s) x
     join bench_teams b on b.t = x.t
     left join bench_threads bt on x.dm and bt.t = x.t and bt.s = x.s`,
  ],
  [
    "analyses",
    `insert into message_ai_analysis (message_id, team_id, priority_score, sentiment_score, sentiment_classification,
       intent_classification, normalized_intent, confidence_score, enhanced_analysis, recommended_action,
       recommended_team, urgency_level, crisis_flag, labels)
     select m.id, m.team_id, p.score, 0.3, 'positive', 'purchase_intent', 'purchase_intent', 0.85,
       '{"intent_analysis":{"intent":"purchase_intent","confidence":0.85}}'::jsonb, 'human_review', 'sales',
       case when p.score >= 90 then 'crisis' when p.score >= 80 then 'urgent' when p.score >= 60 then 'high' when p.score >= 40 then 'normal' else 'low' end,
       p.score >= 97, array['purchase','stock']
     from messages m cross join lateral (select abs(hashtext(m.platform_message_id)) % 100 as score) p
     where abs(hashtext(m.id::text)) % 20 <> 7`,
  ],
  [
    "decisions",
    `insert into automation_decisions (message_id, team_id, decision, executed, executed_at, normalized_intent,
       confidence_score, threshold_required, delay_applied_minutes)
     select m.id, m.team_id, d.kind, d.kind = 'auto' and not d.pending,
       case when d.kind = 'auto' and not d.pending then m.received_at + interval '5 minutes' end,
       'purchase_intent', 0.9, 80, 5
     from messages m
     cross join lateral (select abs(hashtext(m.platform_message_id || 'd')) % 10 as r) h
     cross join lateral (select case when h.r = 1 then 'auto' when h.r = 2 then 'manual' else 'crisis' end as kind,
       m.received_at > now() - interval '3 days' as pending) d
     where h.r in (1, 2, 3)`,
  ],
  [
    "responses",
    `insert into conversation_responses (team_id, parent_message_id, content, sender_name, response_type,
       sent_via_platform, created_at, sent_at)
     select m.team_id, m.id, 'Thanks for reaching out! It is back in stock.', 'Agent', 'ai_suggestion', true,
       m.received_at + interval '10 minutes', m.received_at + interval '10 minutes'
     from messages m where m.status = 'responded'`,
  ],
  [
    "thread totals",
    `update conversation_threads th set message_count = s.n, unread_count = s.unread, last_message_at = s.last_at,
       last_message_content = 'Bench message', last_message_type = 'dm', status = case when s.unread > 0 then 'unread' else 'read' end
     from (select thread_id, count(*) as n, count(*) filter (where status = 'unread') as unread, max(received_at) as last_at
           from messages where thread_id is not null group by thread_id) s
     where s.thread_id = th.id`,
  ],
  ["analyze", "analyze"],
];

export async function seedInbox(client: pg.Client, log: (line: string) => void) {
  for (const [name, statement] of SEED_STATEMENTS) await timedStatement(client, log, name, statement);
}
