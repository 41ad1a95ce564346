import { z } from "zod";
import { trustProxySchema } from "./http/trust-proxy";

const booleanFlag = z
  .enum(["true", "false", "1", "0"])
  .optional()
  .transform((v) => v === "true" || v === "1");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** Proxies whose X-Forwarded-For is believed (see http/trust-proxy.ts); none by default. */
  TRUST_PROXY: trustProxySchema,
  /** The URL people reach Lunara at; links in emails and OAuth redirects are built from it. */
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default("./data"),
  /** Signs sessions and encrypts platform tokens. Generated and kept in DATA_DIR when unset. */
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Lunara <no-reply@lunara.app>"),
  DEMO_REQUEST_WEBHOOK_URL: z.url().optional(),
  SEED_DEMO: booleanFlag,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Let brand reference links reach private addresses outside development and tests. */
  ALLOW_PRIVATE_FETCH: booleanFlag,
  /**
   * What this process does (docs/deploy.md): `web` serves HTTP and server-sent events and sends
   * jobs; `worker` runs the jobs, schedules and platform polling; `all` does both (one process).
   */
  LUNARA_ROLE: z.enum(["web", "worker", "all"]).default("all"),
  /** PostgreSQL connections this process's pool opens at most (pg-boss and LISTEN use a few more). */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * How often an idle worker looks for due jobs: a safety net. A send wakes the workers of every
   * process when its job falls due (at once, or at its start time); the poll finds retries and
   * wake-ups lost with a process that stopped.
   */
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(300).default(5),
  /** Workers per job queue in this process. */
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** A job active longer than this (its process died) is retried by another worker. */
  JOB_EXPIRE_SECONDS: z.coerce.number().int().min(5).max(86_400).default(900),
  /** How often a worker expires the jobs of killed processes (and archives old ones). */
  JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** On SIGTERM: in-flight requests and jobs get this long before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  /** When set, GET /metrics requires `Authorization: Bearer <token>`; otherwise loopback only. */
  METRICS_TOKEN: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional()),
  /**
   * OpenTelemetry traces (optional): the OTLP/HTTP collector's base URL, e.g. http://otel:4318.
   * Unset: no traces are made. Spans: one per HTTP request and one per job, the job a child of the
   * request that sent it.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.url("OTEL_EXPORTER_OTLP_ENDPOINT must be a URL such as http://collector:4318").optional()),
  OTEL_SERVICE_NAME: z.string().min(1).default("lunara"),
});

export type LunaraRole = "web" | "worker" | "all";

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

/**
 * The one place that reads the process environment. Sections with their own zod schema (the
 * platforms in platforms/platforms.config.ts, the AI provider in ai/ai-engine-config.ts, the
 * private-fetch switch in brand/address-guard.ts) are handed this record and validate their keys.
 */
export function processEnv(): Record<string, string | undefined> {
  return process.env;
}

const positive = (fallback: number) => z.coerce.number().positive().catch(fallback).default(fallback);

/**
 * Tuning read once at start-up by the modules that use it: benchmarks and the training script
 * set them to compare settings; the defaults are the measured choices.
 */
const tuningSchema = z.object({
  /** Knowledge retrieval: the share of a question's terms a passage must cover to answer it. */
  KNOWLEDGE_MIN_COVERAGE: z.coerce.number().min(0).max(1).catch(0.6).default(0.6),
  /** Knowledge retrieval: the weight of a question term no source of the brand knows. */
  KNOWLEDGE_UNKNOWN_WEIGHT: z.coerce.number().min(0).catch(1).default(1),
  /** Training: rows sampled from each external source, at most (the data script caps them too). */
  AI_TRAIN_MAX_ROWS: positive(40_000),
  /** Training: the weight of the checked-in corpus next to the external sets. */
  AI_OWN_CORPUS_WEIGHT: positive(1),
  /** Training: passes over the training set. */
  AI_TRAIN_EPOCHS: positive(10),
  /** Training: where the external sets live (one folder per source). */
  AI_EXTERNAL_DIR: z.string().trim().min(1).catch("/work/ext-data/mapped").default("/work/ext-data/mapped"),
});
export type Tuning = z.infer<typeof tuningSchema>;
export const tuning: Tuning = tuningSchema.parse(process.env);

export function publicUrl(env: Env, port: number): string {
  return (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, "");
}
