import {
  PlatformAuthError,
  PlatformRateLimitError,
  PlatformRequestError,
  PlatformResponseError,
  PlatformServerError,
} from "../platform-errors";
import { type FetchLike, platformRequest, statedRetryAfterSeconds } from "../platform-http";
import type { TikTokConfig } from "../platforms.config";
import { tiktokEnvelopeSchema } from "./tiktok.schema";

/**
 * Business API return codes Lunara reacts to. Third-party SDKs and the Marketing API code table, not a
 * stored official page: keep them here, in one place, so a correction is one edit.
 */
export const TIKTOK_CODES = {
  rateLimited: 40100,
  accessTokenExpired: 40102,
  accessTokenInvalid: 40105,
  permissionRevoked: 40001,
} as const;
const DEFAULT_RETRY_AFTER_SECONDS = 10;

export type TikTokTransport = { config: TikTokConfig; fetch?: FetchLike };

export type TikTokCall = {
  method: "GET" | "POST";
  path: string;
  accessToken?: string;
  /** Arrays and objects are JSON-encoded, as the Business API expects for `fields` and `filters`. */
  query?: Record<string, string | number | boolean | string[] | undefined>;
  json?: unknown;
};

/** One Business API call; answers `data` or throws a typed PlatformError. */
export async function tiktokRequest(transport: TikTokTransport, call: TikTokCall): Promise<unknown> {
  const url = new URL(`${transport.config.apiUrl}/${call.path.replace(/^\//, "")}`);
  for (const [key, value] of Object.entries(call.query ?? {})) {
    if (value === undefined) continue;
    url.searchParams.set(key, Array.isArray(value) ? JSON.stringify(value) : String(value));
  }
  const headers: Record<string, string> = {};
  if (call.accessToken) headers["access-token"] = call.accessToken;
  if (call.json !== undefined) headers["content-type"] = "application/json";
  const response = await platformRequest(
    { platform: "tiktok", timeoutMs: transport.config.timeoutMs, fetch: transport.fetch },
    url.toString(),
    { method: call.method, headers, body: call.json === undefined ? undefined : JSON.stringify(call.json) },
  );
  const envelope = tiktokEnvelopeSchema.safeParse(response.body);
  const code = envelope.success ? envelope.data.code : null;
  const message = envelope.success ? envelope.data.message : response.text.slice(0, 200);
  const platformCode = code === null ? null : String(code);
  if (response.status === 429 || code === TIKTOK_CODES.rateLimited) {
    const stated = statedRetryAfterSeconds(response.headers);
    throw new PlatformRateLimitError(
      "tiktok",
      stated ?? DEFAULT_RETRY_AFTER_SECONDS,
      message || "Too many requests",
      platformCode,
      stated !== null,
    );
  }
  if (response.status >= 500 || (code !== null && code >= 50000)) {
    throw new PlatformServerError("tiktok", response.status, message || "TikTok server error", platformCode);
  }
  if (code === TIKTOK_CODES.accessTokenExpired)
    throw new PlatformAuthError("tiktok", "expired", message, platformCode);
  if (code === TIKTOK_CODES.accessTokenInvalid)
    throw new PlatformAuthError("tiktok", "invalid", message, platformCode);
  if (code === TIKTOK_CODES.permissionRevoked)
    throw new PlatformAuthError("tiktok", "revoked", message, platformCode);
  if (response.status === 401) throw new PlatformAuthError("tiktok", "invalid", message, platformCode);
  if (!envelope.success) {
    throw new PlatformResponseError("tiktok", `Unexpected answer (${response.status}): ${message}`);
  }
  if (code !== 0 || response.status >= 400) {
    throw new PlatformRequestError("tiktok", response.status, message, platformCode);
  }
  return envelope.data.data;
}
