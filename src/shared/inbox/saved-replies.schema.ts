import { z } from "zod";

/** The variables a saved reply may hold; each is filled from the conversation before sending. */
export const SAVED_REPLY_VARIABLES = ["first_name", "product", "order_status", "tracking_link"] as const;
export type SavedReplyVariable = (typeof SAVED_REPLY_VARIABLES)[number];

export const savedReplyInputSchema = z.object({
  title: z.string().trim().min(1, "Give the reply a name").max(80, "At most 80 characters"),
  content: z.string().trim().min(1, "Write the reply").max(2200, "At most 2200 characters"),
});
export type SavedReplyInput = z.infer<typeof savedReplyInputSchema>;

export const savedReplySchema = savedReplyInputSchema.extend({
  id: z.string(),
  created_by: z.string(),
  updated_at: z.string(),
});
export type SavedReply = z.infer<typeof savedReplySchema>;

export const savedReplyListSchema = z.object({
  success: z.literal(true),
  replies: z.array(savedReplySchema),
});

/** POST /api/inbox/saved-replies/render: a saved reply's variables filled for one message. */
export const renderSavedReplySchema = z.object({
  message_id: z.uuid("Invalid message id"),
  content: z.string().trim().min(1).max(2200),
  product_id: z.uuid("Invalid product id").optional(),
});
export type RenderSavedReplyInput = z.infer<typeof renderSavedReplySchema>;

export const renderedReplySchema = z.object({
  success: z.literal(true),
  content: z.string(),
  /** Variables nothing could fill (no order yet, no product picked): the text keeps them until edited. */
  missing: z.array(z.enum(SAVED_REPLY_VARIABLES)),
});
export type RenderedReply = z.infer<typeof renderedReplySchema>;

export const savedReplyIdParamsSchema = z.object({ id: z.uuid("Invalid saved reply id") });

/** POST and PATCH /api/inbox/saved-replies: the saved reply as stored. */
export const savedReplyResultSchema = z.object({ success: z.literal(true), reply: savedReplySchema });
