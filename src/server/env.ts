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
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

export function publicUrl(env: Env, port: number): string {
  return (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, "");
}
