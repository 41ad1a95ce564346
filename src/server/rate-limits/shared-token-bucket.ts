import type { Db } from "../db/client";
import { type BucketTake, takeFromBuckets } from "./rate-limits.repository";

type KeyState = { tokens: number; at: number; pending: number };

export type SharedTokenBucket = {
  /** Synchronous, on the hot path: true when the key may have one more event now. */
  take(key: string): boolean;
  /** Writes what was taken and learns every bucket's level (shutdown, tests). */
  sync(): Promise<void>;
};

/**
 * A token bucket per key shared by every process, for hot paths (the store pixel's events). Each
 * process decides locally from the level PostgreSQL last gave it, refilled since, less what it
 * admitted since; every `syncMs` it sends what it admitted for all keys in one statement and
 * learns the levels. A request costs no query; the deployment overshoots by at most what the
 * processes admit within one sync interval, and that debt is paid before the next admission.
 */
export function createSharedTokenBucket(
  db: Db,
  limit: { perSecond: number; burst: number },
  options: { prefix: string; syncMs?: number; now?: () => number; onError?: (error: unknown) => void },
): SharedTokenBucket {
  const syncMs = options.syncMs ?? 100;
  const now = options.now ?? Date.now;
  const keys = new Map<string, KeyState>();
  let timer: NodeJS.Timeout | null = null;
  let syncing: Promise<void> = Promise.resolve();

  const level = (state: KeyState, at: number) =>
    Math.min(limit.burst, state.tokens + ((at - state.at) / 1000) * limit.perSecond) - state.pending;

  const write = async () => {
    timer = null;
    const takes: BucketTake[] = [];
    const sent = new Map<string, { state: KeyState; taken: number }>();
    for (const [key, state] of keys) {
      if (state.pending === 0) {
        // Full again and quiet: forget it (the shared row keeps the truth).
        if (level(state, now()) >= limit.burst) keys.delete(key);
        continue;
      }
      const shared = `${options.prefix}${key}`;
      takes.push({ key: shared, taken: state.pending });
      sent.set(shared, { state, taken: state.pending });
    }
    if (takes.length === 0) return;
    try {
      const levels = await takeFromBuckets(db, takes, limit);
      const at = now();
      for (const row of levels) {
        const entry = sent.get(row.key);
        if (!entry) continue;
        entry.state.pending -= entry.taken;
        entry.state.tokens = row.tokens;
        entry.state.at = at;
      }
    } catch (error) {
      // Sent again at the next sync; meanwhile this process still limits on its own counts.
      options.onError?.(error);
      schedule();
    }
  };

  function schedule() {
    if (timer) return;
    timer = setTimeout(() => {
      syncing = syncing.then(write);
    }, syncMs);
    timer.unref();
  }

  return {
    take(key) {
      const at = now();
      let state = keys.get(key);
      if (!state) {
        state = { tokens: limit.burst, at, pending: 0 };
        keys.set(key, state);
      }
      if (level(state, at) < 1) return false;
      state.pending += 1;
      schedule();
      return true;
    },
    async sync() {
      if (timer) clearTimeout(timer);
      syncing = syncing.then(write);
      await syncing;
    },
  };
}
