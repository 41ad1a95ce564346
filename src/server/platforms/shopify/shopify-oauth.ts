import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { oauthStatesMatch } from "../oauth-state";
import { PlatformAuthError, PlatformRequestError } from "../platform-errors";
import { type FetchLike, parseWith, platformRequest } from "../platform-http";
import type { ShopifyConfig } from "../platforms.config";
import { isValidShopDomain, shopBaseUrl } from "./shopify-shop-domain";

/** Shopify's own library refuses a callback whose timestamp is further than this from now. */
export const SHOPIFY_CALLBACK_MAX_AGE_SECONDS = 90;

export function buildShopifyAuthorizeUrl(options: {
  config: ShopifyConfig;
  shop: string;
  redirectUri: string;
  state: string;
}): string {
  const url = new URL(`${shopBaseUrl(options.config.shopUrlTemplate, options.shop)}/admin/oauth/authorize`);
  url.searchParams.set("client_id", options.config.apiKey);
  url.searchParams.set("scope", options.config.scopes.join(","));
  url.searchParams.set("redirect_uri", options.redirectUri);
  url.searchParams.set("state", options.state);
  // No grant_options[]: an offline token, so webhooks and syncs work when nobody is signed in.
  return url.toString();
}

export type QueryValues = Record<string, string | string[] | undefined>;

/** hex HMAC-SHA256 of the query without hmac/signature, keys sorted, repeated values joined by commas. */
export function computeShopifyQueryHmac(query: QueryValues, secret: string): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(query).sort()) {
    const value = query[key];
    if (key === "hmac" || key === "signature" || value === undefined) continue;
    params.append(key, Array.isArray(value) ? value.join(",") : value);
  }
  return createHmac("sha256", secret).update(params.toString()).digest("hex");
}

export type ShopifyCallbackCheck =
  | { ok: true; shop: string; code: string }
  | { ok: false; reason: "missing" | "hmac" | "state" | "shop" | "timestamp" };

/** Verifies an OAuth return: HMAC, our saved state, a valid shop domain and a fresh timestamp. */
export function verifyShopifyCallback(options: {
  query: QueryValues;
  apiSecret: string;
  expectedState: string;
  now?: Date;
}): ShopifyCallbackCheck {
  const { query } = options;
  const pick = (key: string) => (typeof query[key] === "string" ? (query[key] as string) : null);
  const hmac = pick("hmac");
  const code = pick("code");
  const shop = pick("shop");
  const timestamp = pick("timestamp");
  if (!hmac || !code || !shop || !timestamp) return { ok: false, reason: "missing" };
  const expected = Buffer.from(computeShopifyQueryHmac(query, options.apiSecret), "hex");
  const received = Buffer.from(hmac, "hex");
  if (received.length !== expected.length || !timingSafeEqual(received, expected))
    return { ok: false, reason: "hmac" };
  if (!oauthStatesMatch(options.expectedState, pick("state"))) return { ok: false, reason: "state" };
  if (!isValidShopDomain(shop)) return { ok: false, reason: "shop" };
  const age = Math.abs((options.now ?? new Date()).getTime() / 1000 - Number(timestamp));
  if (!Number.isFinite(age) || age > SHOPIFY_CALLBACK_MAX_AGE_SECONDS)
    return { ok: false, reason: "timestamp" };
  return { ok: true, shop, code };
}

const tokenAnswerSchema = z.object({ access_token: z.string().min(1), scope: z.string().default("") });

export async function exchangeShopifyCode(
  transport: { config: ShopifyConfig; fetch?: FetchLike },
  options: { shop: string; code: string },
): Promise<{ accessToken: string; scopes: string[] }> {
  const { config } = transport;
  const response = await platformRequest(
    { platform: "shopify", timeoutMs: config.timeoutMs, fetch: transport.fetch },
    `${shopBaseUrl(config.shopUrlTemplate, options.shop)}/admin/oauth/access_token`,
    {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ client_id: config.apiKey, client_secret: config.apiSecret, code: options.code }),
    },
  );
  if (response.status === 401 || response.status === 403) {
    throw new PlatformAuthError(
      "shopify",
      "invalid",
      `Shopify refused the code: ${response.text.slice(0, 200)}`,
      null,
    );
  }
  if (response.status !== 200) {
    throw new PlatformRequestError(
      "shopify",
      response.status,
      `Token exchange failed: ${response.text.slice(0, 200)}`,
      null,
    );
  }
  const token = parseWith("shopify", tokenAnswerSchema, response.body, "token answer");
  return { accessToken: token.access_token, scopes: token.scope.split(",").filter(Boolean) };
}
