import { z } from "zod";

export type SimulatorOptions = {
  /** 0 (the default) picks a free port: what tests and an in-process Lunara use. */
  port?: number;
  host?: string;
  /** The URL the simulator is reached at from browsers; defaults to http://host:port once listening. */
  publicUrl?: string;
  /** Lunara's base URL; webhooks go to LUNARA_URL/api/webhooks/{instagram,shopify}. Null: nothing is delivered. */
  lunaraUrl?: string | null;
  metaAppId?: string;
  metaAppSecret?: string;
  instagramVerifyToken?: string;
  tiktokClientKey?: string;
  tiktokClientSecret?: string;
  shopifyApiKey?: string;
  shopifyApiSecret?: string;
  /** Generate one traffic event every N ms; 0 or null: only on demand. */
  trafficIntervalMs?: number | null;
  /** OAuth pages approve at once instead of waiting for the "Authorize" click. */
  autoApprove?: boolean;
  /** How long a `timeout` fault holds the request before answering 504. */
  timeoutHoldMs?: number;
  tiktokAccessTokenTtlSeconds?: number;
  shopCurrency?: string;
  /** Seed of the traffic generator's randomness, for reproducible runs. */
  seed?: number;
  /** Webhook delivery attempts before a delivery is recorded as failed. */
  webhookAttempts?: number;
  webhookRetryDelayMs?: number;
  now?: () => Date;
  logger?: boolean;
};

export type ResolvedSimulatorOptions = Required<
  Omit<SimulatorOptions, "publicUrl" | "lunaraUrl" | "trafficIntervalMs">
> & {
  publicUrl: string | null;
  lunaraUrl: string | null;
  trafficIntervalMs: number | null;
};

/** Dev defaults: the same values Lunara's platforms.config uses when nothing is configured. */
export const SIM_DEFAULT_OPTIONS = {
  port: 0,
  host: "127.0.0.1",
  metaAppId: "sim-meta-app-id",
  metaAppSecret: "sim-meta-app-secret",
  instagramVerifyToken: "sim-instagram-verify-token",
  tiktokClientKey: "sim-tiktok-app-id",
  tiktokClientSecret: "sim-tiktok-app-secret",
  shopifyApiKey: "sim-shopify-api-key",
  shopifyApiSecret: "sim-shopify-api-secret",
  autoApprove: false,
  timeoutHoldMs: 30_000,
  tiktokAccessTokenTtlSeconds: 86_400,
  shopCurrency: "USD",
  webhookAttempts: 3,
  webhookRetryDelayMs: 500,
  logger: false,
} as const;

export function resolveOptions(options: SimulatorOptions): ResolvedSimulatorOptions {
  return {
    ...SIM_DEFAULT_OPTIONS,
    seed: Date.now() % 2_147_483_647,
    now: () => new Date(),
    ...Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)),
    publicUrl: options.publicUrl ?? null,
    lunaraUrl: options.lunaraUrl ?? null,
    trafficIntervalMs: options.trafficIntervalMs || null,
  };
}

const flag = z
  .string()
  .optional()
  .transform((v) => v === "1" || v === "true");

/** Where the simulator is reached and listens: the same SIM_URL Lunara's platforms.config reads. */
const DEFAULT_SIM_URL = "http://127.0.0.1:4010";

const envSchema = z.object({
  SIM_URL: z.url().default(DEFAULT_SIM_URL),
  SIM_PORT: z
    .never({ error: "SIM_PORT is replaced by SIM_URL (for example SIM_URL=http://127.0.0.1:4011)" })
    .optional(),
  SIM_HOST: z
    .never({ error: "SIM_HOST is replaced by SIM_URL (for example SIM_URL=http://0.0.0.0:4010)" })
    .optional(),
  SIM_PUBLIC_URL: z.url().optional(),
  LUNARA_URL: z.url().default("http://127.0.0.1:3000"),
  META_APP_ID: z.string().optional(),
  META_APP_SECRET: z.string().optional(),
  INSTAGRAM_WEBHOOK_VERIFY_TOKEN: z.string().optional(),
  TIKTOK_CLIENT_KEY: z.string().optional(),
  TIKTOK_CLIENT_SECRET: z.string().optional(),
  SHOPIFY_API_KEY: z.string().optional(),
  SHOPIFY_API_SECRET: z.string().optional(),
  SIM_TRAFFIC_INTERVAL_MS: z.coerce.number().int().min(0).default(0),
  SIM_AUTO_APPROVE: flag,
  SIM_SHOP_CURRENCY: z.string().length(3).optional(),
  SIM_SEED: z.coerce.number().int().optional(),
  SIM_LOG: flag,
});

/** `npm run sim` reads the same variable names as Lunara, so one .env configures both sides. */
export function simulatorOptionsFromEnv(
  env: Record<string, string | undefined> = process.env,
): SimulatorOptions {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid simulator configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const { host, port } = listenAddress(e.SIM_URL);
  return {
    port,
    host,
    publicUrl: e.SIM_PUBLIC_URL,
    lunaraUrl: e.LUNARA_URL,
    metaAppId: e.META_APP_ID,
    metaAppSecret: e.META_APP_SECRET,
    instagramVerifyToken: e.INSTAGRAM_WEBHOOK_VERIFY_TOKEN,
    tiktokClientKey: e.TIKTOK_CLIENT_KEY,
    tiktokClientSecret: e.TIKTOK_CLIENT_SECRET,
    shopifyApiKey: e.SHOPIFY_API_KEY,
    shopifyApiSecret: e.SHOPIFY_API_SECRET,
    trafficIntervalMs: e.SIM_TRAFFIC_INTERVAL_MS,
    autoApprove: e.SIM_AUTO_APPROVE,
    shopCurrency: e.SIM_SHOP_CURRENCY,
    seed: e.SIM_SEED,
    logger: e.SIM_LOG,
  };
}

/** SIM_URL's host and port, as the simulator listens on them (no port: the scheme's default). */
export function listenAddress(simUrl: string): { host: string; port: number } {
  const url = new URL(simUrl);
  const port = url.port === "" ? (url.protocol === "https:" ? 443 : 80) : Number(url.port);
  return { host: url.hostname.replace(/^\[|\]$/g, ""), port };
}
