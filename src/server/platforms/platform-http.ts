import type { z } from "zod";
import { type PlatformName, PlatformResponseError, PlatformTimeoutError } from "./platform-errors";
import { parsePlatformJson } from "./platform-json";

export type FetchLike = typeof fetch;

export type PlatformHttpOptions = {
  platform: PlatformName;
  timeoutMs: number;
  fetch?: FetchLike;
};

export type RawResponse = { status: number; headers: Headers; body: unknown; text: string };

/**
 * One HTTP exchange with a timeout. Network failures and timeouts become PlatformTimeoutError so callers
 * only ever see typed errors; the body is parsed as JSON when it is JSON and kept as text otherwise.
 */
export async function platformRequest(
  options: PlatformHttpOptions,
  url: string,
  init: RequestInit,
): Promise<RawResponse> {
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  let text: string;
  try {
    response = await doFetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
    text = await response.text();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new PlatformTimeoutError(options.platform, `${options.platform} did not answer: ${reason}`);
  }
  let body: unknown = text;
  if (text.length > 0) {
    try {
      body = parsePlatformJson(text);
    } catch {
      body = text;
    }
  }
  return { status: response.status, headers: response.headers, body, text };
}

/** Seconds from a Retry-After header (delta-seconds or HTTP date); null when absent or unreadable. */
export function statedRetryAfterSeconds(headers: Headers, now: Date = new Date()): number | null {
  const value = headers.get("retry-after");
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(value);
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - now.getTime()) / 1000));
}

/** Seconds from a Retry-After header, or the fallback when absent or unreadable. */
export function retryAfterSeconds(headers: Headers, fallback: number, now: Date = new Date()): number {
  return statedRetryAfterSeconds(headers, now) ?? fallback;
}

export function parseWith<T extends z.ZodType>(
  platform: PlatformName,
  schema: T,
  body: unknown,
  what: string,
): z.infer<T> {
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new PlatformResponseError(platform, `Unexpected ${what} from ${platform}: ${result.error.message}`);
  }
  return result.data;
}
