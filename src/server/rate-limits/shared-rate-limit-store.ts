import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Db } from "../db/client";
import { deleteExpiredCounters, incrementCounters } from "./rate-limits.repository";

const SWEEP_EVERY_MS = 60_000;

/**
 * @fastify/rate-limit's store on PostgreSQL: every web process counts into the same fixed-window
 * row, so "10 sign-ins a minute" holds across the whole deployment, not per process. One
 * INSERT .. ON CONFLICT per limited request (sign-in, demo request, uploads: none is hot).
 */
export function sharedRateLimitStore(db: Db, now: () => Date = () => new Date()): FastifyRateLimitStoreCtor {
  let lastSweep = 0;
  const sweep = (at: Date) => {
    if (at.getTime() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = at.getTime();
    void deleteExpiredCounters(db, at).catch(() => {});
  };

  class SharedStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = "") {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const at = now();
      incrementCounters(db, [{ key: `${this.prefix}${key}`, by: 1 }], timeWindow, at).then(([total]) => {
        if (!total) return callback(new Error("rate limit counter not stored"));
        sweep(at);
        const ttl = total.windowStart.getTime() + timeWindow - at.getTime();
        callback(null, { current: total.count, ttl: Math.max(ttl, 0) });
      }, callback);
    }

    child(routeOptions: {
      routeInfo?: { method?: string; url?: string };
      path?: string;
    }): FastifyRateLimitStore {
      const route = `${routeOptions.routeInfo?.method ?? ""}${routeOptions.routeInfo?.url ?? routeOptions.path ?? ""}`;
      return new SharedStore(`http:${route}:`);
    }
  }
  return SharedStore as unknown as FastifyRateLimitStoreCtor;
}
