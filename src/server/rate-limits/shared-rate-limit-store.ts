import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Db } from "../db/client";
import { countHit, deleteExpiredCounters } from "./rate-limits.repository";

const SWEEP_EVERY_MS = 60_000;

/**
 * @fastify/rate-limit's store on PostgreSQL: every web process counts into the same row, so
 * "10 sign-ins a minute" holds across the whole deployment, not per process. One
 * INSERT .. ON CONFLICT per limited request (sign-in, demo request, uploads: none is hot).
 */
export function sharedRateLimitStore(db: Db, now: () => Date = () => new Date()): FastifyRateLimitStoreCtor {
  let lastSweep = 0;
  const sweep = () => {
    const at = now().getTime();
    if (at - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = at;
    void deleteExpiredCounters(db).catch(() => {});
  };

  class SharedStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = "http:") {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      countHit(db, `${this.prefix}${key}`, timeWindow).then((total) => {
        sweep();
        callback(null, { current: total.count, ttl: total.ttlMs });
      }, callback);
    }

    // At run time the plugin passes its merged parameters, the route under `routeInfo`.
    child(routeOptions: object): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      const method = route?.method;
      return new SharedStore(
        `http:${Array.isArray(method) ? method.join(",") : (method ?? "")} ${route?.url ?? ""}:`,
      );
    }
  }
  return SharedStore as unknown as FastifyRateLimitStoreCtor;
}
