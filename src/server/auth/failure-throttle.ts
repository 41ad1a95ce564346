/** Sign-in failures an account may have before it must wait between attempts. */
export const FREE_FAILURES = 5;
/** The first wait; each further failure doubles it, up to MAX_DELAY_MS. */
export const BASE_DELAY_MS = 2_000;
export const MAX_DELAY_MS = 15 * 60_000;
/** An account with no failure for this long starts over. */
const FORGET_AFTER_MS = 24 * 3600_000;
/** Bounds memory when someone tries a flood of made-up emails. */
const MAX_KEYS = 50_000;

type Entry = { failures: number; blockedUntil: number; lastFailure: number };

export type FailureThrottle = {
  /** Milliseconds this key must still wait; 0 when it may try now. */
  waitMs: (key: string) => number;
  recordFailure: (key: string) => void;
  reset: (key: string) => void;
};

/**
 * Per-account sign-in throttle with a growing delay: after FREE_FAILURES wrong passwords for one
 * account, every further attempt (from any address) waits 2 s, 4 s, 8 s ... up to 15 minutes.
 * It complements the per-address rate limit, which alone lets a botnet try one account forever.
 * State is per process, like the rate limiter's.
 */
export function createFailureThrottle(now: () => Date): FailureThrottle {
  const entries = new Map<string, Entry>();
  const current = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && now().getTime() - entry.lastFailure > FORGET_AFTER_MS) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    waitMs: (key) => Math.max(0, (current(key)?.blockedUntil ?? 0) - now().getTime()),
    recordFailure: (key) => {
      const at = now().getTime();
      const entry = current(key) ?? { failures: 0, blockedUntil: 0, lastFailure: at };
      entry.failures += 1;
      entry.lastFailure = at;
      const over = entry.failures - FREE_FAILURES;
      if (over >= 0) entry.blockedUntil = at + Math.min(BASE_DELAY_MS * 2 ** over, MAX_DELAY_MS);
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > MAX_KEYS) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
    },
    reset: (key) => {
      entries.delete(key);
    },
  };
}

/** "Please wait 8 seconds" / "4 minutes": the wait, rounded up, in words. */
export function describeWait(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}
