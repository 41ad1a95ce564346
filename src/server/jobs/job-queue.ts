import type { z } from "zod";
import type { Db } from "../db/client";

/** A kind of background work: a name, its payload's schema and its retry policy. */
export type JobDefinition<TPayload> = {
  /** `<domain>.<verb-noun>`, the pg-boss queue name. */
  name: string;
  schema: z.ZodType<TPayload>;
  /** Attempts after the first; with backoff the delays double from retryDelaySeconds. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** How long one attempt may run before the queue counts it failed (pg-boss default: 15 minutes). */
  expireInSeconds?: number;
  /**
   * "keyed": every send carries a singletonKey, and at most one job per key waits in the queue
   * (a second send while one waits is dropped). "standard": keys are ignored.
   */
  policy?: "standard" | "keyed";
  /**
   * Workers per process for this queue, when its work mostly waits on the network (a platform
   * call) rather than on the CPU; the default is the process's JOB_CONCURRENCY.
   */
  concurrency?: number;
  /**
   * A worker that ran a job fetches the next at once instead of sleeping out the polling interval,
   * so a backlog drains at the pace of the jobs. For a queue a person waits on (a comment's DM);
   * bulk work (the analysis) keeps its pace, or it takes the database and the CPU from those.
   */
  drainBacklog?: boolean;
  /**
   * Jobs a worker fetches at once (default 1), run one after the other; a failed one is retried
   * alone. For cheap bulk work (the analysis): a backlog drains a batch per pace, not a job.
   */
  batchSize?: number;
};

export type SendOptions = {
  /** Run no earlier than this. */
  startAfter?: Date;
  /** With a "keyed" job: while a job with this key waits, a second send is a no-op (returns null). */
  singletonKey?: string;
  /**
   * The transaction of the write this job follows: the job is queued on that connection, so it
   * exists if and only if the write commits (a crash between commit and send cannot lose it).
   */
  tx?: Db;
};

export type JobContext = { id: string; attempt: number };
export type JobHandler<TPayload> = (payload: TPayload, job: JobContext) => Promise<void>;

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
