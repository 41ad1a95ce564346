import type { AppDeps } from "../deps";
import type { JobContext, JobDefinition } from "./job-queue";

/**
 * One background job, the way every domain writes it in `<verb-noun>.job.ts`: its definition
 * (name `<domain>.<verb-noun>`, zod payload, retry and expiry) and the handler the worker runs.
 */
export type Job<TPayload> = JobDefinition<TPayload> & {
  handle: (deps: AppDeps, payload: TPayload, job: JobContext) => Promise<void>;
  /** A cron expression (UTC): the job also runs on this schedule, with `scheduledPayload`. */
  cron?: string;
  scheduledPayload?: TPayload;
  /**
   * Asked once as a process starts its workers: a payload sends the job then (with the job's name as
   * its key, so several processes starting together queue it once); null sends nothing.
   */
  atStart?: (deps: AppDeps) => Promise<TPayload | null>;
  /**
   * Database connections of the queue's own (this many, per process): its handlers' queries never
   * wait behind the shared pool's backlog. For work a person waits on during a burst (a comment's DM).
   */
  ownConnections?: number;
};

// biome-ignore lint/suspicious/noExplicitAny: a domain's registry holds jobs of different payloads; each payload is checked where its job is defined and again by its schema when it runs.
export type AnyJob = Job<any>;

export function defineJob<T>(job: Job<T>): Job<T> {
  if (!/^[a-z]+(-[a-z]+)*\.[a-z]+(-[a-z]+)*$/.test(job.name)) {
    throw new Error(`Job name "${job.name}" is not <domain>.<verb-noun>`);
  }
  return job;
}
