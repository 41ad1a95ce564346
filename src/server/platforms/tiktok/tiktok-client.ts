import type { IncomingMessage } from "../incoming-message";
import { type FetchLike, parseWith } from "../platform-http";
import type { TikTokConfig } from "../platforms.config";
import {
  tiktokAccountSchema,
  tiktokCommentListSchema,
  tiktokReplySchema,
  tiktokVideoListSchema,
} from "./tiktok.schema";
import { type TikTokTransport, tiktokRequest } from "./tiktok-api";
import { mapTikTokComment } from "./tiktok-mapping";
import { buildTikTokAuthorizeUrl, exchangeTikTokCode, refreshTikTokToken } from "./tiktok-oauth";

/** Business API caps: comment pages hold at most 30, video pages at most 20; replies at most 150 characters. */
export const TIKTOK_LIMITS = { commentPage: 30, videoPage: 20, replyLength: 150 } as const;

type Auth = { accessToken: string; businessId: string };

export type TikTokClient = ReturnType<typeof createTikTokClient>;

export function createTikTokClient(config: TikTokConfig, options: { fetch?: FetchLike } = {}) {
  const transport: TikTokTransport = { config, fetch: options.fetch };
  const call = tiktokRequest.bind(null, transport);

  async function listVideos(o: Auth & { cursor?: number; maxCount?: number }) {
    const data = await call({
      method: "GET",
      path: "business/video/list/",
      accessToken: o.accessToken,
      query: {
        business_id: o.businessId,
        fields: ["item_id", "create_time", "caption", "share_url", "comments"],
        cursor: o.cursor,
        max_count: o.maxCount ?? TIKTOK_LIMITS.videoPage,
      },
    });
    return parseWith("tiktok", tiktokVideoListSchema, data, "video list");
  }

  /**
   * One page of a video's comments, newest first; pass the answer's cursor back while hasMore.
   * `commentIds` (at most 30) narrows the page to those comments.
   */
  async function listComments(
    o: Auth & { videoId: string; cursor?: number; maxCount?: number; commentIds?: string[] },
  ) {
    const data = await call({
      method: "GET",
      path: "business/comment/list/",
      accessToken: o.accessToken,
      query: {
        business_id: o.businessId,
        video_id: o.videoId,
        comment_ids: o.commentIds,
        include_replies: true,
        status: "PUBLIC",
        sort_field: "create_time",
        sort_order: "desc",
        cursor: o.cursor,
        max_count: o.maxCount ?? TIKTOK_LIMITS.commentPage,
      },
    });
    const page = parseWith("tiktok", tiktokCommentListSchema, data, "comment list");
    const comments = page.comments.flatMap(({ reply_list, ...comment }) => [
      comment,
      ...(reply_list ?? []).map((r) => ({
        ...r,
        parent_comment_id: r.parent_comment_id ?? comment.comment_id,
      })),
    ]);
    return { comments, cursor: page.cursor ?? null, hasMore: page.has_more };
  }

  return {
    config,
    buildAuthorizeUrl: (o: { redirectUri: string; state: string }) =>
      buildTikTokAuthorizeUrl({ config, ...o }),
    exchangeCode: (o: { code: string; redirectUri: string }) => exchangeTikTokCode(transport, o),
    refreshToken: (o: { refreshToken: string; openId?: string }) => refreshTikTokToken(transport, o),
    listVideos,
    listComments,

    /**
     * The likes of given comments of one video: `comment/list` filtered by `comment_ids` (at most 30 per
     * call), with replies. Comments TikTok does not return (deleted, hidden) are absent from the map.
     * The page's `cursor`/`hasMore` are ignored: 30 ids fit one page.
     */
    async getCommentLikes(o: Auth & { videoId: string; commentIds: string[] }) {
      if (o.commentIds.length > TIKTOK_LIMITS.commentPage) {
        throw new RangeError(`At most ${TIKTOK_LIMITS.commentPage} comment ids per TikTok call`);
      }
      const page = await listComments({ ...o, maxCount: TIKTOK_LIMITS.commentPage });
      const likes = new Map<string, number>();
      for (const c of page.comments) if (c.likes !== undefined) likes.set(c.comment_id, c.likes);
      return likes;
    },

    async getAccount(o: Auth) {
      const data = await call({
        method: "GET",
        path: "business/get/",
        accessToken: o.accessToken,
        query: {
          business_id: o.businessId,
          fields: ["username", "display_name", "profile_image", "followers_count"],
        },
      });
      const a = parseWith("tiktok", tiktokAccountSchema, data, "account");
      return {
        username: a.username,
        displayName: a.display_name ?? null,
        followersCount: a.followers_count ?? null,
      };
    },

    /**
     * Polling: every comment (and reply) newer than `sinceCreateTime` (unix seconds) on the account's most
     * recent videos. The answer's watermark is the newest create_time seen: pass it to the next poll.
     * Comments with the same second as the watermark are returned again; ingestion is idempotent on their id.
     */
    async fetchCommentsSince(
      o: Auth & { sinceCreateTime: number; maxVideos?: number; maxPagesPerVideo?: number },
    ) {
      const messages: IncomingMessage[] = [];
      let watermark = o.sinceCreateTime;
      const videos = await listVideos({
        ...o,
        maxCount: Math.min(o.maxVideos ?? 10, TIKTOK_LIMITS.videoPage),
      });
      for (const video of videos.videos) {
        let cursor: number | undefined;
        for (let page = 0; page < (o.maxPagesPerVideo ?? 5); page++) {
          const result = await listComments({ ...o, videoId: video.item_id, cursor });
          const fresh = result.comments.filter((c) => c.create_time >= o.sinceCreateTime && !c.owner);
          for (const c of fresh) {
            messages.push(
              mapTikTokComment(c, {
                businessId: o.businessId,
                videoUrl: video.share_url,
                videoCaption: video.caption,
              }),
            );
            watermark = Math.max(watermark, c.create_time);
          }
          const reachedOlder = result.comments.some((c) => c.create_time < o.sinceCreateTime);
          if (!result.hasMore || reachedOlder || result.cursor === null) break;
          cursor = result.cursor;
        }
      }
      return { messages, watermark };
    },

    /** `business/comment/hide/`: hides (HIDE) or shows again (UNHIDE) a comment on the account's video. */
    async setCommentHidden(o: Auth & { videoId: string; commentId: string; hidden: boolean }) {
      await call({
        method: "POST",
        path: "business/comment/hide/",
        accessToken: o.accessToken,
        json: {
          business_id: o.businessId,
          video_id: o.videoId,
          comment_id: o.commentId,
          action: o.hidden ? "HIDE" : "UNHIDE",
        },
      });
    },

    async replyToComment(o: Auth & { videoId: string; commentId: string; text: string }) {
      if (o.text.length > TIKTOK_LIMITS.replyLength) {
        throw new RangeError(`A TikTok reply holds at most ${TIKTOK_LIMITS.replyLength} characters`);
      }
      const data = await call({
        method: "POST",
        path: "business/comment/reply/create/",
        accessToken: o.accessToken,
        json: { business_id: o.businessId, video_id: o.videoId, comment_id: o.commentId, text: o.text },
      });
      const reply = parseWith("tiktok", tiktokReplySchema, data, "reply answer");
      return { commentId: reply.comment_id };
    },
  };
}
