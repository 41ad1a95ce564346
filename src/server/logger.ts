import { type Logger, pino } from "pino";
import type { Env } from "./env";

/**
 * The one logger (pino, as Fastify's own): requests log through it, and so do the jobs, the queue,
 * the development outbox and the AI fallback, as `deps.log` lines. One JSON line per event.
 */
export function createLogger(level: Env["LOG_LEVEL"]): Logger {
  return pino({ level });
}
