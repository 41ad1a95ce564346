import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";

export type CounterTotal = { count: number; ttlMs: number };

/**
 * Counts one hit on a key shared by every process, atomically: a key's window opens at its first
 * hit and lasts `windowMs`, on the database's clock (one clock for every process). Answers the
 * count in the window after this hit and the time left in it.
 */
export async function countHit(db: Db, key: string, windowMs: number): Promise<CounterTotal> {
  const rows = await sqlRows<{ count: number; ttl_ms: number }>(
    db,
    sql`
    insert into rate_limit_counters as c (key, count, expires_at)
    values (${key}, 1, clock_timestamp() + make_interval(secs => ${windowMs / 1000}))
    on conflict (key) do update set
      count = case when c.expires_at <= clock_timestamp() then 1 else c.count + 1 end,
      expires_at = case when c.expires_at <= clock_timestamp() then excluded.expires_at else c.expires_at end
    returning count, extract(epoch from (expires_at - clock_timestamp())) * 1000 as ttl_ms`,
  );
  const row = rows[0];
  if (!row) throw new Error("rate limit counter not stored");
  return { count: Number(row.count), ttlMs: Math.max(0, Number(row.ttl_ms)) };
}

/** Counters whose window has passed; any process may sweep them, a few at a time. */
export async function deleteExpiredCounters(db: Db, limit = 5000): Promise<number> {
  const rows = await sqlRows<{ key: string }>(
    db,
    sql`
    delete from rate_limit_counters
     where ctid in (select ctid from rate_limit_counters where expires_at < clock_timestamp() limit ${limit})
    returning key`,
  );
  return rows.length;
}

export type BucketTake = { key: string; taken: number };
export type BucketLevel = { key: string; tokens: number; at: Date };

/**
 * Takes tokens from shared buckets refilled at `perSecond` up to `burst`, on the database's clock
 * (one clock for every process). A bucket may go below zero: what processes admitted between two
 * syncs is a debt the refill pays before anyone is admitted again.
 */
export async function takeFromBuckets(
  db: Db,
  takes: BucketTake[],
  limit: { perSecond: number; burst: number },
): Promise<BucketLevel[]> {
  if (takes.length === 0) return [];
  const rows = await sqlRows<{ key: string; tokens: number; updated_at: string | Date }>(
    db,
    sql`
    insert into rate_limit_buckets as b (key, tokens, updated_at)
    select t.key, ${limit.burst}::float8 - t.taken, clock_timestamp()
      from jsonb_to_recordset(${JSON.stringify(takes)}::jsonb) as t(key text, taken int)
    on conflict (key) do update set
      tokens = least(${limit.burst}::float8,
                     b.tokens + extract(epoch from (excluded.updated_at - b.updated_at)) * ${limit.perSecond}::float8)
               - (${limit.burst}::float8 - excluded.tokens),
      updated_at = excluded.updated_at
    returning key, tokens, updated_at`,
  );
  return rows.map((row) => ({ key: row.key, tokens: Number(row.tokens), at: new Date(row.updated_at) }));
}
