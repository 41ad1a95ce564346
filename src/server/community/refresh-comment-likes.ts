import type { Db } from "../db/client";
import type { AppDeps } from "../deps";
import { recordAuthFailure } from "../integrations/integration-health";
import {
  type IntegrationRecord,
  listIntegrationsByPlatform,
  mergeIntegrationSettings,
} from "../integrations/integrations.repository";
import { withTikTokToken } from "../integrations/tiktok-session";
import {
  PlatformAuthError,
  PlatformError,
  PlatformRateLimitError,
  PlatformRequestError,
} from "../platforms/platform-errors";
import { TIKTOK_LIMITS } from "../platforms/tiktok/tiktok-client";
import {
  listRecentComments,
  markLikesRead,
  type RecentComment,
  storeLikeCount,
} from "./community-likes.repository";

type Deps = Pick<AppDeps, "db" | "now" | "integrations">;

/** Comments older than this keep the count last read: likes come mostly in a post's first days. */
export const LIKES_WINDOW_DAYS = 7;
const BATCH = 100;

export type LikesRefreshOutcome = {
  teamId: string;
  integrationId: string;
  platform: "instagram" | "tiktok";
  /** Comments whose count the platform gave in this run. */
  read: number;
  /** Of those, comments whose count differed from the stored one. */
  changed: number;
  /** Why the account stopped before its last comment (token, rate limit, platform down), or null. */
  skipped: string | null;
};

/**
 * Reads the like counts of every connected Instagram and TikTok account's comments of the last `days`
 * days and stores them, each account on its own: one whose token fails or that is throttled stops there
 * with the reason recorded on the integration (`settings.likesRefresh`), the batches it already
 * stored stay, and the other accounts go on. A run asks about each comment once (`likes_read_at`), the
 * never-read and longest-unread first, so a throttled account resumes next hour where it stopped.
 */
export async function refreshCommentLikes(
  deps: Deps,
  o: { days?: number } = {},
): Promise<LikesRefreshOutcome[]> {
  const since = new Date(deps.now().getTime() - (o.days ?? LIKES_WINDOW_DAYS) * 86_400_000);
  const outcomes: LikesRefreshOutcome[] = [];
  for (const platform of ["instagram", "tiktok"] as const) {
    for (const account of await listIntegrationsByPlatform(deps.db, platform, ["active", "connected"])) {
      outcomes.push(await refreshAccountLikes(deps, account, platform, since));
    }
  }
  return outcomes;
}

async function refreshAccountLikes(
  deps: Deps,
  integration: IntegrationRecord,
  platform: "instagram" | "tiktok",
  since: Date,
): Promise<LikesRefreshOutcome> {
  const outcome: LikesRefreshOutcome = {
    teamId: integration.teamId,
    integrationId: integration.id,
    platform,
    read: 0,
    changed: 0,
    skipped: null,
  };
  const runStart = deps.now();
  try {
    for (;;) {
      const batch = await listRecentComments(deps.db, {
        teamId: integration.teamId,
        integrationId: integration.id,
        since,
        runStart,
        limit: BATCH,
      });
      if (batch.length === 0) break;
      const counts =
        platform === "instagram"
          ? await instagramLikes(deps, integration, batch)
          : await tiktokLikes(deps, integration, batch);
      await deps.db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        for (const [interactionId, likes] of counts) {
          const delta = await storeLikeCount(tx, integration.teamId, interactionId, likes);
          if (delta !== 0) outcome.changed++;
        }
        const asked = batch.map((c) => c.interactionId);
        await markLikesRead(tx, integration.teamId, asked, runStart);
      });
      outcome.read += counts.size;
      if (batch.length < BATCH) break;
    }
  } catch (error) {
    // Whatever stops this account (a token that cannot be read included) must not stop the others.
    outcome.skipped = skipReason(error);
    // An expired or revoked token also turns the integration's card red, as every other caller does.
    await recordAuthFailure(deps, { id: integration.id, platform }, error);
  }
  await mergeIntegrationSettings(
    deps.db,
    integration.id,
    {
      likesRefresh: {
        at: deps.now().toISOString(),
        read: outcome.read,
        changed: outcome.changed,
        skipped: outcome.skipped,
      },
    },
    deps.now(),
  );
  return outcome;
}

function skipReason(error: unknown): string {
  if (error instanceof PlatformAuthError) return `token refused (${error.reason}): ${error.message}`;
  if (error instanceof PlatformRateLimitError)
    return `rate limited (retry after ${error.retryAfterSeconds} s): ${error.message}`;
  if (error instanceof PlatformError) return `platform error: ${error.message}`;
  return `failed: ${error instanceof Error ? error.message : String(error)}`;
}

/** One Graph call per comment; a comment the platform no longer has (deleted, #100/33) is passed over. */
async function instagramLikes(deps: Deps, integration: IntegrationRecord, batch: RecentComment[]) {
  const accessToken = deps.integrations.cipher.decrypt(integration.accessTokenEncrypted).token;
  const counts = new Map<number, number>();
  for (const comment of batch) {
    try {
      const likes = await deps.integrations.instagram.getCommentLikeCount({
        accessToken,
        commentId: comment.commentId,
      });
      if (likes !== null) counts.set(comment.interactionId, likes);
    } catch (error) {
      if (!(error instanceof PlatformRequestError)) throw error;
    }
  }
  return counts;
}

/** `comment/list` by video with up to 30 comment ids a call; a comment without its video id is passed over. */
async function tiktokLikes(deps: Deps, integration: IntegrationRecord, batch: RecentComment[]) {
  const byVideo = new Map<string, RecentComment[]>();
  for (const comment of batch) {
    if (!comment.postId) continue;
    byVideo.set(comment.postId, [...(byVideo.get(comment.postId) ?? []), comment]);
  }
  const counts = new Map<number, number>();
  for (const [videoId, comments] of byVideo) {
    for (let i = 0; i < comments.length; i += TIKTOK_LIMITS.commentPage) {
      const chunk = comments.slice(i, i + TIKTOK_LIMITS.commentPage);
      const likes = await withTikTokToken(deps, integration, (auth) =>
        deps.integrations.tiktok.getCommentLikes({
          ...auth,
          videoId,
          commentIds: chunk.map((c) => c.commentId),
        }),
      );
      for (const c of chunk) {
        const n = likes.get(c.commentId);
        if (n !== undefined) counts.set(c.interactionId, n);
      }
    }
  }
  return counts;
}
