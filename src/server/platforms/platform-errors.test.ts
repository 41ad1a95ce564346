import { describe, expect, it } from "vitest";
import {
  PlatformAuthError,
  PlatformRateLimitError,
  PlatformServerError,
  PlatformTimeoutError,
  platformRetryDelayMs,
} from "./platform-errors";

describe("platformRetryDelayMs", () => {
  const fixed = { random: () => 1 };

  it("waits the platform's Retry-After on a rate limit", () => {
    expect(platformRetryDelayMs(new PlatformRateLimitError("shopify", 7, "throttled", null), 1, fixed)).toBe(
      7000,
    );
  });

  it("backs off exponentially on 5xx and timeouts, up to the cap", () => {
    const error = new PlatformServerError("tiktok", 503, "down", null);
    expect([1, 2, 3].map((n) => platformRetryDelayMs(error, n, fixed))).toEqual([2000, 4000, 8000]);
    expect(platformRetryDelayMs(new PlatformTimeoutError("instagram", "slow"), 20, fixed)).toBe(300_000);
  });

  it("never retries auth failures or foreign errors", () => {
    expect(platformRetryDelayMs(new PlatformAuthError("instagram", "revoked", "gone", "190"), 1)).toBeNull();
    expect(platformRetryDelayMs(new Error("boom"), 1)).toBeNull();
  });
});
