import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { Database } from "../db/client";
import { defineJob } from "../jobs/define-job";
import { createPgBossQueue, type PgBossJobQueue } from "../jobs/pg-boss-queue";
import { createTestDatabase } from "../test/test-database";
import { createMetrics } from "./metrics";
import { registerObservability, requestId } from "./observability.routes";
import { currentRequestId } from "./request-context";

let database: Database;
let queue: PgBossJobQueue;
let app: FastifyInstance;
let draining = false;
const TOKEN = "metrics-token-for-tests";
const ran: { n: number; requestId: string | undefined }[] = [];
const job = defineJob({
  name: "test.observed",
  schema: z.object({ n: z.number() }),
  // Run through queue.work below, with this test's own handler.
  handle: async () => {},
});

beforeAll(async () => {
  database = await createTestDatabase();
  const metrics = createMetrics({ role: "test", queueDepth: () => queue.depth() });
  queue = await createPgBossQueue(database, { log: () => {}, onJob: metrics.onJob });
  await queue.work(job, async (payload) => {
    ran.push({ n: payload.n, requestId: currentRequestId() });
  });
  app = Fastify({ genReqId: requestId });
  registerObservability(app, { database, metrics, metricsToken: TOKEN, draining: () => draining });
  app.post("/api/things", async () => ({ id: await queue.send(job, { n: 1 }) }));
});
afterAll(async () => {
  await app.close();
  await queue.stop();
  await database.close();
});

describe("readiness", () => {
  it("is ready with the database, every migration and the queue, and not while draining", async () => {
    const ready = await app.inject({ method: "GET", url: "/api/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      ok: true,
      checks: { database: { ok: true }, migrations: { ok: true } },
    });
    draining = true;
    const leaving = await app.inject({ method: "GET", url: "/api/ready" });
    draining = false;
    expect(leaving.statusCode).toBe(503);
    expect(leaving.json()).toMatchObject({ ok: false, draining: true });
  });

  it("is not ready when a migration is missing", async () => {
    await database.execute(
      "delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)",
    );
    const response = await app.inject({ method: "GET", url: "/api/ready" });
    expect(response.statusCode).toBe(503);
    expect(response.json().checks.migrations.detail).toMatch(/migrations applied/);
  });
});

describe("request ids and metrics", () => {
  it("carries the request id into the job the request sends, and counts the job and the request", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/things",
      headers: { "x-request-id": "req-abc-123" },
    });
    expect(response.headers["x-request-id"]).toBe("req-abc-123");
    const deadline = Date.now() + 10_000;
    while (ran.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(ran).toEqual([{ n: 1, requestId: "req-abc-123" }]);

    const refused = await app.inject({ method: "GET", url: "/metrics" });
    expect(refused.statusCode).toBe(403);
    const scrape = () =>
      app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
    // The job is counted once its handler has returned, a moment after it ran.
    let scraped = await scrape();
    while (!scraped.body.includes("lunara_jobs_total{") && Date.now() < deadline + 5000)
      scraped = await scrape();
    expect(scraped.statusCode).toBe(200);
    // One sample line with these labels (in any order) and this value.
    const sample = (name: string, labels: string[], value: string) =>
      scraped.body
        .split("\n")
        .some(
          (line) =>
            line.startsWith(`${name}{`) &&
            labels.every((l) => line.includes(l)) &&
            line.endsWith(` ${value}`),
        );
    expect(
      sample(
        "lunara_http_request_duration_seconds_count",
        ['method="POST"', 'route="/api/things"', 'status="2xx"', 'role="test"'],
        "1",
      ),
    ).toBe(true);
    expect(sample("lunara_jobs_total", ['name="test.observed"', 'outcome="completed"'], "1")).toBe(true);
    expect(scraped.body).toContain("lunara_sse_clients");
  });
});
