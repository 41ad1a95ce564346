// npm run bench:community — on PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres):
// seeds one team with 200,000 community members and 2,000,000 interactions in a database of its own,
// then measures the community table through the app (inject, with session and team resolution):
// sorted by EMV, filtered (Ambassadors) and searched, each next to the bare SQL for the same rows
// (the page and its count, capped at 10,000 as the table shows it), and what one incoming message costs the member's incremental update.
// Prints figures; never fails on timing. The database is dropped at the end.

import { randomBytes, randomUUID } from "node:crypto";
import {
  cappedCountStatement,
  memberFilterSql,
  memberPageStatement,
} from "@server/community/community-list.repository";
import { refreshDerived } from "@server/community/community-members.repository";
import { userProfiles } from "@server/db/app.schema";
import { member, user } from "@server/db/auth.schema";
import { migrateDatabase } from "@server/db/client";
import { parseEnv } from "@server/env";
import { ingestMessage } from "@server/ingestion/ingest-message";
import { setPasswordHash } from "@server/profile/profile.repository";
import { startServer } from "@server/server";
import {
  COMMUNITY_PAGE_SIZE,
  type CommunityTab,
  DEFAULT_AMBASSADOR_THRESHOLDS,
} from "@shared/community/community.constants";
import { hashPassword } from "better-auth/crypto";
import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import { createBenchDatabase, percentile, summary, time } from "./bench-support";

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PUBLIC_URL = "http://localhost:3999";
const TEAM = "bench-community-team";
const MEMBERS = 200_000;
const PER_MEMBER = 10;
const ITERATIONS = 100;

const log = (line: string) => console.log(line);
async function step(label: string, fn: () => Promise<unknown>) {
  log(`  ${label}: ${((await time(fn)) / 1000).toFixed(1)} s`);
}

const INTERACTION_INDEXES = [
  "community_interactions_uq",
  "community_interactions_member_idx",
  "community_interactions_team_time_idx",
  "community_interactions_identity_idx",
];

/**
 * Members with one Instagram handle each, ten interactions each, counters as ingestion keeps them.
 * The seed writes without foreign-key triggers or the interaction indexes, and builds those
 * indexes afterwards: the same end state as ingestion, in a fraction of the time.
 */
async function seed(client: pg.Client) {
  const { rows: indexes } = await client.query(
    "select indexname, indexdef from pg_indexes where indexname = any($1::text[])",
    [INTERACTION_INDEXES],
  );
  await client.query("set session_replication_role = replica");
  for (const i of indexes) await client.query(`drop index ${i.indexname}`);
  await step(`${MEMBERS.toLocaleString()} members and their handles`, () =>
    client.query(
      `with m as (
         insert into community_members (id, team_id, display_name, handle, email, followers_count, first_seen_at, last_seen_at, channels, search_text)
         select gen_random_uuid(), $1, case when i % 3 = 0 then 'Fan ' || i end, 'fan_' || i,
           case when i % 4 = 0 then 'fan' || i || '@example.com' end,
           case when i % 5 = 0 then (i * 37) % 50000 end, now() - interval '90 days', now() - (i % 60) * interval '1 day',
           '{instagram}', lower(concat_ws(' ', case when i % 3 = 0 then 'Fan ' || i end,
             case when i % 4 = 0 then 'fan' || i || '@example.com' end, 'fan_' || i))
         from generate_series(1, $2) i returning id, team_id, handle)
       insert into community_identities (team_id, member_id, platform, platform_id, handle)
       select team_id, id, 'instagram', 'ig-' || handle, handle from m`,
      [TEAM, MEMBERS],
    ),
  );
  await step(`${(MEMBERS * PER_MEMBER).toLocaleString()} interactions`, () =>
    client.query(
      `insert into community_interactions (team_id, member_id, identity_id, kind, ref_id, platform, occurred_at)
       select i.team_id, i.member_id, i.id, (array['comment', 'dm', 'mention', 'comment', 'click'])[1 + g % 5],
         i.id::text || '-' || g, 'instagram', now() - ((g * 7 + length(i.platform_id)) % 90) * interval '1 day'
       from community_identities i cross join generate_series(1, $2) g where i.team_id = $1`,
      [TEAM, PER_MEMBER],
    ),
  );
  await step("interaction indexes", async () => {
    for (const i of indexes) await client.query(i.indexdef);
  });
  await step("counters", () =>
    client.query(
      `update community_members m set message_count = a.messages, comment_count = a.comments, dm_count = a.dms,
         mention_count = a.mentions, click_count = a.clicks
       from (select member_id, count(*) filter (where kind <> 'click')::int as messages,
               count(*) filter (where kind = 'comment')::int as comments, count(*) filter (where kind = 'dm')::int as dms,
               count(*) filter (where kind = 'mention')::int as mentions, count(*) filter (where kind = 'click')::int as clicks
             from community_interactions where team_id = $1 group by member_id) a
       where m.id = a.member_id`,
      [TEAM],
    ),
  );
  await client.query("set session_replication_role = origin");
  await client.query("vacuum analyze community_members");
  await client.query("vacuum analyze community_interactions");
  await client.query("vacuum analyze community_identities");
}

async function main() {
  const bench = await createBenchDatabase(ADMIN_URL, "lunara_bench_community");
  const { name, dataDir, database } = bench;
  const url = new URL(bench.url);
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  try {
    await migrateDatabase(database);
    await database.execute("insert into organization (id, name, slug) values ($1, $1, $1)", [TEAM]);
    const [integration] = (
      await database.execute(
        `insert into integrations (team_id, platform, platform_account_id, platform_username, status, access_token_encrypted)
         values ($1, 'instagram', 'bench-ig', 'brand', 'connected', 'bench') returning id`,
        [TEAM],
      )
    ).rows as { id: string }[];
    log(`Seeding ${name}:`);
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    await seed(client);
    await step("EMV and virality (team-wide, as when the team changes its values)", () =>
      refreshDerived(database.db, TEAM, sql`true`),
    );
    await client.end();

    const id = randomUUID();
    const email = "admin@bench-community.test";
    await database.db.insert(user).values({ id, email, name: "Bench", emailVerified: true });
    await setPasswordHash(database.db, id, await hashPassword("Bench-Passw0rd!"), new Date());
    await database.db
      .insert(userProfiles)
      .values({ userId: id, email, fullName: "Bench", onboardingCompleted: true });
    await database.db
      .insert(member)
      .values({ id: randomUUID(), organizationId: TEAM, userId: id, role: "admin" });
    const env = parseEnv({
      DATABASE_URL: url.toString(),
      PORT: "0",
      HOST: "127.0.0.1",
      PUBLIC_URL,
      AUTH_SECRET: randomBytes(32).toString("hex"),
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
    });
    server = await startServer(env, { database, webDir: dataDir, log: () => {} });
    const app = server.app;
    const signIn = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { "x-lunara-csrf": "1", origin: PUBLIC_URL },
      payload: { email, password: "Bench-Passw0rd!" },
    });
    if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.statusCode} ${signIn.body}`);
    const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join("; ");

    const dialect = new PgDialect();
    const pool = database.pool!;
    const cases: { label: string; tab: CommunityTab; search: string[] }[] = [
      { label: "All, by EMV", tab: "all", search: [""] },
      { label: "Ambassadors (filtered)", tab: "ambassadors", search: [""] },
      {
        label: "Searched (handle, name, email)",
        tab: "all",
        search: ["fan_1234", "fan 77", "fan40@example", "n_99"],
      },
    ];
    log("\n== Community table: one page of 50 and its count, 200k members / 2M interactions ==");
    const baseline: number[] = [];
    for (const c of cases) {
      const bare: number[] = [];
      const viaApp: number[] = [];
      const run = (i: number) => {
        const search = c.search[i % c.search.length]!;
        const where = memberFilterSql(
          TEAM,
          { tab: c.tab, search },
          DEFAULT_AMBASSADOR_THRESHOLDS,
          new Date(),
        );
        const page = dialect.sqlToQuery(memberPageStatement(where, COMMUNITY_PAGE_SIZE, 0));
        const count = dialect.sqlToQuery(cappedCountStatement(where));
        const q = new URLSearchParams({ tab: c.tab, ...(search ? { search } : {}) });
        return {
          bare: () => Promise.all([pool.query(page.sql, page.params), pool.query(count.sql, count.params)]),
          app: () => app.inject({ method: "GET", url: `/api/community/members?${q}`, headers: { cookie } }),
        };
      };
      const probe = (await run(0).app()).json() as { total: number; members: unknown[] };
      for (let i = 0; i < 10; i++) {
        await run(i).bare();
        await run(i).app();
      }
      // Interleaved so both see the same machine load (other work shares these cores).
      for (let i = 0; i < ITERATIONS; i++) {
        const r = run(i);
        baseline.push(await time(() => pool.query("select 1")));
        bare.push(await time(r.bare));
        viaApp.push(await time(r.app));
      }
      log(`\n${c.label}: ${probe.members.length} rows of ${probe.total}`);
      log(`  bare SQL (page + count)        ${summary(bare)}`);
      log(`  GET /api/community/members     ${summary(viaApp)}`);
      log(
        `  app / bare SQL at p95: ${(percentile(viaApp, 95) / percentile(bare, 95)).toFixed(2)}x (target <= 3x; p95 target <= 100 ms)`,
      );
    }
    log(`\nmachine baseline (select 1)      ${summary(baseline)}`);

    const [fan] = (
      await pool.query("select handle from community_members where team_id = $1 order by emv desc limit 1", [
        TEAM,
      ])
    ).rows as { handle: string }[];
    const incremental: number[] = [];
    for (let n = 0; n < 50; n++) {
      incremental.push(
        await time(() =>
          ingestMessage(
            server!.deps,
            { integrationId: integration!.id, teamId: TEAM },
            {
              platform: "instagram",
              platform_message_id: `bench-live-${n}-${randomUUID()}`,
              message_type: "comment",
              content: `Live bench comment ${n}`,
              sender_username: fan!.handle,
              sender_platform_id: `ig-${fan!.handle}`,
              account_platform_id: "bench-ig",
              received_at: new Date(),
            },
          ),
        ),
      );
    }
    log("\n== A new comment from an existing member: ingestion with the member's incremental update ==");
    log(`ingestMessage                    ${summary(incremental)}`);
  } finally {
    await bench.teardown(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
