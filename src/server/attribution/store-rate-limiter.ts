/**
 * A token bucket per store, in memory: cheap enough to run on every pixel event. Each server
 * process keeps its own buckets, so the limit is per store per process.
 */
export function createStoreRateLimiter(
  limit: { perSecond: number; burst: number },
  now: () => number = Date.now,
) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(storeId: string): boolean {
      const t = now();
      const bucket = buckets.get(storeId) ?? { tokens: limit.burst, at: t };
      bucket.tokens = Math.min(limit.burst, bucket.tokens + ((t - bucket.at) / 1000) * limit.perSecond);
      bucket.at = t;
      if (bucket.tokens < 1) {
        buckets.set(storeId, bucket);
        return false;
      }
      bucket.tokens -= 1;
      buckets.set(storeId, bucket);
      return true;
    },
  };
}
