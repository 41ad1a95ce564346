import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { Database } from "../db/client";
import { createTestDatabase } from "../test/test-database";
import type { JobDefinition, JobQueue } from "./job-queue";
import { createPgBossQueue } from "./pg-boss-queue";

/** Bare definitions: this file tests the driver, not a domain's job. */
const defineJob = <T>(definition: JobDefinition<T>) => definition;

let database: Database;
let queue: JobQueue;
beforeAll(async () => {
  database = await createTestDatabase();
  queue = await createPgBossQueue(database, { log: () => {}, pollingIntervalSeconds: 0.5 });
});
afterAll(async () => {
  await queue.stop();
  await database.close();
});

const until = async (check: () => boolean, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
};

describe("pg-boss driver", () => {
  it("keeps one waiting job per key for keyed jobs and runs it once", async () => {
    const job = defineJob({ name: "test-keyed", schema: z.object({ n: z.number() }), policy: "keyed" });
    const first = await queue.send(
      job,
      { n: 1 },
      { singletonKey: "k1", startAfter: new Date(Date.now() + 1500) },
    );
    const second = await queue.send(job, { n: 2 }, { singletonKey: "k1" });
    const other = await queue.send(job, { n: 3 }, { singletonKey: "k2" });
    expect(first).toBeTruthy();
    expect(second).toBeNull();
    expect(other).toBeTruthy();
    const ran: number[] = [];
    await queue.work(job, async (payload) => {
      ran.push(payload.n);
    });
    await until(() => ran.length >= 2);
    expect(ran.sort()).toEqual([1, 3]);
  });

  it("does not run a cancelled job, and runs a delayed one only after its time", async () => {
    const job = defineJob({ name: "test-delayed", schema: z.object({ id: z.string() }) });
    const ran: { id: string; at: number }[] = [];
    await queue.work(job, async (payload) => {
      ran.push({ id: payload.id, at: Date.now() });
    });
    const sentAt = Date.now();
    const cancelled = await queue.send(job, { id: "cancelled" }, { startAfter: new Date(sentAt + 1000) });
    await queue.send(job, { id: "delayed" }, { startAfter: new Date(sentAt + 1000) });
    await queue.cancel(job, cancelled!);
    await until(() => ran.length >= 1);
    await new Promise((r) => setTimeout(r, 1000));
    expect(ran.map((r) => r.id)).toEqual(["delayed"]);
    expect(ran[0]!.at - sentAt).toBeGreaterThanOrEqual(900);
  });

  it("runs a batch's jobs together and retries only the one that failed", async () => {
    const job = defineJob({
      name: "test-batch",
      schema: z.object({ n: z.number() }),
      batchSize: 5,
      retryLimit: 1,
      retryDelaySeconds: 1,
    });
    // Queued before any worker exists, so the first fetch finds all five.
    for (let n = 1; n <= 5; n++) await queue.send(job, { n });
    const runs: { n: number; attempt: number }[] = [];
    await queue.work(job, async ({ n }, { attempt }) => {
      runs.push({ n, attempt });
      if (n === 3 && attempt === 1) throw new Error("the third fails once");
    });
    await until(() => runs.length >= 6, 15_000);
    expect(
      runs
        .filter((r) => r.attempt === 1)
        .map((r) => r.n)
        .sort(),
    ).toEqual([1, 2, 3, 4, 5]);
    // Only the failed job ran again; the four others completed with their batch.
    expect(runs.filter((r) => r.attempt > 1)).toEqual([{ n: 3, attempt: 2 }]);
    await until(() => false, 500);
    const { rows } = await database.execute(
      `select data->>'n' as n, state, started_on::text as started from pgboss.job where name = 'test-batch' order by 1`,
    );
    expect(rows.map((r) => `${r.n}:${r.state}`)).toEqual([
      "1:completed",
      "2:completed",
      "3:completed",
      "4:completed",
      "5:completed",
    ]);
    // Fetches took several jobs at once (pg-boss stamps a fetch's jobs with its transaction's time):
    // one fetch took all four on a quiet machine, two on a loaded one (SKIP LOCKED passes over a row
    // pg-boss's own upkeep holds); one job per fetch would stamp four times.
    expect(new Set(rows.filter((r) => r.n !== "3").map((r) => r.started)).size).toBeLessThan(4);
  });

  it("retries a failing job", async () => {
    const job = defineJob({ name: "test-retry", schema: z.object({}), retryLimit: 2, retryDelaySeconds: 1 });
    let attempts = 0;
    await queue.work(job, async () => {
      attempts++;
      if (attempts < 2) throw new Error("first attempt fails");
    });
    await queue.send(job, {});
    await until(() => attempts >= 2, 15_000);
    expect(attempts).toBe(2);
  });

  it("gives a queue that waits on the network its own number of workers", async () => {
    // This queue's driver runs one worker per queue by default; the definition asks for three.
    const job = defineJob({ name: "test-wide", schema: z.object({ n: z.number() }), concurrency: 3 });
    let running = 0;
    let most = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await queue.work(job, async () => {
      running++;
      most = Math.max(most, running);
      await gate;
      running--;
    });
    for (const n of [1, 2, 3]) await queue.send(job, { n });
    await until(() => most >= 3);
    release();
    expect(most).toBe(3);
  });
});

describe("pg-boss driver, a job due now", () => {
  it("wakes this process's worker at once instead of waiting for its next poll", async () => {
    const slowDatabase = await createTestDatabase();
    // A poll every 20 s: a job run within 5 s was run because the send woke the worker.
    const slowQueue = await createPgBossQueue(slowDatabase, { log: () => {}, pollingIntervalSeconds: 20 });
    try {
      const job = defineJob({ name: "test-wake", schema: z.object({ n: z.number() }) });
      const ran: number[] = [];
      await slowQueue.work(job, async (payload) => {
        ran.push(payload.n);
      });
      // Let the worker's first (empty) fetch pass, so it is asleep until its next poll.
      await new Promise((r) => setTimeout(r, 1000));
      await slowQueue.send(job, { n: 1 });
      await until(() => ran.length >= 1, 5000);
      expect(ran).toEqual([1]);
    } finally {
      await slowQueue.stop();
      await slowDatabase.close();
    }
  });

  it("wakes the worker when a delayed job falls due, not at its next poll", async () => {
    const slowDatabase = await createTestDatabase();
    // A poll every 20 s: a job due in 1.5 s and run before 6 s was started by its due-time wake.
    const slowQueue = await createPgBossQueue(slowDatabase, { log: () => {}, pollingIntervalSeconds: 20 });
    try {
      const job = defineJob({ name: "test-wake-later", schema: z.object({ n: z.number() }) });
      const ran: number[] = [];
      await slowQueue.work(job, async (payload) => {
        ran.push(Date.now());
        expect(payload.n).toBe(1);
      });
      await new Promise((r) => setTimeout(r, 1000));
      const sent = Date.now();
      await slowQueue.send(job, { n: 1 }, { startAfter: new Date(sent + 1500) });
      await until(() => ran.length >= 1, 6000);
      // Not before it fell due (pg-boss compares with the database's clock: a little slack).
      expect(ran[0]! - sent).toBeGreaterThanOrEqual(1400);
    } finally {
      await slowQueue.stop();
      await slowDatabase.close();
    }
  });

  it("drains a queue's backlog without sleeping out the polling interval between jobs, when asked", async () => {
    const slowDatabase = await createTestDatabase();
    // A poll every 20 s and one worker; the jobs are queued before it starts, so no send wakes it.
    // Bulk work fetches its next job 1.5 s after one ends.
    const slowQueue = await createPgBossQueue(slowDatabase, {
      log: () => {},
      pollingIntervalSeconds: 20,
      paceSeconds: 1.5,
    });
    try {
      const job = defineJob({
        name: "test-backlog",
        schema: z.object({ n: z.number() }),
        drainBacklog: true,
      });
      const paced = defineJob({ name: "test-paced", schema: z.object({ n: z.number() }) });
      for (const n of [1, 2, 3, 4]) {
        await slowQueue.send(job, { n });
        await slowQueue.send(paced, { n });
      }
      // Each send also wakes this process's workers of its queue through LISTEN/NOTIFY; on PostgreSQL
      // those notifications arrive a moment later and would wake the paced worker. Let them pass while
      // no worker exists yet.
      await new Promise((r) => setTimeout(r, 1000));
      const ran: number[] = [];
      const pacedRan: number[] = [];
      await slowQueue.work(job, async (payload) => {
        ran.push(payload.n);
      });
      await slowQueue.work(paced, async (payload) => {
        pacedRan.push(payload.n);
      });
      // One job per poll would take a minute; the backlog drains as fast as the jobs run.
      await until(() => ran.length >= 4, 8000);
      expect(ran.sort()).toEqual([1, 2, 3, 4]);
      // A queue that did not ask keeps its pace: one job, the next 1.5 s later (not at the 20 s poll).
      expect(pacedRan).toHaveLength(1);
      await until(() => pacedRan.length >= 2, 5000);
      expect(pacedRan.length).toBeLessThan(4);
    } finally {
      await slowQueue.stop();
      await slowDatabase.close();
    }
  });
});
