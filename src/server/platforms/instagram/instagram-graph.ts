import {
  PlatformAuthError,
  PlatformRateLimitError,
  PlatformRequestError,
  PlatformServerError,
} from "../platform-errors";
import { type FetchLike, platformRequest, statedRetryAfterSeconds } from "../platform-http";
import type { InstagramConfig } from "../platforms.config";
import { type GraphError, graphErrorSchema } from "./instagram.schema";

/** Meta sends no Retry-After on throttling; BUC windows are an hour long, so a minute is a polite first wait. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;
const THROTTLE_CODES = new Set([4, 17, 32, 613, 80002]);
/** Code 190 subcodes: 463 expired; 458 app removed, 459 checkpoint, 460 password changed, 464 unconfirmed user. */
const EXPIRED_SUBCODES = new Set([463]);
const REVOKED_SUBCODES = new Set([458, 459, 460, 464]);
/** Send API: outside the allowed window (Messenger and Instagram variants). */
export const MESSAGING_WINDOW_SUBCODES = new Set([2018278, 2534022]);

/** A DM or private reply refused because the platform's messaging window has closed. */
export class InstagramMessagingWindowError extends PlatformRequestError {
  constructor(status: number, graphMessage: string, subcode: number) {
    super(
      "instagram",
      status,
      `The Instagram messaging window has closed: a message can only be sent within 24 hours of the customer's last message (7 days for a human agent). ${graphMessage}`,
      `10/${subcode}`,
    );
  }
}

export type GraphCall = {
  method: "GET" | "POST" | "DELETE";
  path: string;
  accessToken?: string;
  query?: Record<string, string | undefined>;
  json?: unknown;
};

export type GraphTransport = { config: InstagramConfig; fetch?: FetchLike };

/** One Graph API call; answers the parsed JSON body or throws a typed PlatformError. */
export async function graphRequest(transport: GraphTransport, call: GraphCall): Promise<unknown> {
  const url = new URL(`${transport.config.graphUrl}/${call.path.replace(/^\//, "")}`);
  for (const [key, value] of Object.entries(call.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, value);
  }
  const headers: Record<string, string> = {};
  if (call.accessToken) headers.authorization = `Bearer ${call.accessToken}`;
  if (call.json !== undefined) headers["content-type"] = "application/json";
  const response = await platformRequest(
    { platform: "instagram", timeoutMs: transport.config.timeoutMs, fetch: transport.fetch },
    url.toString(),
    { method: call.method, headers, body: call.json === undefined ? undefined : JSON.stringify(call.json) },
  );
  const graphError = graphErrorSchema.safeParse(response.body);
  if (response.status >= 200 && response.status < 300 && !graphError.success) return response.body;
  throw toPlatformError(
    response.status,
    response.headers,
    graphError.success ? graphError.data.error : null,
    response.text,
  );
}

function toPlatformError(status: number, headers: Headers, error: GraphError | null, text: string): Error {
  const message = error?.message ?? `Graph API answered ${status}: ${text.slice(0, 200)}`;
  const code = error?.code;
  const subcode = error?.error_subcode;
  const platformCode =
    code === undefined ? null : subcode === undefined ? String(code) : `${code}/${subcode}`;
  if (status === 429 || (code !== undefined && THROTTLE_CODES.has(code))) {
    const stated = statedRetryAfterSeconds(headers);
    return new PlatformRateLimitError(
      "instagram",
      stated ?? DEFAULT_RETRY_AFTER_SECONDS,
      message,
      platformCode,
      stated !== null,
    );
  }
  if (code === 190 || code === 102) {
    const reason =
      subcode !== undefined && EXPIRED_SUBCODES.has(subcode)
        ? "expired"
        : subcode !== undefined && REVOKED_SUBCODES.has(subcode)
          ? "revoked"
          : "invalid";
    return new PlatformAuthError("instagram", reason, message, platformCode);
  }
  if (code === 10 && subcode !== undefined && MESSAGING_WINDOW_SUBCODES.has(subcode)) {
    return new InstagramMessagingWindowError(status, message, subcode);
  }
  // A bare (#10) or a 2xx code is a missing permission; (#10) with a subcode is a refusal of this one send.
  if ((code === 10 && subcode === undefined) || (code !== undefined && code >= 200 && code <= 299)) {
    return new PlatformAuthError("instagram", "revoked", message, platformCode);
  }
  // Codes 1 and 2 are Meta's "unknown error" / "service temporarily unavailable": transient by definition.
  if (status >= 500 || code === 1 || code === 2) {
    return new PlatformServerError("instagram", status, message, platformCode);
  }
  if (status === 401) return new PlatformAuthError("instagram", "invalid", message, platformCode);
  return new PlatformRequestError("instagram", status, message, platformCode);
}
