import type { z } from "zod";

/** A kind of background work: a name, its payload's schema and its retry policy. */
export type JobDefinition<TPayload> = {
  name: string;
  schema: z.ZodType<TPayload>;
  /** Attempts after the first; with backoff the delays double from retryDelaySeconds. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /**
   * "keyed": every send carries a singletonKey, and at most one job per key waits in the queue
   * (a second send while one waits is dropped). "standard": keys are ignored.
   */
  policy?: "standard" | "keyed";
};

export type SendOptions = {
  /** Run no earlier than this. */
  startAfter?: Date;
  /** With a "keyed" job: while a job with this key waits, a second send is a no-op (returns null). */
  singletonKey?: string;
};

export type JobHandler<TPayload> = (payload: TPayload, job: { id: string; attempt: number }) => Promise<void>;

/**
 * The queue behind every background job. Production uses pg-boss on the same PostgreSQL (or
 * PGlite); tests use the in-process driver with a clock they move, so no test sleeps.
 */
export type JobQueue = {
  send<T>(definition: JobDefinition<T>, payload: T, options?: SendOptions): Promise<string | null>;
  work<T>(definition: JobDefinition<T>, handler: JobHandler<T>): Promise<void>;
  cancel<T>(definition: JobDefinition<T>, id: string): Promise<void>;
  /** Runs `payload` on a cron schedule (UTC), once across all processes. */
  schedule<T>(definition: JobDefinition<T>, cron: string, payload: T): Promise<void>;
  stop(): Promise<void>;
};

export function defineJob<T>(definition: JobDefinition<T>): JobDefinition<T> {
  return definition;
}
