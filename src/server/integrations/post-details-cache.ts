/** What a comment's webhook lacks about its post: the Graph API's media fields Lunara shows. */
export type PostDetails = { permalink?: string; caption?: string; thumbnailUrl?: string };

export type PostDetailsCache = {
  /**
   * The post's details from the cache, or from `load` (once for every comment asking at the same
   * time). A failed load is not kept: the next comment asks again.
   */
  get(integrationId: string, postId: string, load: () => Promise<PostDetails>): Promise<PostDetails>;
};

/**
 * Post details per connected account and post, kept `ttlMs` (10 minutes by default). A comment
 * storm under one post ("comment GLOW for the link") asked the Graph API for the same post once per
 * comment: a round trip before each comment was stored, and a share of the account's hourly call
 * budget (../shared/platforms-reference.md, rate limits). A caption edited meanwhile shows on the
 * comments that arrive after the entry expires.
 */
export function createPostDetailsCache(
  options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
): PostDetailsCache {
  const ttlMs = options.ttlMs ?? 10 * 60_000;
  const maxEntries = options.maxEntries ?? 5_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { details: Promise<PostDetails>; expires: number }>();

  return {
    get(integrationId, postId, load) {
      const key = `${integrationId}:${postId}`;
      const known = entries.get(key);
      if (known && known.expires > now()) return known.details;
      if (known) entries.delete(key);
      if (entries.size >= maxEntries) {
        // Maps keep insertion order: the oldest entry goes first.
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      const details = load();
      entries.set(key, { details, expires: now() + ttlMs });
      details.catch(() => {
        if (entries.get(key)?.details === details) entries.delete(key);
      });
      return details;
    },
  };
}
