import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { z } from "zod";
import { eventually } from "../integrations/integrations-test-kit.test-helper";
import type { JobDefinition, JobQueue } from "../jobs/job-queue";
import { createPgBossQueue, JOB_WAKE_CHANNEL } from "../jobs/pg-boss-queue";
import { CHANNEL, createEventBus, type DomainEvent, type EventBus } from "../realtime/event-bus";
import { createTestDatabase } from "../test/test-database";
import type { Database } from "./client";

const template = inject("dbTemplate");

/** Waits for `condition`, then asserts it (a failure names what was awaited). */
const until = (what: string, condition: () => boolean) =>
  eventually(async () => expect(condition(), what).toBe(true));

/** What a PostgreSQL restart or failover does to a LISTEN connection: its backend goes away. */
async function killListeners(database: Database, channel: string): Promise<number> {
  const { rows } = await database.execute(
    `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and replace(query, '"', '') = $1`,
    [`listen ${channel}`],
  );
  return Number(rows[0]?.n ?? 0);
}

// PGlite is one process with no connection to lose; the reconnect matters on a PostgreSQL server.
describe.runIf(template.kind === "postgres")("LISTEN connections that lose their backend", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it("the event bus reconnects, tells its streams to refetch, and hears events again", async () => {
    const logged: string[] = [];
    const bus: EventBus = await createEventBus(database, (line) => logged.push(line));
    const heard: DomainEvent[] = [];
    let resyncs = 0;
    bus.subscribe((event) => heard.push(event));
    bus.onResync(() => resyncs++);
    try {
      expect(await killListeners(database, CHANNEL)).toBe(1);
      await until("a resync", () => resyncs === 1);
      await bus.publish({ type: "message.created", teamId: "team-a", data: { messageId: "m1" } });
      await until("the event heard", () => heard.length === 1);
      expect(heard[0]).toMatchObject({ teamId: "team-a", data: { messageId: "m1" } });
      expect(logged.some((line) => line.includes("connection lost"))).toBe(true);
    } finally {
      await bus.close();
    }
  });

  it("job wake-ups cross processes again after the worker's LISTEN connection is killed", async () => {
    // Workers that poll once a minute: only a wake-up runs the job within the wait below.
    const worker: JobQueue = await createPgBossQueue(database, { log: () => {}, pollingIntervalSeconds: 60 });
    const sender: JobQueue = await createPgBossQueue(database, { log: () => {}, supervise: false });
    const job: JobDefinition<{ n: number }> = {
      name: "test-wake-reconnect",
      schema: z.object({ n: z.number() }),
    };
    const ran: number[] = [];
    try {
      await worker.work(job, async ({ n }) => {
        ran.push(n);
      });
      await sender.send(job, { n: 1 });
      await until("job 1 run", () => ran.length === 1);

      expect(await killListeners(database, JOB_WAKE_CHANNEL)).toBeGreaterThanOrEqual(1);
      // Sent while the worker's connection is down: the reconnect wakes every local worker.
      await sender.send(job, { n: 2 });
      await until("job 2 run", () => ran.length === 2);
      await new Promise((r) => setTimeout(r, 1000));
      await sender.send(job, { n: 3 });
      await until("job 3 run", () => ran.length === 3);
      expect(ran).toEqual([1, 2, 3]);
    } finally {
      await sender.stop();
      await worker.stop();
    }
  });
});
