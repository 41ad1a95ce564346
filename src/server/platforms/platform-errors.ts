/**
 * Typed failures of a platform call. Jobs decide from `retryable` (and `retryAfterSeconds`) whether to
 * retry with backoff; connection health decides from PlatformAuthError whether to ask for a reconnect.
 */
export type PlatformName = "instagram" | "tiktok" | "shopify";

export class PlatformError extends Error {
  readonly platform: PlatformName;
  readonly retryable: boolean;
  /** The platform's own error code, when it gave one (Graph `code`, TikTok `code`, Shopify error code). */
  readonly platformCode: string | null;

  constructor(platform: PlatformName, message: string, retryable: boolean, platformCode: string | null) {
    super(message);
    this.name = new.target.name;
    this.platform = platform;
    this.retryable = retryable;
    this.platformCode = platformCode;
  }
}

/** expired: refresh or reconnect; revoked: the user removed the app or the permission; invalid: unknown token. */
export type PlatformAuthReason = "expired" | "revoked" | "invalid";

export class PlatformAuthError extends PlatformError {
  readonly reason: PlatformAuthReason;
  constructor(
    platform: PlatformName,
    reason: PlatformAuthReason,
    message: string,
    platformCode: string | null,
  ) {
    super(platform, message, false, platformCode);
    this.reason = reason;
  }
}

export class PlatformRateLimitError extends PlatformError {
  readonly retryAfterSeconds: number;
  /** The platform said how long to wait (false: `retryAfterSeconds` is our own default). */
  readonly retryAfterStated: boolean;
  constructor(
    platform: PlatformName,
    retryAfterSeconds: number,
    message: string,
    platformCode: string | null,
    retryAfterStated = true,
  ) {
    super(platform, message, true, platformCode);
    this.retryAfterSeconds = retryAfterSeconds;
    this.retryAfterStated = retryAfterStated;
  }
}

export class PlatformServerError extends PlatformError {
  readonly status: number;
  constructor(platform: PlatformName, status: number, message: string, platformCode: string | null) {
    super(platform, message, true, platformCode);
    this.status = status;
  }
}

/** No answer within the configured timeout, or the connection failed: the request may or may not have landed. */
export class PlatformTimeoutError extends PlatformError {
  constructor(platform: PlatformName, message: string) {
    super(platform, message, true, null);
  }
}

/** The platform refused the request itself (bad parameters, missing permission, unknown object): not retryable. */
export class PlatformRequestError extends PlatformError {
  readonly status: number;
  constructor(platform: PlatformName, status: number, message: string, platformCode: string | null) {
    super(platform, message, false, platformCode);
    this.status = status;
  }
}

/** The platform answered with a body we cannot read: a contract change, worth an alert rather than a retry. */
export class PlatformResponseError extends PlatformError {
  constructor(platform: PlatformName, message: string) {
    super(platform, message, false, null);
  }
}

/**
 * How long a job waits before retrying after `error` on attempt `attempt` (1-based): the platform's
 * Retry-After for a rate limit, else exponential backoff with jitter. Null: do not retry.
 */
export function platformRetryDelayMs(
  error: unknown,
  attempt: number,
  options: { baseMs?: number; maxMs?: number; random?: () => number } = {},
): number | null {
  if (!(error instanceof PlatformError) || !error.retryable) return null;
  const maxMs = options.maxMs ?? 5 * 60_000;
  if (error instanceof PlatformRateLimitError) return Math.min(maxMs, error.retryAfterSeconds * 1000);
  const exponential = (options.baseMs ?? 2000) * 2 ** Math.max(0, attempt - 1);
  const jitter = 0.5 + (options.random ?? Math.random)() / 2;
  return Math.min(maxMs, Math.round(exponential * jitter));
}
