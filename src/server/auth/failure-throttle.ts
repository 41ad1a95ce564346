import type { Db } from "../db/client";
import {
  deleteSignInFailures,
  deleteSignInFailuresBefore,
  readSignInFailures,
  recordSignInFailure,
  type SignInFailureRow,
} from "./sign-in-failures.repository";

/** Sign-in failures an account may have before it must wait between attempts. */
export const FREE_FAILURES = 5;
/** The first wait; each further failure doubles it, up to MAX_DELAY_MS. */
export const BASE_DELAY_MS = 2_000;
export const MAX_DELAY_MS = 15 * 60_000;
/** An account with no failure for this long starts over. */
export const FORGET_AFTER_MS = 24 * 3600_000;
const SWEEP_EVERY_MS = 60_000;

export type FailureThrottle = {
  /** Milliseconds this key must still wait; 0 when it may try now. */
  waitMs: (key: string) => Promise<number>;
  recordFailure: (key: string) => Promise<void>;
  reset: (key: string) => Promise<void>;
};

/** The row after one more failure at `at`: past FREE_FAILURES, a wait of 2 s, 4 s, 8 s ... up to 15 min. */
export function afterFailure(previous: SignInFailureRow | null, at: Date): SignInFailureRow {
  const fresh = !previous || at.getTime() - previous.lastFailureAt.getTime() > FORGET_AFTER_MS;
  const failures = (fresh ? 0 : previous.failures) + 1;
  const over = failures - FREE_FAILURES;
  const blockedUntil =
    over >= 0 ? new Date(at.getTime() + Math.min(BASE_DELAY_MS * 2 ** over, MAX_DELAY_MS)) : new Date(0);
  return { failures, lastFailureAt: at, blockedUntil };
}

/** How long a row still blocks at `at`. */
export function waitFrom(row: SignInFailureRow | null, at: Date): number {
  if (!row || at.getTime() - row.lastFailureAt.getTime() > FORGET_AFTER_MS) return 0;
  return Math.max(0, row.blockedUntil.getTime() - at.getTime());
}

/**
 * Per-account sign-in throttle with a growing delay: after FREE_FAILURES wrong passwords for one
 * account, every further attempt (from any address) waits 2 s, 4 s, 8 s ... up to 15 minutes.
 * It complements the per-address rate limit, which alone lets a botnet try one account forever.
 * The count lives in PostgreSQL, so it holds across every web process (issue 18).
 */
export function createFailureThrottle(db: Db, now: () => Date): FailureThrottle {
  let lastSweep = 0;
  const sweep = (at: Date) => {
    if (at.getTime() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = at.getTime();
    void deleteSignInFailuresBefore(db, new Date(at.getTime() - FORGET_AFTER_MS)).catch(() => {});
  };
  return {
    waitMs: async (key) => waitFrom(await readSignInFailures(db, key), now()),
    recordFailure: async (key) => {
      const at = now();
      await recordSignInFailure(db, key, at, (previous) => afterFailure(previous, at));
      sweep(at);
    },
    reset: (key) => deleteSignInFailures(db, key),
  };
}

/** "Please wait 8 seconds" / "4 minutes": the wait, rounded up, in words. */
export function describeWait(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}
