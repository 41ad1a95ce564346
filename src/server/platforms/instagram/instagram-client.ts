import type { IncomingMessage } from "../incoming-message";
import { type FetchLike, parseWith } from "../platform-http";
import type { InstagramConfig } from "../platforms.config";
import {
  idResponseSchema,
  igCommentLikesSchema,
  igMediaSchema,
  igUserSchema,
  mentionedCommentResponseSchema,
  mentionedMediaResponseSchema,
  messagingUserSchema,
  sendResponseSchema,
  successResponseSchema,
} from "./instagram.schema";
import { type GraphTransport, graphRequest } from "./instagram-graph";
import {
  buildInstagramAuthorizeUrl,
  exchangeInstagramCode,
  resolveInstagramAccount,
} from "./instagram-oauth";

export type InstagramAccount = {
  igUserId: string;
  username: string;
  name: string | null;
  followersCount: number | null;
};

export type SentMessage = { recipientId: string | null; messageId: string };

/** Page-token calls; `accessToken` is always the connected Page's token. */
export type InstagramClient = ReturnType<typeof createInstagramClient>;

export function createInstagramClient(config: InstagramConfig, options: { fetch?: FetchLike } = {}) {
  const transport: GraphTransport = { config, fetch: options.fetch };
  const call = graphRequest.bind(null, transport);

  return {
    config,
    buildAuthorizeUrl: (o: { redirectUri: string; state: string }) =>
      buildInstagramAuthorizeUrl({ config, ...o }),
    exchangeCode: (o: { code: string; redirectUri: string }) => exchangeInstagramCode(transport, o),
    resolveAccount: (o: { userAccessToken: string }) => resolveInstagramAccount(transport, o),

    async getAccount(o: { accessToken: string; igUserId: string }): Promise<InstagramAccount> {
      const user = parseWith(
        "instagram",
        igUserSchema,
        await call({
          method: "GET",
          path: o.igUserId,
          accessToken: o.accessToken,
          query: { fields: "id,username,name,followers_count,media_count" },
        }),
        "Instagram account",
      );
      return {
        igUserId: user.id,
        username: user.username,
        name: user.name ?? null,
        followersCount: user.followers_count ?? null,
      };
    },

    /** Subscribes the Page to messaging webhooks; comment and mention fields come from the app subscription. */
    async subscribePage(o: { accessToken: string; pageId: string }): Promise<boolean> {
      const body = await call({
        method: "POST",
        path: `${o.pageId}/subscribed_apps`,
        accessToken: o.accessToken,
        query: { subscribed_fields: "messages,messaging_postbacks,feed" },
      });
      return parseWith("instagram", successResponseSchema, body, "subscription answer").success;
    },

    /** Public reply under a comment (replies to a reply land on the top-level comment). */
    async replyToComment(o: {
      accessToken: string;
      commentId: string;
      message: string;
    }): Promise<{ id: string }> {
      const body = await call({
        method: "POST",
        path: `${o.commentId}/replies`,
        accessToken: o.accessToken,
        query: { message: o.message },
      });
      return parseWith("instagram", idResponseSchema, body, "comment reply answer");
    },

    /** Comment moderation: hides (or shows again) a comment on the account's media. */
    async setCommentHidden(o: { accessToken: string; commentId: string; hidden: boolean }): Promise<boolean> {
      const body = await call({
        method: "POST",
        path: o.commentId,
        accessToken: o.accessToken,
        query: { hide: String(o.hidden) },
      });
      return parseWith("instagram", successResponseSchema, body, "comment hide answer").success;
    },

    /** Reply to a comment that mentioned the account on someone else's media. */
    async replyToMention(o: {
      accessToken: string;
      igUserId: string;
      mediaId: string;
      commentId?: string;
      message: string;
    }): Promise<{ id: string }> {
      const body = await call({
        method: "POST",
        path: `${o.igUserId}/mentions`,
        accessToken: o.accessToken,
        query: { media_id: o.mediaId, comment_id: o.commentId, message: o.message },
      });
      return parseWith("instagram", idResponseSchema, body, "mention reply answer");
    },

    /** One private DM per comment, within 7 days of the comment. */
    async sendPrivateReply(o: {
      accessToken: string;
      pageId: string;
      commentId: string;
      text: string;
    }): Promise<SentMessage> {
      return send(o.accessToken, o.pageId, {
        recipient: { comment_id: o.commentId },
        message: { text: o.text },
      });
    },

    /**
     * A DM to a customer by IGSID. Outside the 24-hour window the Graph API refuses it and this throws
     * InstagramMessagingWindowError; `humanAgent` tags a person's reply, which Meta allows for 7 days.
     */
    async sendDirectMessage(o: {
      accessToken: string;
      pageId: string;
      recipientId: string;
      text: string;
      humanAgent?: boolean;
    }): Promise<SentMessage> {
      return send(o.accessToken, o.pageId, {
        recipient: { id: o.recipientId },
        message: { text: o.text },
        ...(o.humanAgent
          ? { messaging_type: "MESSAGE_TAG", tag: "HUMAN_AGENT" }
          : { messaging_type: "RESPONSE" }),
      });
    },

    /**
     * The webhook for DMs carries only the IGSID; the User Profile API gives the handle and, from
     * Graph v12.0, the person's follower_count (docs/platforms.md).
     */
    async getMessagingUser(o: { accessToken: string; igsid: string }) {
      const body = await call({
        method: "GET",
        path: o.igsid,
        accessToken: o.accessToken,
        query: { fields: "name,username,follower_count" },
      });
      const user = parseWith("instagram", messagingUserSchema, body, "user profile");
      return {
        id: user.id,
        username: user.username ?? null,
        name: user.name ?? null,
        followersCount: user.follower_count ?? null,
      };
    },

    /**
     * The likes of one comment on the account's media: the IG Comment node's `like_count`. Answers null
     * when the node comes back without it (docs/platforms.md, "Likes of a comment").
     */
    async getCommentLikeCount(o: { accessToken: string; commentId: string }): Promise<number | null> {
      const body = await call({
        method: "GET",
        path: o.commentId,
        accessToken: o.accessToken,
        query: { fields: "like_count" },
      });
      return parseWith("instagram", igCommentLikesSchema, body, "comment likes").like_count ?? null;
    },

    async getMedia(o: { accessToken: string; mediaId: string }) {
      const body = await call({
        method: "GET",
        path: o.mediaId,
        accessToken: o.accessToken,
        query: {
          fields: "id,caption,permalink,media_type,media_product_type,timestamp,media_url,thumbnail_url",
        },
      });
      return parseWith("instagram", igMediaSchema, body, "media");
    },

    /** Hydrates a `mentions` webhook about a comment into a message. */
    async getMentionedComment(o: {
      accessToken: string;
      igUserId: string;
      commentId: string;
    }): Promise<IncomingMessage> {
      const body = await call({
        method: "GET",
        path: o.igUserId,
        accessToken: o.accessToken,
        query: {
          fields: `mentioned_comment.comment_id(${o.commentId}){id,text,timestamp,username,from,media{id,permalink}}`,
        },
      });
      const { mentioned_comment: c } = parseWith(
        "instagram",
        mentionedCommentResponseSchema,
        body,
        "mention",
      );
      return {
        platform: "instagram",
        platform_message_id: c.id,
        message_type: "mention",
        content: c.text,
        sender_username: c.username ?? c.from?.username ?? null,
        sender_platform_id: c.from?.id ?? c.username ?? c.id,
        post_platform_id: c.media?.id,
        post_url: c.media?.permalink,
        account_platform_id: o.igUserId,
        received_at: new Date(c.timestamp),
      };
    },

    /** Hydrates a `mentions` webhook about a caption into a message. */
    async getMentionedMedia(o: {
      accessToken: string;
      igUserId: string;
      mediaId: string;
    }): Promise<IncomingMessage> {
      const body = await call({
        method: "GET",
        path: o.igUserId,
        accessToken: o.accessToken,
        query: {
          fields: `mentioned_media.media_id(${o.mediaId}){id,caption,permalink,timestamp,username,media_type,owner}`,
        },
      });
      const { mentioned_media: m } = parseWith("instagram", mentionedMediaResponseSchema, body, "mention");
      return {
        platform: "instagram",
        platform_message_id: m.id,
        message_type: "mention",
        content: m.caption ?? "",
        sender_username: m.username ?? null,
        sender_platform_id: m.owner?.id ?? m.username ?? m.id,
        post_platform_id: m.id,
        post_url: m.permalink,
        account_platform_id: o.igUserId,
        received_at: m.timestamp ? new Date(m.timestamp) : new Date(),
      };
    },
  };

  async function send(accessToken: string, pageId: string, payload: unknown): Promise<SentMessage> {
    const body = await call({ method: "POST", path: `${pageId}/messages`, accessToken, json: payload });
    const sent = parseWith("instagram", sendResponseSchema, body, "send answer");
    return { recipientId: sent.recipient_id ?? null, messageId: sent.message_id };
  }
}
