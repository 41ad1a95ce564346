import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Database, openDatabase } from "@server/db/client";
import pg from "pg";

// What the PostgreSQL benchmarks share: timing, summaries, the seeded teams, dropping the database.

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

export const summary = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(2)} ms  p95 ${percentile(values, 95).toFixed(2)} ms  max ${Math.max(...values).toFixed(2)} ms  (n=${values.length})`;

export async function time(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

/** 1,000 teams (bench-team-1 .. bench-team-1000), one Instagram integration each, and a map of both. */
export const BENCH_TEAM_STATEMENTS: [string, string][] = [
  [
    "teams",
    `insert into organization (id, name, slug)
     select 'bench-team-' || t, 'Bench brand ' || t, 'bench-' || t from generate_series(1, 1000) t`,
  ],
  [
    "integrations",
    `insert into integrations (team_id, platform, platform_account_id, platform_username, access_token_encrypted)
     select 'bench-team-' || t, 'instagram', 'acct-' || t, 'brand' || t, 'bench' from generate_series(1, 1000) t`,
  ],
  [
    "team map",
    `create temp table bench_teams as
     select t, 'bench-team-' || t as team_id, (select id from integrations where platform_account_id = 'acct-' || t) as integration_id
     from generate_series(1, 1000) t`,
  ],
];

/** Runs one seed statement and prints its row count and time. */
export async function timedStatement(
  client: pg.Client,
  log: (line: string) => void,
  name: string,
  statement: string,
) {
  const started = performance.now();
  const result = await client.query(statement);
  log(
    `  seeded ${name.padEnd(18)} ${String(result.rowCount ?? "").padStart(9)} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

/**
 * pg-boss stops its pool in the background: wait for its connections to go, and only then force
 * the rest (whose "terminated by administrator" notice is expected here, not a failure).
 */
export async function dropDatabase(admin: pg.Client, name: string) {
  process.on("uncaughtException", (error: Error & { code?: string }) => {
    if (error.code === "57P01") return;
    console.error(error);
    process.exit(1);
  });
  for (let attempt = 0; attempt < 20; attempt++) {
    const { rows } = await admin.query("select count(*)::int as n from pg_stat_activity where datname = $1", [
      name,
    ]);
    if (rows[0]?.n === 0) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  await admin.query(`drop database if exists ${name} with (force)`);
}

/**
 * A fresh PostgreSQL database of its own for one benchmark run (and a temporary data folder), and
 * the teardown that closes the server or the database, drops it and removes the folder.
 */
export async function createBenchDatabase(adminUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "lunara-bench-"));
  const database: Database = await openDatabase({ kind: "postgres", url: url.toString() });
  return {
    name,
    url: url.toString(),
    dataDir,
    database,
    async teardown(server: { close: () => Promise<unknown> } | null) {
      if (server) await server.close();
      else await database.close();
      await dropDatabase(admin, name);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
