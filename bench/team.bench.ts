// npm run bench:team — on PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres):
// seeds 1,000,000 messages across 1,000 teams (one of 50,000) in a database of its own, then
// measures the Team Dashboard's three reads (queue, team cards, statistics) through the app
// (inject: session, team resolution, validation, serialisation) next to the bare SQL of the same
// statements, for the big team and for ordinary ones, and races 20 simultaneous Start clicks
// (real HTTP) on each of 20 items. Prints figures; never fails on timing. The database is dropped.

import { randomBytes, randomUUID } from "node:crypto";
import { DEFAULT_RATE_LIMITS } from "@server/app";
import { userProfiles } from "@server/db/app.schema";
import { member, user } from "@server/db/auth.schema";
import { migrateDatabase } from "@server/db/client";
import { parseEnv } from "@server/env";
import { setPasswordHash } from "@server/profile/profile.repository";
import { queueStatement } from "@server/routing/routing-queue.repository";
import { statsStatement, teamCardsStatement } from "@server/routing/routing-stats.repository";
import { startServer } from "@server/server";
import type { RoutingFilters } from "@shared/routing/routing.schema";
import { hashPassword } from "better-auth/crypto";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import { createBenchDatabase, percentile, summary, time } from "./bench-support";
import { seedTeams } from "./team-bench-seed";

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PUBLIC_URL = "http://localhost:3998";
const BIG_TEAM = "bench-team-1";
const SMALL_TEAMS = Array.from({ length: 8 }, (_, i) => `bench-team-${i * 111 + 2}`);
const ITERATIONS = 150;
const RACES = 20;
const CLICKS = 20;
const FILTERS: RoutingFilters = { range: "month", team: "all", urgency: "all" };

const log = (line: string) => console.log(line);
async function main() {
  const bench = await createBenchDatabase(ADMIN_URL, "lunara_bench_team");
  const { name, dataDir, database } = bench;
  const url = new URL(bench.url);
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  try {
    await migrateDatabase(database);
    log(`Seeding ${name} (1,000 teams, 1,000,000 messages, ${BIG_TEAM} with 50,000):`);
    const seedClient = new pg.Client({ connectionString: url.toString() });
    await seedClient.connect();
    const seedStarted = performance.now();
    await seedTeams(seedClient, log);
    await seedClient.end();
    log(`  seed total ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

    // Four people in the big team (the seat limit), spread over the routing teams; one admin elsewhere.
    const hash = await hashPassword("Bench-Passw0rd!");
    const people: { teamId: string; email: string; id: string }[] = [];
    const addPerson = async (teamId: string, n: number, role: "admin" | "member") => {
      const id = randomUUID();
      const email = `${teamId}-${n}@bench.test`;
      await database.db
        .insert(user)
        .values({ id, email, name: `${teamId} person ${n}`, emailVerified: true });
      await setPasswordHash(database.db, id, hash, new Date());
      await database.db
        .insert(userProfiles)
        .values({ userId: id, email, fullName: email, onboardingCompleted: true });
      await database.db.insert(member).values({ id: randomUUID(), organizationId: teamId, userId: id, role });
      people.push({ teamId, email, id });
      return id;
    };
    const bigPeople: string[] = [];
    for (let n = 0; n < 4; n++) bigPeople.push(await addPerson(BIG_TEAM, n, n === 0 ? "admin" : "member"));
    for (const teamId of SMALL_TEAMS) await addPerson(teamId, 0, "admin");
    const pool = database.pool!;
    const routingTeams = ["cx", "sales", "technical", "management", "engagement"];
    for (const [i, id] of bigPeople.entries()) {
      await pool.query(
        "insert into routing_people (team_id, user_id, capacity, last_seen_at) values ($1, $2, $3, now())",
        [BIG_TEAM, id, 20 + i * 10],
      );
      for (const team of [routingTeams[i]!, routingTeams[(i + 2) % 5]!]) {
        await pool.query(
          "insert into routing_team_members (team_id, routing_team, user_id) values ($1, $2, $3)",
          [BIG_TEAM, team, id],
        );
      }
    }
    const sizes = await pool.query(
      `select team_id, count(*)::int as analyses, count(*) filter (where in_queue)::int as queued,
         count(*) filter (where in_queue and routing_status <> 'completed')::int as open
       from message_ai_analysis where team_id = any($1) group by team_id order by team_id`,
      [[BIG_TEAM, SMALL_TEAMS[0]]],
    );
    for (const r of sizes.rows)
      log(`  ${r.team_id}: ${r.analyses} analyses, ${r.queued} in the queue, ${r.open} open`);

    const env = parseEnv({
      DATABASE_URL: url.toString(),
      PORT: "0",
      HOST: "127.0.0.1",
      PUBLIC_URL,
      AUTH_SECRET: randomBytes(32).toString("hex"),
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
    });
    server = await startServer(env, {
      database,
      webDir: dataDir,
      log: () => {},
      rateLimits: { ...DEFAULT_RATE_LIMITS, signIn: { max: 1000, timeWindow: 60_000 } },
    });
    const app = server.app;
    const cookieOf: Record<string, string> = {};
    for (const p of people) {
      const res = await app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        headers: { "x-lunara-csrf": "1", origin: PUBLIC_URL },
        payload: { email: p.email, password: "Bench-Passw0rd!" },
      });
      if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
      cookieOf[p.id] = res.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    }
    const cookieOfTeam = (teamId: string) => cookieOf[people.find((p) => p.teamId === teamId)!.id]!;

    const dialect = new PgDialect();
    const reads: { name: string; url: string; statement: (teamId: string, now: Date) => SQL }[] = [
      { name: "queue", url: "/api/routing/queue", statement: (t, now) => queueStatement(t, FILTERS, now) },
      {
        name: "team cards",
        url: "/api/routing/teams",
        statement: (t, now) => teamCardsStatement(t, FILTERS, now),
      },
      {
        name: "statistics",
        url: "/api/routing/stats",
        statement: (t, now) => statsStatement(t, FILTERS, now),
      },
    ];
    const query = `?range=${FILTERS.range}&team=${FILTERS.team}&urgency=${FILTERS.urgency}`;

    const baseline: number[] = [];
    for (let i = 0; i < 100; i++) baseline.push(await time(() => pool.query("select 1")));
    log(`\nmachine baseline (select 1)        ${summary(baseline)}`);

    for (const group of [
      { label: `big team (${BIG_TEAM}, 50,000 messages)`, teams: [BIG_TEAM] },
      { label: `ordinary teams (${SMALL_TEAMS.length} of ~950 messages)`, teams: SMALL_TEAMS },
    ]) {
      log(`\n== ${group.label}, range ${FILTERS.range} ==`);
      for (const read of reads) {
        const appCall = (i: number) =>
          app.inject({
            method: "GET",
            url: `${read.url}${query}`,
            headers: { cookie: cookieOfTeam(group.teams[i % group.teams.length]!) },
          });
        const bareCall = (i: number) => {
          const q = dialect.sqlToQuery(read.statement(group.teams[i % group.teams.length]!, new Date()));
          return pool.query(q.sql, q.params);
        };
        const probe = await appCall(0);
        if (probe.statusCode !== 200) throw new Error(`${read.url}: ${probe.statusCode} ${probe.body}`);
        for (let i = 0; i < 20; i++) {
          await appCall(i);
          await bareCall(i);
        }
        const bare: number[] = [];
        const viaApp: number[] = [];
        // Interleaved so that both see the same machine load (other work shares these cores).
        for (let i = 0; i < ITERATIONS; i++) {
          bare.push(await time(() => bareCall(i)));
          viaApp.push(await time(() => appCall(i)));
        }
        log(`${read.name.padEnd(11)} bare SQL           ${summary(bare)}`);
        log(`${read.name.padEnd(11)} GET ${read.url.padEnd(15)}${summary(viaApp)}`);
        log(
          `${read.name.padEnd(11)} app / bare SQL at p95: ${(percentile(viaApp, 95) / percentile(bare, 95)).toFixed(2)}x (target <= 3x; p95 target <= 50 ms)`,
        );
        if (read.name === "queue" && group.teams[0] === BIG_TEAM) {
          const body = probe.json() as { total: number; items: unknown[] };
          log(`queue       answers ${body.items.length} items of ${body.total} open`);
        }
      }
    }

    // 20 simultaneous Start clicks over HTTP by the big team's four people on each of 20 items.
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const { rows: targets } = await pool.query(
      `select id from message_ai_analysis where team_id = $1 and in_queue and routing_status = 'pending'
         and assigned_to is null order by processed_at desc limit $2`,
      [BIG_TEAM, RACES],
    );
    let clean = 0;
    const raceTimes: number[] = [];
    for (const { id } of targets) {
      const started = performance.now();
      const results = await Promise.all(
        Array.from({ length: CLICKS }, (_, i) =>
          fetch(`http://127.0.0.1:${port}/api/routing/items/${id}/start`, {
            method: "POST",
            headers: {
              cookie: cookieOf[bigPeople[i % bigPeople.length]!]!,
              "x-lunara-csrf": "1",
              origin: PUBLIC_URL,
              "content-type": "application/json",
            },
            body: "{}",
          }).then(async (r) => ({
            status: r.status,
            body: (await r.json()) as { item?: { assigned_to: string } },
          })),
        ),
      );
      raceTimes.push(performance.now() - started);
      const winners = new Set(results.filter((r) => r.status === 200).map((r) => r.body.item!.assigned_to));
      const others = results.filter((r) => r.status !== 200).map((r) => r.status);
      const { rows } = await pool.query(
        "select assigned_to, routing_status from message_ai_analysis where id = $1",
        [id],
      );
      const owner = rows[0]?.assigned_to;
      if (
        winners.size === 1 &&
        winners.has(owner) &&
        rows[0]?.routing_status === "in_progress" &&
        others.every((s) => s === 409)
      )
        clean++;
    }
    log(
      `\n== Claim race: ${CLICKS} simultaneous Start clicks (4 people, HTTP) on each of ${targets.length} items ==`,
    );
    log(`items with exactly one owner (others 409): ${clean} of ${targets.length}`);
    log(`time for all ${CLICKS} clicks to be answered  ${summary(raceTimes)}`);

    const first = dialect.sqlToQuery(queueStatement(BIG_TEAM, FILTERS, new Date()));
    const explain = await pool.query(`explain (analyze, buffers) ${first.sql}`, first.params);
    log("\nQueue plan for the big team:");
    const plan = explain.rows.map((r: Record<string, string>) => r["QUERY PLAN"]!);
    for (const line of plan) log(`  ${line}`);
  } finally {
    await bench.teardown(server);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
