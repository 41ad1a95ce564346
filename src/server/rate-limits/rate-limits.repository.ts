import { sql } from "drizzle-orm";
import { sqlRows } from "../attribution/sql-rows";
import type { Db } from "../db/client";

export type CounterIncrement = { key: string; by: number };
export type CounterTotal = { key: string; count: number; windowStart: Date };

/**
 * Adds to fixed-window counters shared by every process, atomically (one INSERT .. ON CONFLICT per
 * call, whatever the number of keys), and answers each key's total in the window after the add.
 */
export async function incrementCounters(
  db: Db,
  increments: CounterIncrement[],
  windowMs: number,
  now: Date,
): Promise<CounterTotal[]> {
  // One row may be touched once per statement: the same key twice is one increment.
  const merged = new Map<string, number>();
  for (const i of increments) merged.set(i.key, (merged.get(i.key) ?? 0) + i.by);
  if (merged.size === 0) return [];
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const expiresAt = new Date(windowStart.getTime() + windowMs);
  const rows = await sqlRows<{ key: string; count: number }>(
    db,
    sql`
    insert into rate_limit_counters as c (key, window_start, count, expires_at)
    select t.key, ${windowStart.toISOString()}::timestamptz, t.by, ${expiresAt.toISOString()}::timestamptz
      from jsonb_to_recordset(${JSON.stringify([...merged].map(([key, by]) => ({ key, by })))}::jsonb) as t(key text, by int)
    on conflict (key, window_start) do update set count = c.count + excluded.count
    returning key, count`,
  );
  return rows.map((row) => ({ key: row.key, count: Number(row.count), windowStart }));
}

/** Counters whose window has passed; any process may sweep them, a few at a time. */
export async function deleteExpiredCounters(db: Db, now: Date, limit = 5000): Promise<number> {
  const rows = await sqlRows<{ key: string }>(
    db,
    sql`
    delete from rate_limit_counters
     where ctid in (select ctid from rate_limit_counters where expires_at < ${now.toISOString()}::timestamptz limit ${limit})
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
