import { parseWith } from "../platform-http";
import type { TikTokConfig } from "../platforms.config";
import { tiktokTokenDataSchema } from "./tiktok.schema";
import { type TikTokTransport, tiktokRequest } from "./tiktok-api";

export function buildTikTokAuthorizeUrl(options: {
  config: TikTokConfig;
  redirectUri: string;
  state: string;
}): string {
  const url = new URL(options.config.authorizeUrl);
  url.searchParams.set("client_key", options.config.clientKey);
  url.searchParams.set("scope", options.config.scopes.join(","));
  url.searchParams.set("response_type", "code");
  url.searchParams.set("redirect_uri", options.redirectUri);
  url.searchParams.set("state", options.state);
  return url.toString();
}

export type TikTokTokens = {
  accessToken: string;
  accessTokenExpiresAt: Date | null;
  refreshToken: string;
  refreshTokenExpiresAt: Date | null;
  /** The account's open_id: the `business_id` of every later call. */
  openId: string;
  scopes: string[];
};

/** Authorization code (valid 10 minutes, single use) -> tokens. */
export async function exchangeTikTokCode(
  transport: TikTokTransport,
  options: { code: string; redirectUri: string; now?: Date },
): Promise<TikTokTokens> {
  const data = await tiktokRequest(transport, {
    method: "POST",
    path: "tt_user/oauth2/token/",
    json: {
      client_id: transport.config.clientKey,
      client_secret: transport.config.clientSecret,
      grant_type: "authorization_code",
      auth_code: options.code,
      redirect_uri: options.redirectUri,
    },
  });
  return toTokens(data, options.now ?? new Date(), null);
}

/** Refresh tokens may rotate: always store the refresh token of the answer. */
export async function refreshTikTokToken(
  transport: TikTokTransport,
  options: { refreshToken: string; openId?: string; now?: Date },
): Promise<TikTokTokens> {
  const data = await tiktokRequest(transport, {
    method: "POST",
    path: "tt_user/oauth2/refresh_token/",
    json: {
      client_id: transport.config.clientKey,
      client_secret: transport.config.clientSecret,
      grant_type: "refresh_token",
      refresh_token: options.refreshToken,
    },
  });
  return toTokens(data, options.now ?? new Date(), options.openId ?? null);
}

function toTokens(data: unknown, now: Date, knownOpenId: string | null): TikTokTokens {
  const t = parseWith("tiktok", tiktokTokenDataSchema, data, "token answer");
  const openId = t.open_id ?? t.creator_id ?? knownOpenId;
  if (!openId) throw new Error("TikTok token answer carries no open_id");
  const accessTtl = t.expires_in ?? t.expires;
  const refreshTtl = t.refresh_token_expires_in ?? t.refresh_expires;
  return {
    accessToken: t.access_token,
    accessTokenExpiresAt: accessTtl ? new Date(now.getTime() + accessTtl * 1000) : null,
    refreshToken: t.refresh_token,
    refreshTokenExpiresAt: refreshTtl ? new Date(now.getTime() + refreshTtl * 1000) : null,
    openId,
    scopes: t.scope.split(/[\s,]+/).filter(Boolean),
  };
}

export type TikTokCallback =
  | { ok: true; code: string; state: string }
  | { ok: false; error: string; description: string | null; state: string | null };

export function parseTikTokCallback(query: Record<string, unknown>): TikTokCallback {
  const get = (key: string) =>
    typeof query[key] === "string" && query[key] !== "" ? (query[key] as string) : null;
  const code = get("code");
  const state = get("state");
  const error = get("error");
  if (error || !code || !state) {
    return { ok: false, error: error ?? "missing_code", description: get("error_description"), state };
  }
  return { ok: true, code, state };
}
