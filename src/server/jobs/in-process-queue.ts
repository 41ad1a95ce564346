import { randomUUID } from "node:crypto";
import type { JobDefinition, JobHandler, JobQueue, SendOptions } from "./job-queue";

type Pending = {
  id: string;
  name: string;
  payload: unknown;
  runAt: number;
  attempt: number;
  singletonKey?: string;
};

/**
 * The queue for tests: jobs wait in memory until the test calls `runDue()`, with time taken
 * from the same clock the use cases use. Failed jobs are retried with doubling delays.
 */
export function createInProcessQueue(now: () => Date) {
  const pending: Pending[] = [];
  const handlers = new Map<string, { definition: JobDefinition<unknown>; handler: JobHandler<unknown> }>();
  const failures: { name: string; error: unknown }[] = [];

  const queue: JobQueue & {
    runDue: () => Promise<number>;
    pending: () => readonly Pending[];
    failures: typeof failures;
  } = {
    async send<T>(definition: JobDefinition<T>, payload: T, options: SendOptions = {}) {
      if (
        definition.policy === "keyed" &&
        options.singletonKey &&
        pending.some((p) => p.name === definition.name && p.singletonKey === options.singletonKey)
      ) {
        return null;
      }
      const id = randomUUID();
      pending.push({
        id,
        name: definition.name,
        payload: definition.schema.parse(payload),
        runAt: (options.startAfter ?? now()).getTime(),
        attempt: 1,
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      });
      return id;
    },
    async work<T>(definition: JobDefinition<T>, handler: JobHandler<T>) {
      handlers.set(definition.name, {
        definition: definition as JobDefinition<unknown>,
        handler: handler as JobHandler<unknown>,
      });
    },
    async cancel(_definition, id) {
      const index = pending.findIndex((p) => p.id === id);
      if (index >= 0) pending.splice(index, 1);
    },
    async schedule() {
      // Cron schedules are exercised by calling the job's handler directly in tests.
    },
    async stop() {
      pending.length = 0;
    },
    /** Runs every job whose time has come (including ones they enqueue); returns how many ran. */
    async runDue() {
      let ran = 0;
      for (;;) {
        const index = pending.findIndex((p) => p.runAt <= now().getTime() && handlers.has(p.name));
        if (index < 0) return ran;
        const [job] = pending.splice(index, 1);
        if (!job) return ran;
        const entry = handlers.get(job.name)!;
        ran++;
        try {
          await entry.handler(job.payload, { id: job.id, attempt: job.attempt });
        } catch (error) {
          const limit = entry.definition.retryLimit ?? 3;
          if (job.attempt <= limit) {
            const delay = (entry.definition.retryDelaySeconds ?? 5) * 2 ** (job.attempt - 1) * 1000;
            pending.push({ ...job, attempt: job.attempt + 1, runAt: now().getTime() + delay });
          } else {
            failures.push({ name: job.name, error });
          }
        }
      }
    },
    pending: () => pending,
    failures,
  };
  return queue;
}
