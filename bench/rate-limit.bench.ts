import { performance } from "node:perf_hooks";
import { migrateDatabase } from "@server/db/client";
import { countHit } from "@server/rate-limits/rate-limits.repository";
import { createSharedTokenBucket } from "@server/rate-limits/shared-token-bucket";
import { createBenchDatabase, summary } from "./bench-support";

/**
 * `npm run bench:rate-limit` (DATABASE_URL = the machine's PostgreSQL, a database of its own is
 * made and dropped): what a rate limit shared by every process costs against the per-process
 * in-memory one it replaces (decision 023). Baseline: the in-memory token bucket, same run.
 */
const ADMIN_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const ROUNDS = Number(process.env.ROUNDS ?? 2000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8);

const bench = await createBenchDatabase(ADMIN_URL, "lunara_bench_rl");
try {
  await migrateDatabase(bench.database);
  const db = bench.database.db;

  // Baseline: the per-process token bucket the pixel used (a Map and arithmetic).
  const buckets = new Map<string, { tokens: number; at: number }>();
  const takeLocal = (key: string) => {
    const t = Date.now();
    const b = buckets.get(key) ?? { tokens: 5000, at: t };
    b.tokens = Math.min(5000, b.tokens + ((t - b.at) / 1000) * 1000);
    b.at = t;
    buckets.set(key, b);
    if (b.tokens < 1) return false;
    b.tokens -= 1;
    return true;
  };
  let started = performance.now();
  for (let i = 0; i < ROUNDS * 100; i++) takeLocal(`store-${i % 200}`);
  const localNs = ((performance.now() - started) * 1e6) / (ROUNDS * 100);

  // Shared token bucket (pixel): take() stays in memory, a sync statement every 100 ms.
  const shared = createSharedTokenBucket(db, { perSecond: 1000, burst: 5000 }, { prefix: "bench:" });
  started = performance.now();
  for (let i = 0; i < ROUNDS * 100; i++) shared.take(`store-${i % 200}`);
  const sharedNs = ((performance.now() - started) * 1e6) / (ROUNDS * 100);
  const syncs: number[] = [];
  for (let i = 0; i < 50; i++) {
    for (let k = 0; k < 200; k++) shared.take(`store-${k}`);
    const t0 = performance.now();
    await shared.sync();
    syncs.push(performance.now() - t0);
  }

  // Shared counter (@fastify/rate-limit store): one upsert per limited request.
  const one: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const t0 = performance.now();
    await countHit(db, `http:POST /api/auth/*:10.0.0.${i % 50}`, 60_000);
    one.push(performance.now() - t0);
  }
  started = performance.now();
  let done = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, w) => {
      while (done < ROUNDS) {
        done++;
        await countHit(db, `http:POST /api/auth/*:10.1.${w}.${done % 50}`, 60_000);
      }
    }),
  );
  const perSecond = ROUNDS / ((performance.now() - started) / 1000);

  console.log(`rate limits: in-memory (per process) vs shared in PostgreSQL ${bench.database.kind}`);
  console.log(`baseline: in-memory token bucket take()             ${localNs.toFixed(0)} ns/op`);
  console.log(`shared token bucket take() (pixel, hot path)        ${sharedNs.toFixed(0)} ns/op`);
  console.log(`shared token bucket sync, 200 stores in 1 statement ${summary(syncs)}`);
  console.log(`shared counter upsert per limited request           ${summary(one)}`);
  console.log(`shared counter upserts, ${CONCURRENCY} at a time             ${perSecond.toFixed(0)} /s`);
} finally {
  await bench.teardown(null);
}
