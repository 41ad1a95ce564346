import type { IncomingMessage } from "../incoming-message";
import type { TikTokComment } from "./tiktok.schema";

export function mapTikTokComment(
  comment: TikTokComment,
  context: { businessId: string; videoUrl?: string; videoCaption?: string },
): IncomingMessage {
  return {
    platform: "tiktok",
    platform_message_id: comment.comment_id,
    message_type: comment.parent_comment_id ? "comment_reply" : "comment",
    content: comment.text,
    sender_username: comment.username ?? comment.unique_identifier ?? comment.display_name ?? null,
    sender_platform_id: comment.user_id,
    parent_platform_id: comment.parent_comment_id,
    post_platform_id: comment.video_id,
    post_url: context.videoUrl,
    // The video's caption: what a comment that names no product ("price?") is asking about.
    ...(context.videoCaption ? { post_caption: context.videoCaption } : {}),
    account_platform_id: context.businessId,
    received_at: new Date(comment.create_time * 1000),
  };
}
