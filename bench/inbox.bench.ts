// npm run bench:inbox — on PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres):
// seeds 1,000,000 messages across 1,000 teams in a database of its own, then measures the inbox
// list call through the app (inject, with session and team resolution) next to the bare SQL for
// the same rows, the inbox search call, and how long a new message takes to reach an open SSE
// stream. Prints figures; never fails on timing. The database is dropped at the end.

import { randomBytes, randomUUID } from "node:crypto";
import { userProfiles } from "@server/db/app.schema";
import { member, user } from "@server/db/auth.schema";
import { migrateDatabase } from "@server/db/client";
import { parseEnv } from "@server/env";
import { inboxListStatement } from "@server/inbox/inbox-messages.repository";
import { threadsWithMessageStatement } from "@server/inbox/inbox-search.repository";
import { ingestMessage } from "@server/ingestion/ingest-message";
import { setPasswordHash } from "@server/profile/profile.repository";
import { startServer } from "@server/server";
import { INBOX_LOAD_LIMIT } from "@shared/inbox/inbox.constants";
import { hashPassword } from "better-auth/crypto";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import { createBenchDatabase, percentile, summary, time } from "./bench-support";
import { seedInbox } from "./inbox-bench-seed";

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PUBLIC_URL = "http://localhost:3999";
const TEAMS = Array.from({ length: 10 }, (_, i) => `bench-team-${i * 100 + 1}`);
const ITERATIONS = 400;
const REALTIME_SAMPLES = 60;

const log = (line: string) => console.log(line);
async function main() {
  const bench = await createBenchDatabase(ADMIN_URL, "lunara_bench_inbox");
  const { name, dataDir, database } = bench;
  const url = new URL(bench.url);
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  try {
    await migrateDatabase(database);
    log(`Seeding ${name} (1,000 teams x 1,000 messages):`);
    const seedClient = new pg.Client({ connectionString: url.toString() });
    await seedClient.connect();
    const seedStarted = performance.now();
    await seedInbox(seedClient, log);
    await seedClient.end();
    log(`  seed total ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

    const hash = await hashPassword("Bench-Passw0rd!");
    const people = [];
    for (const teamId of TEAMS) {
      const id = randomUUID();
      const email = `${teamId}@bench.test`;
      await database.db.insert(user).values({ id, email, name: teamId, emailVerified: true });
      await setPasswordHash(database.db, id, hash, new Date());
      await database.db
        .insert(userProfiles)
        .values({ userId: id, email, fullName: teamId, onboardingCompleted: true });
      await database.db
        .insert(member)
        .values({ id: randomUUID(), organizationId: teamId, userId: id, role: "admin" });
      people.push({ teamId, email });
    }

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
    const cookies: string[] = [];
    for (const p of people) {
      const res = await app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        headers: { "x-lunara-csrf": "1", origin: PUBLIC_URL },
        payload: { email: p.email, password: "Bench-Passw0rd!" },
      });
      if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
      cookies.push(res.cookies.map((c) => `${c.name}=${c.value}`).join("; "));
    }

    const dialect = new PgDialect();
    const statements = TEAMS.map((teamId) =>
      dialect.sqlToQuery(inboxListStatement(teamId, INBOX_LOAD_LIMIT)),
    );
    const pool = database.pool!;
    const listCall = (i: number) =>
      app.inject({
        method: "GET",
        url: "/api/inbox/messages",
        headers: { cookie: cookies[i % cookies.length]! },
      });
    const bareCall = (i: number) => {
      const q = statements[i % statements.length]!;
      return pool.query(q.sql, q.params);
    };
    const probe = await listCall(0);
    const body = probe.json() as { items: unknown[]; counters: { total: number } };
    log(
      `\nList call returns ${body.items.length} items holding ${body.counters.total} messages (status ${probe.statusCode}).`,
    );
    for (let i = 0; i < 40; i++) {
      await listCall(i);
      await bareCall(i);
    }

    const baseline: number[] = [];
    const bare: number[] = [];
    const viaApp: number[] = [];
    const health: number[] = [];
    // Interleaved so that both see the same machine load (other work shares these cores).
    for (let i = 0; i < ITERATIONS; i++) {
      baseline.push(await time(() => pool.query("select 1")));
      bare.push(await time(() => bareCall(i)));
      viaApp.push(await time(() => listCall(i)));
      health.push(await time(() => app.inject({ method: "GET", url: "/api/health" })));
    }
    log("\n== Inbox list: 200 newest with analysis, decisions, responses and threads ==");
    log(`machine baseline (select 1)      ${summary(baseline)}`);
    log(`HTTP baseline (inject /health)   ${summary(health)}`);
    log(`bare SQL (same rows)             ${summary(bare)}`);
    log(`GET /api/inbox/messages (inject) ${summary(viaApp)}`);
    log(
      `app / bare SQL at p95: ${(percentile(viaApp, 95) / percentile(bare, 95)).toFixed(2)}x (target <= 3x; p95 target <= 50 ms)`,
    );

    const explain = await pool.query(
      `explain (analyze, buffers) ${statements[0]!.sql}`,
      statements[0]!.params,
    );
    const plan = explain.rows.map((r: Record<string, string>) => r["QUERY PLAN"]!);
    log("\nPlan (first lines and totals):");
    for (const line of [...plan.slice(0, 8), ...plan.slice(-2)]) log(`  ${line}`);

    // Inbox search (decision 052): every bench message says "rose serum"; none says "mexico", so
    // that search reads every message of the team's listed conversations.
    const searchCall = (i: number, q: string) =>
      app.inject({
        method: "GET",
        url: `/api/inbox/search?q=${encodeURIComponent(q)}`,
        headers: { cookie: cookies[i % cookies.length]! },
      });
    const hit = await searchCall(0, "rose serum");
    log(
      `\nSearch call matches ${(hit.json() as { thread_ids: string[] }).thread_ids.length} conversations (status ${hit.statusCode}).`,
    );
    for (let i = 0; i < 40; i++) await searchCall(i, i % 2 ? "mexico" : "rose serum");
    const searchBaseline: number[] = [];
    const searchHit: number[] = [];
    const searchMiss: number[] = [];
    for (let i = 0; i < ITERATIONS; i++) {
      searchBaseline.push(await time(() => pool.query("select 1")));
      searchHit.push(await time(() => searchCall(i, "rose serum")));
      searchMiss.push(await time(() => searchCall(i, "mexico")));
    }
    log("\n== Inbox search: the listed conversations with a message holding the text ==");
    log(`machine baseline (select 1)      ${summary(searchBaseline)}`);
    log(`GET /api/inbox/search (matches)  ${summary(searchHit)}`);
    log(`GET /api/inbox/search (no match) ${summary(searchMiss)}`);
    const searchStatement = dialect.sqlToQuery(
      threadsWithMessageStatement(TEAMS[0]!, "mexico", INBOX_LOAD_LIMIT),
    );
    const searchPlan = await pool.query(
      `explain (analyze, buffers) ${searchStatement.sql}`,
      searchStatement.params,
    );
    log("\nSearch plan (no match):");
    for (const row of searchPlan.rows as Record<string, string>[]) log(`  ${row["QUERY PLAN"]}`);

    const first = TEAMS[0]!;
    const [integration] = (await pool.query("select id from integrations where team_id = $1", [first])).rows;
    const realtime = await measureRealtime(app.server.address(), cookies[0]!, async (n) => {
      const result = await ingestMessage(
        server!.deps,
        { integrationId: integration.id, teamId: first },
        {
          platform: "instagram",
          platform_message_id: `bench-live-${n}-${randomUUID()}`,
          message_type: "comment",
          content: `Live bench message ${n}`,
          sender_username: "live_fan",
          sender_platform_id: "live-fan",
          account_platform_id: "acct-1",
          received_at: new Date(),
        },
      );
      return result.messageId!;
    });
    log("\n== Realtime: ingestMessage -> message.created on an open SSE stream ==");
    log(`latency                          ${summary(realtime)}  (target p95 <= 1000 ms)`);
  } finally {
    await bench.teardown(server);
  }
}

async function measureRealtime(
  address: ReturnType<import("node:net").Server["address"]>,
  cookie: string,
  ingest: (n: number) => Promise<string>,
): Promise<number[]> {
  const port = typeof address === "object" && address ? address.port : 0;
  const controller = new AbortController();
  const response = await fetch(`http://127.0.0.1:${port}/api/realtime/stream`, {
    headers: { cookie },
    signal: controller.signal,
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const arrived = new Map<string, number>();
  const waiters = new Map<string, () => void>();
  let buffer = "";
  const pump = (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) return;
      buffer += decoder.decode(chunk.value);
      for (const match of buffer.matchAll(/event: message\.created\ndata: (\{.*\})\n/g)) {
        const id = (JSON.parse(match[1]!) as { id: string }).id;
        if (!arrived.has(id)) arrived.set(id, performance.now());
        waiters.get(id)?.();
      }
      buffer = buffer.slice(buffer.lastIndexOf("\n\n") + 2);
    }
  })();
  await new Promise((r) => setTimeout(r, 200));
  const samples: number[] = [];
  for (let n = 0; n < REALTIME_SAMPLES; n++) {
    const started = performance.now();
    const id = await ingest(n);
    if (!arrived.has(id)) {
      await Promise.race([
        new Promise<void>((resolve) => waiters.set(id, resolve)),
        new Promise((r) => setTimeout(r, 5000)),
      ]);
    }
    const at = arrived.get(id);
    samples.push(at === undefined ? 5000 : at - started);
    await new Promise((r) => setTimeout(r, 20));
  }
  controller.abort();
  await pump;
  return samples;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
