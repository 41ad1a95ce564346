import { randomUUID, timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../db/client";
import type { Metrics } from "./metrics";
import { checkDatabase, checkMigrations, checkQueue, type ReadinessCheck } from "./readiness.repository";
import { runWithContext } from "./request-context";
import type { ActiveSpan, Tracing } from "./tracing";

export type ObservabilityOptions = {
  database: Database;
  metrics: Metrics;
  /** Bearer token for /metrics; without one, /metrics answers loopback callers only. */
  metricsToken?: string | undefined;
  /** True once SIGTERM arrived: /api/ready answers 503 so the balancer stops sending requests. */
  draining: () => boolean;
  /** OpenTelemetry spans per request (TRACING_OFF when no collector is configured). */
  tracing?: Tracing;
};

/** A caller's X-Request-Id is kept when it looks like one (log correlation across services). */
const REQUEST_ID = /^[\w.:-]{1,64}$/;

/** Fastify's `genReqId` for every Lunara server (a constructor option, so not set by the hooks below). */
export function requestId(request: IncomingMessage): string {
  const given = request.headers["x-request-id"];
  return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
}

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

function mayScrape(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return LOOPBACK.has(request.socket.remoteAddress ?? "");
  const given = Buffer.from(request.headers.authorization ?? "");
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function run(check: () => Promise<ReadinessCheck>): Promise<ReadinessCheck> {
  try {
    return await check();
  } catch (error) {
    return { ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * GET /api/ready (readiness: database, migrations, job queue, not draining) and GET /metrics
 * (Prometheus). Also times every request by route and binds its request id for the jobs it sends.
 * Registered on the root instance (not as an encapsulated plugin) so its hooks see every route.
 */
export function registerObservability(app: FastifyInstance, options: ObservabilityOptions): void {
  // Everything the request does afterwards (jobs it sends included) runs inside its context.
  const spans = new WeakMap<FastifyRequest, ActiveSpan>();
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    const given = request.headers.traceparent;
    const span = options.tracing?.startRequest(
      request.method,
      request.routeOptions.url ?? request.url,
      typeof given === "string" ? given : undefined,
    );
    if (span) spans.set(request, span);
    runWithContext({ requestId: request.id, traceparent: span?.traceparent }, done);
  });
  app.addHook("onResponse", async (request, reply) => {
    options.metrics.observeRequest({
      method: request.method,
      route: request.routeOptions.url,
      status: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
    spans.get(request)?.end({
      attributes: {
        "http.route": request.routeOptions.url ?? "",
        "http.response.status_code": reply.statusCode,
        "lunara.request_id": request.id,
      },
      ...(reply.statusCode >= 500 ? { error: `HTTP ${reply.statusCode}` } : {}),
    });
  });

  app.get("/api/ready", async (_request, reply) => {
    const [database, migrations, queue] = await Promise.all([
      run(() => checkDatabase(options.database)),
      run(() => checkMigrations(options.database)),
      run(() => checkQueue(options.database)),
    ]);
    const draining = options.draining();
    const ok = database.ok && migrations.ok && queue.ok && !draining;
    return reply.status(ok ? 200 : 503).send({ ok, draining, checks: { database, migrations, queue } });
  });

  app.get("/metrics", async (request, reply) => {
    if (!mayScrape(request, options.metricsToken))
      return reply.status(403).send({ error: "Metrics are not available here", code: "FORBIDDEN" });
    return reply.type(options.metrics.registry.contentType).send(await options.metrics.registry.metrics());
  });
}
