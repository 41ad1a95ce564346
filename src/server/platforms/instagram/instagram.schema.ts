import { z } from "zod";

/** Graph API error envelope (developers.facebook.com/docs/graph-api/guides/error-handling). */
export const graphErrorSchema = z.object({
  error: z.object({
    message: z.string(),
    type: z.string().optional(),
    code: z.number(),
    error_subcode: z.number().optional(),
    error_user_title: z.string().optional(),
    error_user_msg: z.string().optional(),
    fbtrace_id: z.string().optional(),
  }),
});
export type GraphError = z.infer<typeof graphErrorSchema>["error"];

export const graphTokenSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.number().optional(),
});

export const pagesResponseSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      name: z.string().optional(),
      access_token: z.string().optional(),
      tasks: z.array(z.string()).optional(),
      instagram_business_account: z.object({ id: z.string() }).optional(),
    }),
  ),
});

export const igUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string().optional(),
  followers_count: z.number().optional(),
  media_count: z.number().optional(),
  profile_picture_url: z.string().optional(),
});

export const igMediaSchema = z.object({
  id: z.string(),
  caption: z.string().optional(),
  permalink: z.string().optional(),
  media_type: z.string().optional(),
  media_product_type: z.string().optional(),
  timestamp: z.string().optional(),
  username: z.string().optional(),
  media_url: z.string().optional(),
  /** Videos only: the still picture of the video. */
  thumbnail_url: z.string().optional(),
});

export const igCommentSchema = z.object({
  id: z.string(),
  text: z.string(),
  timestamp: z.string(),
  username: z.string().optional(),
  from: z.object({ id: z.string(), username: z.string().optional() }).optional(),
  media: z.object({ id: z.string(), permalink: z.string().optional() }).optional(),
});

/** `GET /{ig-comment-id}?fields=like_count` (docs/platforms.md, "Likes of a comment"). */
export const igCommentLikesSchema = z.object({
  id: z.string(),
  like_count: z.number().int().min(0).optional(),
});

export const mentionedCommentResponseSchema = z.object({
  id: z.string(),
  mentioned_comment: igCommentSchema,
});

export const mentionedMediaResponseSchema = z.object({
  id: z.string(),
  mentioned_media: igMediaSchema.extend({ owner: z.object({ id: z.string() }).optional() }),
});

export const messagingUserSchema = z.object({
  id: z.string(),
  username: z.string().optional(),
  name: z.string().optional(),
  follower_count: z.number().int().min(0).optional(),
});

export const idResponseSchema = z.object({ id: z.string() });
export const sendResponseSchema = z.object({ recipient_id: z.string().optional(), message_id: z.string() });
export const successResponseSchema = z.object({ success: z.boolean() });

const commentValueSchema = z.object({
  id: z.string(),
  text: z.string(),
  from: z.object({
    id: z.string(),
    username: z.string().optional(),
    self_ig_scoped_id: z.string().optional(),
  }),
  media: z.object({ id: z.string(), media_product_type: z.string().optional() }).loose(),
  parent_id: z.string().optional(),
});

const mentionValueSchema = z.object({ media_id: z.string(), comment_id: z.string().optional() });

export const changeSchema = z.object({ field: z.string(), value: z.unknown() });

export const messagingItemSchema = z.object({
  sender: z.object({ id: z.string() }),
  recipient: z.object({ id: z.string() }),
  timestamp: z.number(),
  message: z
    .object({
      mid: z.string(),
      text: z.string().optional(),
      attachments: z
        .array(z.object({ type: z.string(), payload: z.object({ url: z.string().optional() }).loose() }))
        .optional(),
      is_echo: z.boolean().optional(),
      is_deleted: z.boolean().optional(),
      is_unsupported: z.boolean().optional(),
      reply_to: z.object({ mid: z.string().optional() }).loose().optional(),
    })
    .optional(),
});

/** Accepts both `entry.changes[]` and the Business-Login examples' `field`/`value` directly on the entry. */
export const webhookEnvelopeSchema = z.object({
  object: z.string(),
  entry: z.array(
    z.object({
      id: z.string(),
      time: z.number(),
      changes: z.array(changeSchema).optional(),
      field: z.string().optional(),
      value: z.unknown().optional(),
      messaging: z.array(messagingItemSchema).optional(),
    }),
  ),
});

export { commentValueSchema, mentionValueSchema };
