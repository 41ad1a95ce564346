import { randomUUID } from "node:crypto";
import type { Db } from "../db/client";
import type { JobDefinition, JobHandler, JobQueue, SendOptions } from "./job-queue";
import { currentTransactionId, transactionOutcome } from "./transaction-outcome";

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
 * from the same clock the use cases use. Failed jobs are retried with doubling delays. A job sent
 * inside a transaction (`tx`) waits aside until PostgreSQL says how that transaction ended: it
 * joins the queue if it committed and is dropped if it rolled back, as it would be in pg-boss.
 */
export function createInProcessQueue(now: () => Date, db: Db) {
  const pending: Pending[] = [];
  const inTransaction: (Pending & { xid: string })[] = [];
  const handlers = new Map<string, { definition: JobDefinition<unknown>; handler: JobHandler<unknown> }>();
  const failures: { name: string; error: unknown }[] = [];

  const waiting = (name: string, key: string) =>
    [...pending, ...inTransaction].some((p) => p.name === name && p.singletonKey === key);

  /** Jobs of finished transactions move on: committed ones queue, rolled-back ones vanish. */
  const settle = async () => {
    for (const job of [...inTransaction]) {
      const outcome = await transactionOutcome(db, job.xid);
      if (outcome === "in progress") continue;
      inTransaction.splice(inTransaction.indexOf(job), 1);
      if (outcome === "committed") {
        const { xid: _xid, ...queued } = job;
        pending.push(queued);
      }
    }
  };

  const queue: JobQueue & {
    runDue: () => Promise<number>;
    pending: () => Promise<readonly Pending[]>;
    failures: typeof failures;
  } = {
    async send<T>(definition: JobDefinition<T>, payload: T, options: SendOptions = {}) {
      if (
        definition.policy === "keyed" &&
        options.singletonKey &&
        waiting(definition.name, options.singletonKey)
      ) {
        return null;
      }
      const job: Pending = {
        id: randomUUID(),
        name: definition.name,
        payload: definition.schema.parse(payload),
        runAt: (options.startAfter ?? now()).getTime(),
        attempt: 1,
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      };
      if (options.tx) inTransaction.push({ ...job, xid: await currentTransactionId(options.tx) });
      else pending.push(job);
      return job.id;
    },
    async work<T>(definition: JobDefinition<T>, handler: JobHandler<T>) {
      handlers.set(definition.name, {
        definition: definition as JobDefinition<unknown>,
        handler: handler as JobHandler<unknown>,
      });
    },
    async cancel(_definition, id) {
      for (const list of [pending, inTransaction]) {
        const index = list.findIndex((p) => p.id === id);
        if (index >= 0) list.splice(index, 1);
      }
    },
    async schedule() {
      // Cron schedules are exercised by calling the job's handler directly in tests.
    },
    async stop() {
      pending.length = 0;
      inTransaction.length = 0;
    },
    /** Runs every job whose time has come (including ones they enqueue); returns how many ran. */
    async runDue() {
      let ran = 0;
      for (;;) {
        await settle();
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
    /** The queued jobs, once the transactions they were sent in have ended. */
    pending: async () => {
      await settle();
      return pending;
    },
    failures,
  };
  return queue;
}
