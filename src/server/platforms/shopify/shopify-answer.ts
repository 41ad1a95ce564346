import {
  PlatformAuthError,
  PlatformRateLimitError,
  PlatformRequestError,
  PlatformServerError,
} from "../platform-errors";
import { type RawResponse, retryAfterSeconds } from "../platform-http";

/**
 * Throws the typed PlatformError of a Shopify Admin answer that is not a 200 (GraphQL and REST
 * alike): 401 a refused token, 403 a missing scope, 429 (or `throttle.throttled`, GraphQL's
 * THROTTLED in a 200) a rate limit, 5xx a server error, anything else an unexpected answer.
 */
export function throwUnlessShopifyOk(
  response: RawResponse,
  throttle: { throttled?: boolean; waitSeconds: number; code: string },
): void {
  const text = response.text.slice(0, 300);
  if (response.status === 401) {
    const reason = /expired/i.test(text) ? "expired" : "revoked";
    throw new PlatformAuthError("shopify", reason, `Shopify refused the access token: ${text}`, "401");
  }
  if (response.status === 403)
    throw new PlatformAuthError("shopify", "revoked", `Missing access scope: ${text}`, "403");
  if (response.status === 429 || throttle.throttled) {
    const wait = retryAfterSeconds(response.headers, throttle.waitSeconds);
    throw new PlatformRateLimitError("shopify", wait, "Shopify throttled the request", throttle.code);
  }
  if (response.status >= 500)
    throw new PlatformServerError("shopify", response.status, `Shopify error: ${text}`, null);
  if (response.status !== 200)
    throw new PlatformRequestError("shopify", response.status, `Unexpected Shopify answer: ${text}`, null);
}
