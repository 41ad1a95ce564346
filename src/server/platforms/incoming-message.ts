import { z } from "zod";

/**
 * A comment, reply, DM or mention as every platform mapping hands it to ingestion, named like the
 * messages table (spec 2, "Message") so the caller stores it without renaming.
 */
export const incomingMessageSchema = z.object({
  platform: z.enum(["instagram", "tiktok"]),
  /** The platform's id of the message: the idempotency key of ingestion. */
  platform_message_id: z.string().min(1),
  message_type: z.enum(["dm", "comment", "comment_reply", "mention"]),
  content: z.string(),
  /** Null for Instagram DMs: the webhook carries only the IGSID; look it up with getMessagingUser. */
  sender_username: z.string().nullable(),
  sender_platform_id: z.string().min(1),
  /** The parent comment's platform id, for replies. */
  parent_platform_id: z.string().optional(),
  /** The post (IG media id, TikTok video id) the comment sits on; needed to reply on TikTok. */
  post_platform_id: z.string().optional(),
  post_url: z.string().optional(),
  /** The post's caption and picture, for the detail view next to 'View Post'. */
  post_caption: z.string().optional(),
  post_thumbnail_url: z.string().optional(),
  /** The platform account (IG professional account id, TikTok business id) that received it. */
  account_platform_id: z.string().min(1),
  /** The sender's follower count where the platform gives it (Instagram's User Profile API for DM senders). */
  sender_followers_count: z.number().int().min(0).optional(),
  received_at: z.date(),
});
export type IncomingMessage = z.infer<typeof incomingMessageSchema>;
