import { z } from "zod";

export const MODERATION_ACTIONS = ["hide", "unhide", "mark_spam", "not_spam"] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** POST /api/inbox/messages/:id/moderation */
export const moderateMessageSchema = z.object({
  action: z.enum(MODERATION_ACTIONS, "Choose hide, unhide, mark_spam or not_spam"),
  /** Why, for the audit line: spam, abusive, or a person's own words. */
  reason: z.string().trim().min(1, "Give a reason").max(200).default("abusive"),
});
export type ModerateMessageInput = z.infer<typeof moderateMessageSchema>;

export const moderationEventSchema = z.object({
  id: z.string(),
  action: z.enum(MODERATION_ACTIONS),
  on_platform: z.boolean(),
  reason: z.string(),
  actor: z.string(),
  error: z.string().nullable(),
  created_at: z.string(),
});
export type ModerationEvent = z.infer<typeof moderationEventSchema>;

export const moderationResultSchema = z.object({
  success: z.literal(true),
  hidden_at: z.string().nullable(),
  hidden_on_platform: z.boolean(),
  spam_at: z.string().nullable(),
  /** The audit line this action wrote. */
  event: moderationEventSchema,
});
export type ModerationResult = z.infer<typeof moderationResultSchema>;

export const moderationEventsResponseSchema = z.object({
  success: z.literal(true),
  events: z.array(moderationEventSchema),
});

/** GET/PATCH /api/inbox/settings: the team's moderation switch. */
export const inboxSettingsSchema = z.object({ hide_spam_on_platform: z.boolean() });
export type InboxSettings = z.infer<typeof inboxSettingsSchema>;

export const SPAM_FILTER_ACTOR = "Lunara (spam filter)";
