import { z } from "zod";

/**
 * Where Lunara finds Meta, TikTok and Shopify. Every base URL left unset points at the local simulator
 * (SIM_URL), so a fresh checkout runs offline; setting a platform's URL switches that platform to the
 * real service, and then its dev-default secrets are refused.
 */
export const SIM_DEFAULTS = {
  simUrl: "http://127.0.0.1:4010",
  metaAppId: "sim-meta-app-id",
  metaAppSecret: "sim-meta-app-secret",
  instagramVerifyToken: "sim-instagram-verify-token",
  tiktokClientKey: "sim-tiktok-app-id",
  tiktokClientSecret: "sim-tiktok-app-secret",
  shopifyApiKey: "sim-shopify-api-key",
  shopifyApiSecret: "sim-shopify-api-secret",
} as const;

export const INSTAGRAM_DEFAULT_SCOPES = [
  "instagram_basic",
  "instagram_manage_comments",
  "instagram_manage_messages",
  "pages_show_list",
  "pages_read_engagement",
  "pages_manage_metadata",
  "business_management",
];

/** Spec 1 §7: brand insights, comment list, user basic info, discovery search words, comment list manage. */
export const TIKTOK_DEFAULT_SCOPES = [
  "biz.brand.insights",
  "comment.list",
  "user.info.basic",
  "discovery.search.words",
  "comment.list.manage",
];

export const SHOPIFY_DEFAULT_SCOPES = ["read_products", "read_orders", "read_customers"];

const optionalUrl = z.preprocess((v) => (v === "" ? undefined : v), z.url().optional());
const list = (fallback: string[]) =>
  z
    .string()
    .optional()
    .transform((v) => (v ? v.split(/[\s,]+/).filter(Boolean) : fallback));

const envSchema = z.object({
  SIM_URL: z.url().default(SIM_DEFAULTS.simUrl),
  PLATFORM_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  META_APP_ID: z.string().min(1).default(SIM_DEFAULTS.metaAppId),
  META_APP_SECRET: z.string().min(1).default(SIM_DEFAULTS.metaAppSecret),
  META_GRAPH_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/)
    .default("v21.0"),
  META_GRAPH_URL: optionalUrl,
  META_DIALOG_URL: optionalUrl,
  INSTAGRAM_WEBHOOK_VERIFY_TOKEN: z.string().min(1).default(SIM_DEFAULTS.instagramVerifyToken),
  INSTAGRAM_SCOPES: list(INSTAGRAM_DEFAULT_SCOPES),
  TIKTOK_CLIENT_KEY: z.string().min(1).default(SIM_DEFAULTS.tiktokClientKey),
  TIKTOK_CLIENT_SECRET: z.string().min(1).default(SIM_DEFAULTS.tiktokClientSecret),
  TIKTOK_AUTH_URL: optionalUrl,
  TIKTOK_API_URL: optionalUrl,
  TIKTOK_SCOPES: list(TIKTOK_DEFAULT_SCOPES),
  SHOPIFY_API_KEY: z.string().min(1).default(SIM_DEFAULTS.shopifyApiKey),
  SHOPIFY_API_SECRET: z.string().min(1).default(SIM_DEFAULTS.shopifyApiSecret),
  SHOPIFY_API_VERSION: z
    .string()
    .regex(/^(\d{4}-\d{2}|unstable)$/)
    .default("2025-01"),
  /** `{shop}` is replaced by the shop domain: https://{shop} for the real Shopify. */
  SHOPIFY_SHOP_URL_TEMPLATE: z
    .string()
    .refine((v) => v.includes("{shop}"), "must contain {shop}")
    .optional(),
  SHOPIFY_SCOPES: list(SHOPIFY_DEFAULT_SCOPES),
});

export type InstagramConfig = {
  appId: string;
  appSecret: string;
  /** Graph API root including the version, e.g. https://graph.facebook.com/v21.0 */
  graphUrl: string;
  /** OAuth dialog URL, e.g. https://www.facebook.com/v21.0/dialog/oauth */
  dialogUrl: string;
  webhookVerifyToken: string;
  scopes: string[];
  timeoutMs: number;
  usesSimulator: boolean;
};

export type TikTokConfig = {
  clientKey: string;
  clientSecret: string;
  /** https://www.tiktok.com/v2/auth/authorize/ */
  authorizeUrl: string;
  /** Business API root including the version, e.g. https://business-api.tiktok.com/open_api/v1.3 */
  apiUrl: string;
  scopes: string[];
  timeoutMs: number;
  usesSimulator: boolean;
};

export type ShopifyConfig = {
  apiKey: string;
  apiSecret: string;
  apiVersion: string;
  shopUrlTemplate: string;
  scopes: string[];
  timeoutMs: number;
  usesSimulator: boolean;
};

export type PlatformsConfig = {
  simUrl: string;
  instagram: InstagramConfig;
  tiktok: TikTokConfig;
  shopify: ShopifyConfig;
};

const trim = (url: string) => url.replace(/\/+$/, "");

export function parsePlatformsConfig(env: Record<string, string | undefined>): PlatformsConfig {
  const e = envSchema.parse(env);
  const sim = trim(e.SIM_URL);
  const instagramReal = Boolean(e.META_GRAPH_URL || e.META_DIALOG_URL);
  const tiktokReal = Boolean(e.TIKTOK_AUTH_URL || e.TIKTOK_API_URL);
  const shopifyReal = Boolean(e.SHOPIFY_SHOP_URL_TEMPLATE);
  if (instagramReal) refuseDefault(e.META_APP_SECRET, SIM_DEFAULTS.metaAppSecret, "META_APP_SECRET");
  if (instagramReal) refuseDefault(e.META_APP_ID, SIM_DEFAULTS.metaAppId, "META_APP_ID");
  if (instagramReal) {
    refuseDefault(
      e.INSTAGRAM_WEBHOOK_VERIFY_TOKEN,
      SIM_DEFAULTS.instagramVerifyToken,
      "INSTAGRAM_WEBHOOK_VERIFY_TOKEN",
    );
  }
  if (tiktokReal)
    refuseDefault(e.TIKTOK_CLIENT_SECRET, SIM_DEFAULTS.tiktokClientSecret, "TIKTOK_CLIENT_SECRET");
  if (shopifyReal) refuseDefault(e.SHOPIFY_API_SECRET, SIM_DEFAULTS.shopifyApiSecret, "SHOPIFY_API_SECRET");
  return {
    simUrl: sim,
    instagram: {
      appId: e.META_APP_ID,
      appSecret: e.META_APP_SECRET,
      graphUrl: `${trim(e.META_GRAPH_URL ?? `${sim}/meta/graph`)}/${e.META_GRAPH_VERSION}`,
      dialogUrl: `${trim(e.META_DIALOG_URL ?? `${sim}/meta/www`)}/${e.META_GRAPH_VERSION}/dialog/oauth`,
      webhookVerifyToken: e.INSTAGRAM_WEBHOOK_VERIFY_TOKEN,
      scopes: e.INSTAGRAM_SCOPES,
      timeoutMs: e.PLATFORM_TIMEOUT_MS,
      usesSimulator: !instagramReal,
    },
    tiktok: {
      clientKey: e.TIKTOK_CLIENT_KEY,
      clientSecret: e.TIKTOK_CLIENT_SECRET,
      authorizeUrl: `${trim(e.TIKTOK_AUTH_URL ?? `${sim}/tiktok/www`)}/v2/auth/authorize/`,
      apiUrl: `${trim(e.TIKTOK_API_URL ?? `${sim}/tiktok/business`)}/open_api/v1.3`,
      scopes: e.TIKTOK_SCOPES,
      timeoutMs: e.PLATFORM_TIMEOUT_MS,
      usesSimulator: !tiktokReal,
    },
    shopify: {
      apiKey: e.SHOPIFY_API_KEY,
      apiSecret: e.SHOPIFY_API_SECRET,
      apiVersion: e.SHOPIFY_API_VERSION,
      shopUrlTemplate: trim(e.SHOPIFY_SHOP_URL_TEMPLATE ?? `${sim}/shopify/{shop}`),
      scopes: e.SHOPIFY_SCOPES,
      timeoutMs: e.PLATFORM_TIMEOUT_MS,
      usesSimulator: !shopifyReal,
    },
  };
}

/** True when at least one platform talks to the simulator, so `npm start` must run it. */
export function platformsNeedSimulator(config: PlatformsConfig): boolean {
  return config.instagram.usesSimulator || config.tiktok.usesSimulator || config.shopify.usesSimulator;
}

function refuseDefault(value: string, devDefault: string, name: string): void {
  if (value === devDefault) {
    throw new Error(`${name} must be set to the real app's value when the real platform URL is configured`);
  }
}
