import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { AiEngine } from "../ai/ai-engine";
import type { JobObserver, QueueDepth } from "../jobs/pg-boss-queue";

/**
 * The process's Prometheus metrics (served at /metrics). One registry per server, so tests that
 * start several servers in one process do not share counters. Each process reports its own
 * counts; queue depth is the database's, the same from every process (aggregate it with max).
 */
export function createMetrics(options: { role: string; queueDepth?: () => Promise<QueueDepth[]> }) {
  const registry = new Registry();
  registry.setDefaultLabels({ role: options.role });
  collectDefaultMetrics({ register: registry });

  const httpDuration = new Histogram({
    name: "lunara_http_request_duration_seconds",
    help: "HTTP request latency by route pattern, method and status class",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const jobs = new Counter({
    name: "lunara_jobs_total",
    help: "Jobs run by this process, by job name and outcome",
    labelNames: ["name", "outcome"] as const,
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: "lunara_job_duration_seconds",
    help: "Job run time by job name",
    labelNames: ["name"] as const,
    buckets: [0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 5, 15, 60, 300],
    registers: [registry],
  });
  const webhooks = new Counter({
    name: "lunara_webhook_deliveries_total",
    help: "Platform webhook deliveries received, by platform and outcome",
    labelNames: ["platform", "outcome"] as const,
    registers: [registry],
  });
  const analyses = new Counter({
    name: "lunara_ai_analyses_total",
    help: "AI message analyses run by this process, by engine and normalized intent",
    labelNames: ["engine", "intent"] as const,
    registers: [registry],
  });
  let sseClients = () => 0;
  new Gauge({
    name: "lunara_sse_clients",
    help: "Open server-sent event streams on this process",
    registers: [registry],
    collect() {
      this.set(sseClients());
    },
  });
  const queueDepth = options.queueDepth;
  if (queueDepth) {
    new Gauge({
      name: "lunara_queue_depth",
      help: "Jobs due and waiting (queued) or running (active) per queue, across all processes",
      labelNames: ["name", "state"] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const row of await queueDepth().catch(() => [])) {
          this.set({ name: row.name, state: "queued" }, row.queued);
          this.set({ name: row.name, state: "active" }, row.active);
        }
      },
    });
  }

  const onJob: JobObserver = ({ name, outcome, seconds }) => {
    jobs.inc({ name, outcome });
    jobDuration.observe({ name }, seconds);
  };

  return {
    registry,
    onJob,
    observeRequest(request: { method: string; route: string | undefined; status: number; seconds: number }) {
      const route = request.route ?? "unmatched";
      httpDuration.observe(
        { method: request.method, route, status: `${Math.floor(request.status / 100)}xx` },
        request.seconds,
      );
      const webhook = /^\/api\/webhooks\/([a-z]+)/.exec(route);
      if (webhook?.[1] && request.method === "POST") {
        const outcome = request.status < 300 ? "accepted" : request.status < 500 ? "rejected" : "failed";
        webhooks.inc({ platform: webhook[1], outcome });
      }
    },
    countSseClients(count: () => number) {
      sseClients = count;
    },
    /** The engine, counting every analysis it returns. */
    instrumentAi(engine: AiEngine): AiEngine {
      return {
        get name() {
          return engine.name;
        },
        analyze: async (input) => {
          const analysis = await engine.analyze(input);
          analyses.inc({ engine: engine.name, intent: analysis.normalized_intent });
          return analysis;
        },
        suggest: (input) => engine.suggest(input),
        analyzeWebsite: (text, url) => engine.analyzeWebsite(text, url),
      };
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
