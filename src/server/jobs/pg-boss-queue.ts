import { performance } from "node:perf_hooks";
import PgBoss from "pg-boss";
import type { Database } from "../db/client";
import { type Listener, listenWithReconnect } from "../db/listen-with-reconnect";
import { currentRequestId, currentTraceparent, runWithContext } from "../observability/request-context";
import type { Tracing } from "../observability/tracing";
import type { JobDefinition, JobHandler, JobQueue, SendOptions } from "./job-queue";
import { createCommitWatcher, currentTransactionId, transactionExecutor } from "./transaction-outcome";

/** Workers of every process LISTEN here; a send due now NOTIFYs the queue's name. */
export const JOB_WAKE_CHANNEL = "lunara_jobs";
/** Carried in a job's data next to its payload; the payload's zod schema strips it again. */
const REQUEST_ID_FIELD = "_requestId";
const TRACEPARENT_FIELD = "_traceparent";

export type JobObserver = (job: { name: string; outcome: "completed" | "failed"; seconds: number }) => void;

export type PgBossQueueOptions = {
  log: (line: string) => void;
  /** How often an idle worker looks for due jobs; wake-ups make most jobs start before that. */
  pollingIntervalSeconds?: number;
  /** A worker of a queue without `drainBacklog` fetches its next job this long after one ends. */
  paceSeconds?: number;
  /** Workers per queue in this process (each runs one job at a time). */
  concurrency?: number;
  /** A job active longer than this (its process was killed) is failed and retried elsewhere. */
  expireInSeconds?: number;
  /**
   * Maintenance (expiring jobs of killed processes, archiving) and the cron clock. Worker roles
   * run them; a web process only sends.
   */
  supervise?: boolean;
  /** How often a supervising process runs maintenance (expiry of jobs whose process died). */
  maintenanceIntervalSeconds?: number;
  onJob?: JobObserver;
  /** OpenTelemetry: a span per job, a child of the request or job that sent it. */
  tracing?: Tracing;
  /** stop() waits this long for running jobs; what is still running is retried after expiry. */
  stopTimeoutMs?: number;
};

export type QueueDepth = { name: string; queued: number; active: number };

export type PgBossJobQueue = JobQueue & {
  /** Jobs waiting and running per queue, across every process (for /metrics and /api/ready). */
  depth(): Promise<QueueDepth[]>;
};

/** pg-boss over our database: a pool for PostgreSQL, the `db` option for embedded PGlite. */
export async function createPgBossQueue(
  database: Database,
  options: PgBossQueueOptions,
): Promise<PgBossJobQueue> {
  const supervise = options.supervise ?? true;
  const expireInSeconds = options.expireInSeconds ?? 15 * 60;
  const roleOptions = {
    supervise,
    schedule: supervise,
    expireInSeconds,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 120,
  };
  const boss =
    database.kind === "postgres" && database.url
      ? new PgBoss({ connectionString: database.url, max: 4, ...roleOptions })
      : new PgBoss({
          ...roleOptions,
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
    expireInSeconds: definition.expireInSeconds ?? expireInSeconds,
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
  const pace = (options.paceSeconds ?? 0.5) * 1000;
  const concurrency = Math.max(1, options.concurrency ?? 1);
  // This process's workers per queue: a job due now wakes one of them at once instead of at its next
  // poll. The sends of one event-loop turn are counted per queue and wake as many idle workers (a
  // worker not running a job); waking all of them made every idle worker fetch for one job, twelve
  // statements for one DM. With none idle, busy ones are told, and fetch again when their job ends.
  const localWorkers = new Map<string, string[]>();
  const busy = new Set<string>();
  const wakeCounts = new Map<string, number>();
  // A worker told to fetch a moment ago is likely still fetching: the next wake-up goes to another.
  const wokenAt = new Map<string, number>();
  const wakeWorkers = (name: string, count: number) => {
    const ids = localWorkers.get(name) ?? [];
    const now = Date.now();
    const asleep = ids.filter((id) => !busy.has(id) && now - (wokenAt.get(id) ?? 0) > 250);
    const chosen = [...asleep, ...ids.filter((id) => !asleep.includes(id))].slice(0, count);
    for (const worker of chosen) {
      wokenAt.set(worker, now);
      boss.notifyWorker(worker);
    }
  };
  const wakeLocal = (name: string, count = 1) => {
    const before = wakeCounts.size;
    wakeCounts.set(name, (wakeCounts.get(name) ?? 0) + count);
    if (before > 0) return;
    setImmediate(() => {
      const due = [...wakeCounts];
      wakeCounts.clear();
      for (const [queue, n] of due) wakeWorkers(queue, n);
    });
  };
  const wakeEveryLocal = () => {
    for (const name of localWorkers.keys()) wakeWorkers(name, Number.POSITIVE_INFINITY);
  };
  const wake = createCrossProcessWake(database, options.log, wakeLocal, wakeEveryLocal);
  const timers = createWakeTimers();
  const commits = createCommitWatcher(database.db);
  // One transaction often queues several jobs (a comment's analysis and its DMs): its id is asked once.
  const transactionIds = new WeakMap<object, Promise<string>>();
  const transactionId = (tx: NonNullable<SendOptions["tx"]>) => {
    const known = transactionIds.get(tx);
    if (known) return known;
    const asked = currentTransactionId(tx);
    transactionIds.set(tx, asked);
    return asked;
  };

  return {
    async send<T>(definition: JobDefinition<T>, payload: T, sendOptions: SendOptions = {}) {
      const data = definition.schema.parse(payload) as object;
      const tx = sendOptions.tx ? transactionExecutor(sendOptions.tx) : null;
      if (tx) await ensureQueueIn(definition as JobDefinition<unknown>, tx);
      else await ensureQueue(definition as JobDefinition<unknown>);
      const requestId = currentRequestId();
      const traceparent = currentTraceparent();
      const id = await boss.send(
        definition.name,
        {
          ...data,
          ...(requestId ? { [REQUEST_ID_FIELD]: requestId } : {}),
          ...(traceparent ? { [TRACEPARENT_FIELD]: traceparent } : {}),
        },
        {
          ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
          ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
          ...(tx ? { db: tx } : {}),
        },
      );
      if (!id) return id;
      // A job due later wakes the workers when it falls due (the poll is only a safety net for a
      // wake-up lost with a process that stopped before then).
      const wakeAll = () => {
        const due = sendOptions.startAfter?.getTime() ?? 0;
        if (due > Date.now()) timers.at(due, () => wakeAll());
        else {
          wakeLocal(definition.name);
          wake.announce(definition.name);
        }
      };
      if (!sendOptions.tx) wakeAll();
      else {
        // A job sent in a transaction is invisible until it commits: wake the workers then, not
        // now (they would find nothing and sleep until their next poll).
        const xid = await transactionId(sendOptions.tx);
        void commits.settled(xid).then(
          (outcome) => outcome === "committed" && wakeAll(),
          () => {},
        );
      }
      return id;
    },
    async work<T>(definition: JobDefinition<T>, handler: JobHandler<T>) {
      await ensureQueue(definition as JobDefinition<unknown>);
      await wake.listen();
      const run = async (jobs: PgBoss.JobWithMetadata<object>[]) => {
        for (const job of jobs) {
          const started = performance.now();
          const carried = job.data as Record<string, unknown>;
          const requestId = carried[REQUEST_ID_FIELD];
          const parent = carried[TRACEPARENT_FIELD];
          const span = options.tracing?.startJob(
            definition.name,
            job.id,
            typeof parent === "string" ? parent : undefined,
          );
          const context = {
            requestId: typeof requestId === "string" ? requestId : `job-${job.id}`,
            traceparent: span?.traceparent,
          };
          const attributes = {
            "lunara.request_id": context.requestId,
            "lunara.job.attempt": job.retryCount + 1,
          };
          try {
            const payload = definition.schema.parse(job.data);
            await runWithContext(context, () =>
              handler(payload, { id: job.id, attempt: job.retryCount + 1 }),
            );
            options.onJob?.({ name: definition.name, outcome: "completed", seconds: seconds(started) });
            span?.end({ attributes });
          } catch (error) {
            options.onJob?.({ name: definition.name, outcome: "failed", seconds: seconds(started) });
            span?.end({ attributes, error });
            options.log(
              JSON.stringify({
                level: "warn",
                msg: "job failed",
                job: definition.name,
                jobId: job.id,
                attempt: job.retryCount + 1,
                reqId: context.requestId,
                err: error instanceof Error ? error.message : String(error),
              }),
            );
            // In a batch, one job's failure is its own: it alone is retried, the others complete.
            if (jobs.length === 1) throw error;
            await boss.fail(
              definition.name,
              job.id,
              error instanceof Error ? error : { message: String(error) },
            );
          }
        }
      };
      const ids: string[] = [];
      for (let i = 0; i < Math.max(concurrency, definition.concurrency ?? 0); i++) {
        let workerId = "";
        workerId = await boss.work<object>(
          definition.name,
          { pollingIntervalSeconds: polling, batchSize: definition.batchSize ?? 1, includeMetadata: true },
          async (jobs) => {
            busy.add(workerId);
            wokenAt.delete(workerId);
            try {
              await run(jobs);
            } finally {
              busy.delete(workerId);
              // pg-boss sleeps out the rest of the polling interval even after a fetch that found a
              // job: one job per worker per interval. Notified, the worker fetches again (and sleeps
              // only after a fetch that found nothing): at once for a queue a person waits on, after
              // the pace for bulk work, so a backlog of analyses drains at a steady pace rather than
              // at the (slow) safety-net poll.
              if (workerId && definition.drainBacklog) boss.notifyWorker(workerId);
              else if (workerId) timers.at(Date.now() + pace, () => boss.notifyWorker(workerId));
            }
          },
        );
        ids.push(workerId);
      }
      localWorkers.set(definition.name, [...(localWorkers.get(definition.name) ?? []), ...ids]);
    },
    async cancel<T>(definition: JobDefinition<T>, id: string) {
      await boss.cancel(definition.name, id);
    },
    async schedule<T>(definition: JobDefinition<T>, cron: string, payload: T) {
      await ensureQueue(definition as JobDefinition<unknown>);
      await boss.schedule(definition.name, cron, definition.schema.parse(payload) as object);
    },
    async depth() {
      const { rows } = await database.execute(
        `select name,
                count(*) filter (where state in ('created', 'retry') and start_after <= now())::int as queued,
                count(*) filter (where state = 'active')::int as active
           from pgboss.job
          where state in ('created', 'retry', 'active')
          group by name`,
      );
      return rows.map((row) => ({
        name: String(row.name),
        queued: Number(row.queued),
        active: Number(row.active),
      }));
    },
    async stop() {
      timers.clear();
      await wake.close();
      // stop() returns before pg-boss has closed its pool; wait for "stopped" (at most the deadline).
      const timeout = options.stopTimeoutMs ?? 5000;
      const stopped = new Promise<void>((resolve) => {
        boss.once("stopped", () => resolve());
        setTimeout(resolve, timeout + 1000).unref();
      });
      await boss.stop({ graceful: true, timeout });
      await stopped;
    },
  };
}

const seconds = (started: number) => (performance.now() - started) / 1000;

/** Wake-ups at a job's due time; they never keep the process alive and end with the queue. */
function createWakeTimers() {
  const pending = new Set<NodeJS.Timeout>();
  return {
    at(due: number, wake: () => void) {
      const timer = setTimeout(
        () => {
          pending.delete(timer);
          wake();
        },
        // setTimeout's longest delay is 2^31-1 ms (24.8 days): a later job's wake-up sets a new timer then.
        Math.min(due - Date.now() + 5, 2_147_483_647),
      );
      timer.unref();
      pending.add(timer);
    },
    clear() {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    },
  };
}

/**
 * Job wake-ups between processes. A send due now is announced with NOTIFY (coalesced: one
 * statement per event-loop turn, whatever the number of sends); a process with workers LISTENs on
 * its own connection and wakes its workers of that queue. PGlite is one process: nothing to do.
 */
function createCrossProcessWake(
  database: Database,
  log: (line: string) => void,
  wakeLocal: (name: string, count?: number) => void,
  wakeEveryLocal: () => void,
) {
  if (database.kind !== "postgres" || !database.url) {
    return { announce: () => {}, listen: async () => {}, close: async () => {} };
  }
  const url = database.url;
  // Jobs sent per queue since the last NOTIFY: the payload is "<queue> <count>" (PostgreSQL folds
  // identical payloads of one transaction into one notification).
  const pending = new Map<string, number>();
  let flushing = false;
  let listener: Promise<Listener> | null = null;
  let closed = false;

  const flush = async () => {
    const due = [...pending];
    pending.clear();
    flushing = false;
    if (closed || due.length === 0) return;
    await database
      .execute(
        `select pg_notify('${JOB_WAKE_CHANNEL}', name || ' ' || n) from unnest($1::text[], $2::int[]) as t(name, n)`,
        [due.map(([name]) => name), due.map(([, n]) => n)],
      )
      .catch((error: unknown) => log(`[jobs] wake-up not sent: ${String(error)}`));
  };

  return {
    announce(name: string) {
      pending.set(name, (pending.get(name) ?? 0) + 1);
      if (flushing) return;
      flushing = true;
      setImmediate(() => void flush());
    },
    async listen() {
      if (listener || closed) return;
      // Survives a PostgreSQL restart or failover; wake-ups sent while it was down are lost, so
      // every local worker is woken on reconnect and polls at once.
      listener = listenWithReconnect({
        connectionString: url,
        channel: JOB_WAKE_CHANNEL,
        onNotification: (payload) => {
          const [name, count] = (payload ?? "").split(" ");
          if (name) wakeLocal(name, Math.max(1, Number(count) || 1));
        },
        onReconnect: wakeEveryLocal,
        log,
      });
      await listener;
    },
    async close() {
      await flush();
      closed = true;
      const current = await listener?.catch(() => null);
      await current?.close();
    },
  };
}
