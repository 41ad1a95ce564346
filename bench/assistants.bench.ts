// npm run bench:assistants — on PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres):
// seeds one team with 20,000 orders (a year of revenue days) and 100,000 analysed messages, plus a
// second team of the same size, in a database of its own (generate_series), then times the
// embedded engine's whole answer (parse, tools, templates) for a mix of questions, next to the
// baseline of the same run: the bare SQL count of the team's messages. Prints figures; never fails
// on timing. The database is dropped at the end.

import { createEmbeddedAssistantEngine } from "@server/assistants/assistant-engine";
import { migrateDatabase } from "@server/db/client";
import type { AssistantKey } from "@shared/assistants/assistants.constants";
import { sql } from "drizzle-orm";
import { createBenchDatabase, percentile, summary, time } from "./bench-support";

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const TEAMS = ["bench-assist-a", "bench-assist-b"];
const ORDERS = Number(process.env.BENCH_ORDERS ?? 20_000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 100_000);
const ROUNDS = 20;
const NOW = new Date("2026-11-18T15:00:00Z");

const QUESTIONS: Array<[AssistantKey, string]> = [
  ["sunara", "Revenue last week by channel"],
  ["sunara", "This month vs last month"],
  ["sunara", "Top products last 30 days"],
  ["sunara", "Show the funnel"],
  ["lunara", "How many complaints today?"],
  ["lunara", "Messages by intent this month"],
  ["galara", "Negative messages this week"],
  ["galara", "High-intent messages waiting past SLA"],
  ["lunara", "Show messages mentioning refund"],
  ["galara", "What needs my attention?"],
  ["galara", "What are customers complaining about?"],
  ["sunara", "Which products do customers ask about most?"],
  ["galara", "Is sentiment getting worse?"],
];

const log = (line: string) => console.log(line);

async function seed(db: Parameters<typeof migrateDatabase>[0]["db"], team: string) {
  await db.execute(sql`insert into organization (id, name, slug) values (${team}, ${team}, ${team})`);
  await db.execute(sql`insert into integrations (id, team_id, platform, platform_account_id, access_token_encrypted)
    values (md5(${team})::uuid, ${team}, 'instagram', ${team}, 'x')`);
  const integration = sql`md5(${team})::uuid`;
  await db.execute(sql`insert into messages (id, team_id, integration_id, platform, platform_message_id, message_type, content,
      sender_username, sender_platform_id, received_at, status, spam_at)
    select md5(${team} || g)::uuid, ${team}, ${integration}, case when g % 3 = 0 then 'tiktok' else 'instagram' end, 'm' || g, 'comment',
      case when g % 97 = 0 then 'need a refund please' when g % 31 = 0 then 'my product 7 serum arrived broken'
        else 'message number ' || g end, 'fan_' || (g % 5000), 's' || g,
      ${NOW.toISOString()}::timestamptz - (g * interval '5 minutes'), case when g % 4 = 0 then 'read' else 'unread' end,
      case when g % 50 = 0 then ${NOW.toISOString()}::timestamptz - (g * interval '5 minutes') end
    from generate_series(1, ${MESSAGES}) g`);
  await db.execute(sql`insert into message_ai_analysis (message_id, team_id, priority_score, sentiment_score,
      sentiment_classification, intent_classification, normalized_intent, confidence_score, recommended_action,
      recommended_team, urgency_level, received_at, processed_at)
    select md5(${team} || g)::uuid, ${team}, 50, 0, (array['positive','neutral','negative'])[1 + g % 3],
      (array['complaint','compliment','purchase_intent','product_inquiry','greeting'])[1 + g % 5],
      (array['complaint','compliment','purchase_intent','product_inquiry','greeting'])[1 + g % 5], 0.8,
      case when g % 40 = 0 then 'human_review' else 'auto_reply' end, 'cx', 'normal',
      ${NOW.toISOString()}::timestamptz - (g * interval '5 minutes'), ${NOW.toISOString()}::timestamptz - (g * interval '5 minutes')
    from generate_series(1, ${MESSAGES}) g`);
  await db.execute(sql`insert into orders (id, team_id, integration_id, shopify_order_id, currency, total_price, processed_at)
    select md5('o' || ${team} || g)::uuid, ${team}, ${integration}, 'o' || g, 'CAD', 20 + g % 80,
      ${NOW.toISOString()}::timestamptz - (g * interval '26 minutes')
    from generate_series(1, ${ORDERS}) g`);
  await db.execute(sql`insert into order_attributions (team_id, order_id, message_id, method, window_days)
    select ${team}, md5('o' || ${team} || g)::uuid, md5(${team} || (g * 5))::uuid, 'cid', 30
    from generate_series(1, ${ORDERS}) g where g % 3 = 0`);
  await db.execute(sql`insert into revenue_days (team_id, day, gross_sales, net_sales, orders_count, attributed_sales, attributed_orders)
    select ${team}, d::date, 3000, 2800, 55, 900, 18 from generate_series(${NOW.toISOString()}::date - 365, ${NOW.toISOString()}::date, interval '1 day') d`);
  await db.execute(sql`insert into product_sales_days (team_id, day, product_key, product_title, net_revenue, units)
    select ${team}, d::date, 'p' || p, 'Product ' || p, 100 + p, 3 from generate_series(${NOW.toISOString()}::date - 90, ${NOW.toISOString()}::date, interval '1 day') d,
      generate_series(1, 40) p`);
  // A catalogue of 40 products ("Product 7 Serum"), for the questions about the products messages name.
  await db.execute(sql`insert into products (team_id, integration_id, shopify_product_id, title, handle, status)
    select ${team}, ${integration}, 'p' || p, 'Product ' || p || ' ' || (array['Serum','Lip Oil','Cream','Mist'])[1 + p % 4],
      'product-' || p, 'active' from generate_series(1, 40) p`);
  await db.execute(sql`insert into funnel_days (team_id, day, link_clicks, added_to_cart, reached_checkout)
    select ${team}, d::date, 80, 20, 10 from generate_series(${NOW.toISOString()}::date - 365, ${NOW.toISOString()}::date, interval '1 day') d`);
}

async function main() {
  const bench = await createBenchDatabase(ADMIN_URL, "lunara_bench_assistants");
  const { database } = bench;
  try {
    await migrateDatabase(database);
    const started = performance.now();
    for (const team of TEAMS) await seed(database.db, team);
    await database.db.execute(sql`analyze`);
    log(
      `Seeded ${TEAMS.length} teams x (${ORDERS.toLocaleString("en-CA")} orders, ${MESSAGES.toLocaleString("en-CA")} messages) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const engine = createEmbeddedAssistantEngine({ db: database.db, now: () => NOW });
    const actor = {
      userId: "bench-user",
      email: "bench@bench.test",
      teamId: TEAMS[0]!,
      role: "admin" as const,
    };
    const signal = new AbortController().signal;
    const ask = (assistant: AssistantKey, question: string) =>
      engine.answer({
        actor,
        assistant,
        question,
        conversationId: null as unknown as string,
        onText: () => {},
        signal,
      });
    for (const [a, q] of QUESTIONS) await ask(a, q); // warm-up

    const baseline: number[] = [];
    const all: number[] = [];
    const perQuestion = new Map<string, number[]>();
    for (let round = 0; round < ROUNDS; round++) {
      baseline.push(
        await time(() =>
          database.db.execute(sql`select count(*) from messages where team_id = ${TEAMS[0]!}`),
        ),
      );
      for (const [a, q] of QUESTIONS) {
        const ms = await time(() => ask(a, q));
        all.push(ms);
        perQuestion.set(q, [...(perQuestion.get(q) ?? []), ms]);
      }
    }
    log(`baseline  bare count(*) of the team's messages: ${summary(baseline)}`);
    for (const [q, values] of perQuestion) log(`  ${q.padEnd(42)} ${summary(values)}`);
    log(
      `answer (all questions, ${all.length} samples): ${summary(all)}  p95 ${percentile(all, 95).toFixed(1)} ms (target <= 200 ms)`,
    );
  } finally {
    await bench.teardown(null);
  }
}

await main();
