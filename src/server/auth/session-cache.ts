import { createHash } from "node:crypto";

/**
 * A short-lived, per-process memory of who a session cookie belongs to, so that a request pays
 * one indexed read (the person's auth version) instead of better-auth's session lookup and the
 * membership query. Database triggers bump the version on sign-out, session revocation, password
 * change, membership and role changes and team removal (migration 0017), so a change made by any
 * process is seen by the next request on every process; the TTL only bounds memory and anything
 * the triggers do not cover. Decision 024 records the trade-off.
 */
export const SESSION_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;

export type CachedSession = {
  user: { id: string; email: string; name: string; sessionId: string };
  team: { teamId: string; role: "admin" | "member" };
  version: number;
  sessionExpiresAt: number;
  storedAt: number;
};

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;

/** The cache key of a request: the sha256 of its session cookie's value (the token never sits in memory as a key). */
export function sessionCacheKey(cookieHeader: string | undefined): string | null {
  const value = cookieHeader ? SESSION_COOKIE.exec(cookieHeader)?.[1] : undefined;
  return value ? createHash("sha256").update(value).digest("hex") : null;
}

export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();

  constructor(
    private readonly clock: () => number = Date.now,
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
  ) {}

  /** The entry if it is younger than the TTL and its session has not expired; stale ones go. */
  get(key: string): CachedSession | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    const now = this.clock();
    if (now - entry.storedAt >= this.ttlMs || now >= entry.sessionExpiresAt) {
      this.entries.delete(key);
      return null;
    }
    return entry;
  }

  set(key: string, entry: Omit<CachedSession, "storedAt">): void {
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { ...entry, storedAt: this.clock() });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}
