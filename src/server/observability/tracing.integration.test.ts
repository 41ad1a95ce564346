import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { Database } from "../db/client";
import { defineJob } from "../jobs/define-job";
import { createPgBossQueue, type PgBossJobQueue } from "../jobs/pg-boss-queue";
import { createTestDatabase } from "../test/test-database";
import { createMetrics } from "./metrics";
import { registerObservability, requestId } from "./observability.routes";
import { createTracing, type Tracing } from "./tracing";

type ExportedSpan = { traceId: string; spanId: string; parentSpanId?: string; name: string };
type Export = { resourceSpans: { scopeSpans: { spans: ExportedSpan[] }[] }[] };

/** An OTLP/HTTP collector on loopback: keeps every span it is sent. */
function startCollector(): Promise<{ server: Server; url: string; spans: ExportedSpan[] }> {
  const spans: ExportedSpan[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      if (request.url === "/v1/traces") {
        const sent = JSON.parse(body) as Export;
        for (const resource of sent.resourceSpans)
          for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      }
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans }),
    ),
  );
}

const job = defineJob({
  name: "test.traced",
  schema: z.object({ n: z.number() }),
  handle: async () => {},
});

describe("OpenTelemetry traces (issue 18, optional by configuration)", () => {
  let database: Database;
  let queue: PgBossJobQueue;
  let app: FastifyInstance;
  let tracing: Tracing;
  let collector: Awaited<ReturnType<typeof startCollector>>;
  const ran: number[] = [];

  beforeAll(async () => {
    collector = await startCollector();
    database = await createTestDatabase();
    tracing = createTracing({ endpoint: collector.url, serviceName: "lunara-test", role: "all" });
    const metrics = createMetrics({ role: "test", queueDepth: () => queue.depth() });
    queue = await createPgBossQueue(database, { log: () => {}, tracing });
    await queue.work(job, async ({ n }) => {
      ran.push(n);
    });
    app = Fastify({ genReqId: requestId });
    registerObservability(app, { database, metrics, draining: () => false, tracing });
    app.post("/api/things", async () => ({ id: await queue.send(job, { n: 1 }) }));
  });
  afterAll(async () => {
    await app.close();
    await queue.stop();
    await database.close();
    collector.server.close();
  });

  it("sends a span per request, continuing the caller's trace, and a child span for the job it sent", async () => {
    const upstreamTrace = "4bf92f3577b34da6a3ce929d0e0e4736";
    const response = await app.inject({
      method: "POST",
      url: "/api/things",
      headers: { traceparent: `00-${upstreamTrace}-00f067aa0ba902b7-01` },
    });
    expect(response.statusCode).toBe(200);
    const deadline = Date.now() + 10_000;
    while (ran.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(ran).toEqual([1]);
    await new Promise((r) => setTimeout(r, 200));
    await tracing.shutdown(); // flushes what is batched

    const request = collector.spans.find((s) => s.name === "POST /api/things");
    const jobSpan = collector.spans.find((s) => s.name === "job test.traced");
    expect(request).toMatchObject({ traceId: upstreamTrace, parentSpanId: "00f067aa0ba902b7" });
    expect(jobSpan).toMatchObject({ traceId: upstreamTrace, parentSpanId: request!.spanId });
  });

  it("makes no span without a configured endpoint", () => {
    const off = createTracing({ endpoint: undefined, serviceName: "lunara", role: "all" });
    expect(off.startRequest("GET", "/api/health", undefined)).toBeNull();
    expect(off.startJob("x", "1", undefined)).toBeNull();
  });
});
