import { z } from "zod";

/** Every Business API answer: `code` 0 is success whatever the HTTP status says. */
export const tiktokEnvelopeSchema = z.object({
  code: z.number(),
  message: z.string().optional().default(""),
  request_id: z.string().optional(),
  data: z.unknown().optional(),
});

export const tiktokTokenDataSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().optional(),
  open_id: z.string().optional(),
  /** Older answers named the account `creator_id`. */
  creator_id: z.string().optional(),
  refresh_token: z.string().min(1),
  refresh_token_expires_in: z.number().optional(),
  refresh_expires: z.number().optional(),
  expires: z.number().optional(),
  scope: z.string().optional().default(""),
  token_type: z.string().optional(),
});

export const tiktokAccountSchema = z.object({
  username: z.string(),
  display_name: z.string().optional(),
  profile_image: z.string().optional(),
  followers_count: z.number().optional(),
});

export const tiktokVideoSchema = z.object({
  item_id: z.string(),
  create_time: z.number().optional(),
  caption: z.string().optional(),
  share_url: z.string().optional(),
  comments: z.number().optional(),
});

export const tiktokVideoListSchema = z.object({
  videos: z.array(tiktokVideoSchema),
  cursor: z.number().optional(),
  has_more: z.boolean(),
});

const tiktokCommentBase = z.object({
  comment_id: z.string(),
  video_id: z.string(),
  user_id: z.string(),
  create_time: z.number(),
  text: z.string(),
  likes: z.number().optional(),
  replies: z.number().optional(),
  owner: z.boolean().optional(),
  status: z.string().optional(),
  username: z.string().optional(),
  display_name: z.string().optional(),
  unique_identifier: z.string().optional(),
  parent_comment_id: z.string().optional(),
});
/** Replies may come nested in `reply_list` (include_replies) rather than as rows of their own. */
export const tiktokCommentSchema = tiktokCommentBase.extend({
  reply_list: z.array(tiktokCommentBase).optional(),
});
export type TikTokComment = z.infer<typeof tiktokCommentBase>;

export const tiktokCommentListSchema = z.object({
  comments: z.array(tiktokCommentSchema),
  cursor: z.number().optional(),
  has_more: z.boolean(),
});

export const tiktokReplySchema = z.object({
  comment_id: z.string(),
  parent_comment_id: z.string().optional(),
  video_id: z.string().optional(),
  create_time: z.number().optional(),
  text: z.string().optional(),
});
