import PgBoss from "pg-boss";
import type { Database } from "../db/client";
import type { JobDefinition, JobHandler, JobQueue, SendOptions } from "./job-queue";
import { currentTransactionId, settledOutcome, transactionExecutor } from "./transaction-outcome";

/** pg-boss over our database: a pool for PostgreSQL, the `db` option for embedded PGlite. */
export async function createPgBossQueue(
  database: Database,
  options: { log: (line: string) => void; pollingIntervalSeconds?: number },
): Promise<JobQueue> {
  const boss =
    database.kind === "postgres" && database.url
      ? new PgBoss({ connectionString: database.url, max: 4 })
      : new PgBoss({
          db: {
            // pg-boss sends its migrations as multi-statement text without parameters.
            executeSql: async (text: string, values?: unknown[]) => {
              if (!database.pglite) throw new Error("PGlite handle missing");
              if (!values || values.length === 0) {
                const results = await database.pglite.exec(text);
                return results[results.length - 1] ?? { rows: [] };
              }
              return database.pglite.query(text, values);
            },
          },
        });
  boss.on("error", (error: Error) => options.log(`[jobs] ${error.message}`));
  await boss.start();
  const created = new Set<string>();
  const queueOptions = (definition: JobDefinition<unknown>) => ({
    // pg-boss honours singletonKey only under a queue policy; "short" keeps one queued job per key.
    policy: (definition.policy === "keyed" ? "short" : "standard") as "short" | "standard",
    retryLimit: definition.retryLimit ?? 3,
    retryDelay: definition.retryDelaySeconds ?? 5,
    retryBackoff: true,
    ...(definition.expireInSeconds ? { expireInSeconds: definition.expireInSeconds } : {}),
  });
  const ensureQueue = async (definition: JobDefinition<unknown>) => {
    if (created.has(definition.name)) return;
    await boss.createQueue(definition.name, { name: definition.name, ...queueOptions(definition) });
    created.add(definition.name);
  };
  /**
   * Inside the caller's transaction the shared connection may be unusable (PGlite has one, held
   * by that transaction), so a queue not created yet is created through the transaction itself
   * (pg-boss's create_queue is idempotent) and only remembered once created outside one.
   */
  const ensureQueueIn = async (
    definition: JobDefinition<unknown>,
    tx: ReturnType<typeof transactionExecutor>,
  ) => {
    if (created.has(definition.name)) return;
    await tx.executeSql("select pgboss.create_queue($1, $2)", [definition.name, queueOptions(definition)]);
  };
  const polling = options.pollingIntervalSeconds ?? 0.5;
  // This process's workers per queue: a job due now wakes them at once instead of at their next
  // poll (a new message is analysed in milliseconds, not half a second). Workers of other
  // processes still find it at their next poll.
  const localWorkers = new Map<string, string[]>();

  return {
    async send<T>(definition: JobDefinition<T>, payload: T, sendOptions: SendOptions = {}) {
      const data = definition.schema.parse(payload) as object;
      const tx = sendOptions.tx ? transactionExecutor(sendOptions.tx) : null;
      if (tx) await ensureQueueIn(definition as JobDefinition<unknown>, tx);
      else await ensureQueue(definition as JobDefinition<unknown>);
      const id = await boss.send(definition.name, data, {
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(tx ? { db: tx } : {}),
      });
      const dueNow = !sendOptions.startAfter || sendOptions.startAfter.getTime() <= Date.now();
      if (!id || !dueNow) return id;
      const wake = () => {
        for (const worker of localWorkers.get(definition.name) ?? []) boss.notifyWorker(worker);
      };
      if (!sendOptions.tx) wake();
      else {
        // A job sent in a transaction is invisible until it commits: wake the workers then, not
        // now (they would find nothing and sleep until their next poll).
        const xid = await currentTransactionId(sendOptions.tx);
        void settledOutcome(database.db, xid).then(
          (outcome) => outcome === "committed" && wake(),
          () => {},
        );
      }
      return id;
    },
    async work<T>(definition: JobDefinition<T>, handler: JobHandler<T>) {
      await ensureQueue(definition as JobDefinition<unknown>);
      const worker = await boss.work<object>(
        definition.name,
        { pollingIntervalSeconds: polling, batchSize: 1, includeMetadata: true },
        async (jobs) => {
          for (const job of jobs) {
            const payload = definition.schema.parse(job.data);
            await handler(payload, { id: job.id, attempt: job.retryCount + 1 });
          }
        },
      );
      localWorkers.set(definition.name, [...(localWorkers.get(definition.name) ?? []), worker]);
    },
    async cancel<T>(definition: JobDefinition<T>, id: string) {
      await boss.cancel(definition.name, id);
    },
    async schedule<T>(definition: JobDefinition<T>, cron: string, payload: T) {
      await ensureQueue(definition as JobDefinition<unknown>);
      await boss.schedule(definition.name, cron, definition.schema.parse(payload) as object);
    },
    async stop() {
      // stop() returns before pg-boss has closed its pool; wait for "stopped" (at most 6 s).
      const stopped = new Promise<void>((resolve) => {
        boss.once("stopped", () => resolve());
        setTimeout(resolve, 6000).unref();
      });
      await boss.stop({ graceful: true, timeout: 5000 });
      await stopped;
    },
  };
}
