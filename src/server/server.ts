import path from "node:path";
import type { FastifyInstance } from "fastify";
import { warmUpEmbeddedEngine } from "./ai/ai-engine";
import { createAiEngine } from "./ai/ai-engine-config";
import { buildApp, type RateLimits } from "./app";
import { createAuth } from "./auth/auth";
import { localOrigins } from "./auth/trusted-origins";
import { type Database, databaseOptionsFromEnv, migrateDatabase, openDatabase } from "./db/client";
import type { AppDeps } from "./deps";
import { createOutboxMailer, createSmtpMailer } from "./email/mailer";
import { type Env, processEnv, publicUrl } from "./env";
import { createIntegrationsRuntime } from "./integrations/integrations-runtime";
import { createPlatformSenders } from "./integrations/platform-senders";
import { createPgBossQueue } from "./jobs/pg-boss-queue";
import { registerWorkers } from "./jobs/register-workers";
import { createLogger } from "./logger";
import { type PlatformsConfig, parsePlatformsConfig } from "./platforms/platforms.config";
import { createEventBus } from "./realtime/event-bus";
import { readOrCreateSecret } from "./secrets";
import { openLocalAdminChannel } from "./staff/local-admin-channel";

export type Server = {
  app: FastifyInstance;
  database: Database;
  deps: AppDeps;
  url: string;
  close: () => Promise<void>;
};

/** Everything a running Lunara is: database, auth, HTTP. main.ts and the e2e tests start it. */
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
  const database = options.database ?? (await openDatabase(databaseOptionsFromEnv(env)));
  await migrateDatabase(database);
  const secret = env.AUTH_SECRET ?? readOrCreateSecret(env.DATA_DIR, "auth-secret");
  const production = env.NODE_ENV === "production";
  const url = publicUrl(env, env.PORT);
  const events = await createEventBus(database);
  const jobs = await createPgBossQueue(database, { log });
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
    senders: createPlatformSenders({ db: database.db, now: () => new Date(), log, integrations }),
    ai: createAiEngine(processEnv(), (event) =>
      log(`[ai] fell back to the embedded engine: ${JSON.stringify(event)}`),
    ),
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
  const app = await buildApp({
    deps,
    auth,
    production,
    trustProxy: env.TRUST_PROXY,
    webDir: options.webDir ?? path.resolve("dist/web"),
    rateLimits: options.rateLimits,
    logger,
    demoRequestWebhookUrl: env.DEMO_REQUEST_WEBHOOK_URL,
    secureCookies,
  });
  await registerWorkers(deps);
  // The first message is analysed as fast as the next ones.
  warmUpEmbeddedEngine();
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
    close: async () => {
      await channel?.close();
      await app.close();
      await jobs.stop();
      await events.close();
      await database.close();
    },
  };
}
