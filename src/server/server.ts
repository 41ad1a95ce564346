import path from "node:path";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { warmUpEmbeddedEngine } from "./ai/ai-engine";
import { AiEngineEnvSchema, createAiEngine } from "./ai/ai-engine-config";
import { buildApp, type RateLimits } from "./app";
import { createAssistantEngine } from "./assistants/assistant-engine";
import { createAuth } from "./auth/auth";
import { localOrigins } from "./auth/trusted-origins";
import { createDocumentFileStore } from "./brand/document-files";
import { type Database, databaseOptionsFromEnv, migrateDatabase, openDatabase } from "./db/client";
import type { AppDeps } from "./deps";
import { createOutboxMailer, createSmtpMailer } from "./email/mailer";
import { type Env, type LunaraRole, processEnv, publicUrl } from "./env";
import { createIntegrationsRuntime } from "./integrations/integrations-runtime";
import { createPlatformSenders } from "./integrations/platform-senders";
import { createPgBossQueue } from "./jobs/pg-boss-queue";
import { registerWorkers } from "./jobs/register-workers";
import { createLogger } from "./logger";
import { createMetrics } from "./observability/metrics";
import {
  type ObservabilityOptions,
  registerObservability,
  requestId,
} from "./observability/observability.routes";
import { createTracing } from "./observability/tracing";
import { type PlatformsConfig, parsePlatformsConfig } from "./platforms/platforms.config";
import { createEventBus } from "./realtime/event-bus";
import { createStreamRegistry } from "./realtime/stream-registry";
import { readOrCreateSecret } from "./secrets";
import { openLocalAdminChannel } from "./staff/local-admin-channel";

export type Server = {
  app: FastifyInstance;
  database: Database;
  deps: AppDeps;
  url: string;
  role: LunaraRole;
  /**
   * Graceful stop: /api/ready turns 503, event streams end with a retry hint, the listener stops
   * accepting while in-flight requests finish, then running jobs finish (up to the queue's stop
   * timeout) before the connections close. main.ts bounds it by SHUTDOWN_TIMEOUT_MS.
   */
  close: () => Promise<void>;
};

/**
 * Everything a running Lunara is: database, auth, HTTP, jobs. main.ts and the e2e tests start it.
 * The role (LUNARA_ROLE) picks the parts: `web` serves HTTP and streams and only sends jobs;
 * `worker` runs jobs, schedules and platform polling, with an HTTP listener for health, readiness
 * and metrics only; `all` is both in one process.
 */
export async function startServer(
  env: Env,
  options: {
    database?: Database;
    webDir?: string;
    rateLimits?: RateLimits;
    log?: (line: string) => void;
    /** Where Meta, TikTok and Shopify are reached; from the environment when omitted. */
    platforms?: PlatformsConfig;
  } = {},
): Promise<Server> {
  const logger = createLogger(env.LOG_LEVEL);
  const log = options.log ?? ((line: string) => logger.info(line));
  const role = env.LUNARA_ROLE;
  const serveApi = role !== "worker";
  const runJobs = role !== "web";
  const fromEnv = databaseOptionsFromEnv(env);
  const database =
    options.database ??
    (await openDatabase(fromEnv.kind === "postgres" ? { ...fromEnv, max: env.DATABASE_POOL_MAX } : fromEnv));
  // Guarded by an advisory lock: processes started together never race (the migrate step ran first).
  await migrateDatabase(database);
  const secret = env.AUTH_SECRET ?? readOrCreateSecret(env.DATA_DIR, "auth-secret");
  const production = env.NODE_ENV === "production";
  const url = publicUrl(env, env.PORT);
  const events = await createEventBus(database, log);
  const tracing = createTracing({
    endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT,
    serviceName: env.OTEL_SERVICE_NAME,
    role,
  });
  let draining = false;
  let metricsRef: ReturnType<typeof createMetrics> | null = null;
  const jobs = await createPgBossQueue(database, {
    log,
    supervise: runJobs,
    pollingIntervalSeconds: env.JOB_POLL_SECONDS,
    concurrency: env.JOB_CONCURRENCY,
    expireInSeconds: env.JOB_EXPIRE_SECONDS,
    maintenanceIntervalSeconds: env.JOB_MAINTENANCE_SECONDS,
    stopTimeoutMs: Math.max(1000, env.SHUTDOWN_TIMEOUT_MS - 5000),
    onJob: (job) => metricsRef?.onJob(job),
    tracing,
  });
  const metrics = createMetrics({ role, queueDepth: () => jobs.depth() });
  metricsRef = metrics;
  const streams = createStreamRegistry();
  metrics.countSseClients(streams.size);
  const observability: ObservabilityOptions = {
    database,
    metrics,
    metricsToken: env.METRICS_TOKEN,
    draining: () => draining,
    tracing,
  };
  const integrations = createIntegrationsRuntime({
    secret,
    config: options.platforms ?? parsePlatformsConfig(processEnv()),
  });
  const deps: AppDeps = {
    db: database.db,
    mailer: env.SMTP_URL
      ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM)
      : createOutboxMailer(database.db, log),
    publicUrl: url,
    now: () => new Date(),
    log,
    jobs,
    events,
    integrations,
    documentFiles: createDocumentFileStore(path.join(env.DATA_DIR, "documents")),
    senders: createPlatformSenders({ db: database.db, now: () => new Date(), log, integrations }),
    ai: metrics.instrumentAi(
      createAiEngine(processEnv(), (event) =>
        log(`[ai] fell back to the embedded engine: ${JSON.stringify(event)}`),
      ),
    ),
    withOwnConnections: (max) => {
      const db = database.ownConnections(max);
      return { ...deps, db, senders: createPlatformSenders({ db, now: deps.now, log, integrations }) };
    },
  };
  let port = env.PORT;
  // Over plain http (no https PUBLIC_URL) a Secure cookie is dropped on any address but localhost.
  const secureCookies = production && url.startsWith("https://");
  const auth = createAuth({
    db: database.db,
    secret,
    baseURL: url,
    production,
    now: deps.now,
    trustedOrigins: () => localOrigins({ publicUrl: env.PUBLIC_URL, host: env.HOST, port }),
    secureCookies,
  });
  const aiEnv = AiEngineEnvSchema.parse({
    AI_BASE_URL: processEnv().AI_BASE_URL || undefined,
    AI_API_KEY: processEnv().AI_API_KEY,
    AI_MODEL: processEnv().AI_MODEL || undefined,
  });
  const app = serveApi
    ? await buildApp({
        deps,
        auth,
        assistantEngine: await createAssistantEngine(deps, {
          baseURL: aiEnv.AI_BASE_URL,
          apiKey: aiEnv.AI_API_KEY,
          model: aiEnv.AI_MODEL,
        }),
        production,
        trustProxy: env.TRUST_PROXY,
        webDir: options.webDir ?? path.resolve("dist/web"),
        rateLimits: options.rateLimits,
        logger,
        demoRequestWebhookUrl: env.DEMO_REQUEST_WEBHOOK_URL,
        secureCookies,
        observability,
        streams,
      })
    : buildOpsApp(observability, logger);
  if (runJobs) {
    await registerWorkers(deps);
    // The first message is analysed as fast as the next ones.
    warmUpEmbeddedEngine();
  }
  await app.listen({ port: env.PORT, host: env.HOST });
  const listening = app.server.address();
  if (listening && typeof listening === "object") port = listening.port;
  // The embedded database allows one process: the operator CLIs reach it through this server.
  const channel =
    !options.database && database.kind === "pglite" ? await openLocalAdminChannel(deps, env.DATA_DIR) : null;
  return {
    app,
    database,
    deps,
    url,
    role,
    close: async () => {
      draining = true;
      await channel?.close();
      await app.close();
      await jobs.stop();
      await tracing.shutdown();
      await events.close();
      await database.close();
    },
  };
}

/** A worker's HTTP listener: liveness, readiness and metrics, nothing else. */
function buildOpsApp(observability: ObservabilityOptions, logger: FastifyBaseLogger): FastifyInstance {
  const app = Fastify({ loggerInstance: logger, forceCloseConnections: "idle", genReqId: requestId });
  registerObservability(app, observability);
  app.get("/api/health", async () => ({ ok: true }));
  return app;
}
