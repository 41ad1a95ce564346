import { z } from "zod";
import { INTENTS } from "../ai/ai.constants";
import {
  COMMENT_DM_TEXTS,
  DM_TEXT_LIMIT,
  DRY_RUN_DAYS_DEFAULT,
  DRY_RUN_DAYS_MAX,
  KEYWORD_MAX_LENGTH,
  KEYWORDS_MAX,
  PUBLIC_REPLY_LIMIT,
} from "./comment-dm.constants";

const keywordsSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1)
      .max(KEYWORD_MAX_LENGTH, `A keyword holds at most ${KEYWORD_MAX_LENGTH} characters`),
  )
  .max(KEYWORDS_MAX, `At most ${KEYWORDS_MAX} keywords`)
  .transform((words) => [...new Set(words.map((w) => w.toLocaleLowerCase()))]);

/** A rule needs a keyword or an intent, and an intent needs its minimum confidence. */
function checkTrigger(
  value: { keywords: string[]; intent: string | null; intent_threshold: number | null },
  ctx: z.RefinementCtx,
) {
  if (value.keywords.length === 0 && !value.intent)
    ctx.addIssue({ code: "custom", path: ["keywords"], message: COMMENT_DM_TEXTS.triggerRequired });
  if (value.intent && value.intent_threshold === null)
    ctx.addIssue({ code: "custom", path: ["intent_threshold"], message: COMMENT_DM_TEXTS.thresholdRequired });
}

/** What makes a comment match: shared by the rule form and the dry run. */
export const ruleTriggerSchema = z
  .object({
    post_platform_id: z.string().trim().min(1).max(100).nullable().default(null),
    keywords: keywordsSchema.default([]),
    intent: z.enum(INTENTS).nullable().default(null),
    /** Whole percent, as the form shows it (85 = 85 %). */
    intent_threshold: z.number().int().min(1).max(100).nullable().default(null),
  })
  .superRefine(checkTrigger);

export const ruleInputSchema = z
  .object({
    name: z.string().trim().min(1, "Name the rule").max(80),
    enabled: z.boolean().default(true),
    post_platform_id: z.string().trim().min(1).max(100).nullable().default(null),
    keywords: keywordsSchema.default([]),
    intent: z.enum(INTENTS).nullable().default(null),
    intent_threshold: z.number().int().min(1).max(100).nullable().default(null),
    public_reply: z
      .string()
      .trim()
      .min(1, "Write the public reply")
      .max(
        PUBLIC_REPLY_LIMIT,
        `The public reply holds at most ${PUBLIC_REPLY_LIMIT} characters on Instagram`,
      ),
    dm_text: z
      .string()
      .trim()
      .min(1, "Write the DM")
      .max(
        DM_TEXT_LIMIT,
        `The DM holds at most ${DM_TEXT_LIMIT} characters, so the product link still fits Instagram's limit`,
      ),
    product_id: z.uuid("Choose a product"),
  })
  .superRefine(checkTrigger);
export type RuleInput = z.infer<typeof ruleInputSchema>;
export type RuleTriggerInput = z.infer<typeof ruleTriggerSchema>;

export const ruleIdParamsSchema = z.object({ id: z.uuid() });
export const setRuleEnabledSchema = z.object({ enabled: z.boolean() });

export const ruleStatsSchema = z.object({
  matched: z.number().int(),
  dms_sent: z.number().int(),
  queued: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  clicks: z.number().int(),
  revenue: z.number(),
});

export const ruleSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  enabled: z.boolean(),
  platform: z.literal("instagram"),
  post_platform_id: z.string().nullable(),
  keywords: z.array(z.string()),
  intent: z.enum(INTENTS).nullable(),
  intent_threshold: z.number().int().nullable(),
  public_reply: z.string(),
  dm_text: z.string(),
  product_id: z.uuid(),
  product_title: z.string().nullable(),
  updated_at: z.string(),
  stats: ruleStatsSchema,
});
export type CommentDmRule = z.infer<typeof ruleSchema>;

export const rulesResponseSchema = z.object({
  success: z.literal(true),
  rules: z.array(ruleSchema),
  currency: z.string(),
});
export const ruleResponseSchema = z.object({ success: z.literal(true), rule: ruleSchema });
export const deleteRuleResponseSchema = z.object({ success: z.literal(true) });

export const ruleOptionsResponseSchema = z.object({
  success: z.literal(true),
  posts: z.array(
    z.object({
      post_platform_id: z.string(),
      post_url: z.string().nullable(),
      caption: z.string().nullable(),
      comments: z.number().int(),
      last_comment_at: z.string(),
    }),
  ),
  products: z.array(z.object({ id: z.uuid(), title: z.string() })),
});

export const ruleMatchesResponseSchema = z.object({
  success: z.literal(true),
  matches: z.array(
    z.object({
      id: z.uuid(),
      message_id: z.uuid(),
      commenter_username: z.string(),
      content: z.string(),
      matched_by: z.enum(["keyword", "intent"]),
      status: z.enum(["queued", "sending", "sent", "skipped", "failed"]),
      reason: z.string().nullable(),
      public_reply_error: z.string().nullable(),
      matched_at: z.string(),
      dm_sent_at: z.string().nullable(),
    }),
  ),
});

export const dryRunInputSchema = z.object({
  trigger: ruleTriggerSchema,
  days: z.number().int().min(1).max(DRY_RUN_DAYS_MAX).default(DRY_RUN_DAYS_DEFAULT),
  /** A saved rule's id: its people already messaged are shown as skipped. */
  rule_id: z.uuid().nullable().default(null),
});
export type DryRunInput = z.infer<typeof dryRunInputSchema>;

export const dryRunResponseSchema = z.object({
  success: z.literal(true),
  days: z.number().int(),
  scanned: z.number().int(),
  matched: z.number().int(),
  would_dm: z.number().int(),
  items: z.array(
    z.object({
      message_id: z.uuid(),
      commenter_username: z.string(),
      content: z.string(),
      post_url: z.string().nullable(),
      received_at: z.string(),
      matched_by: z.enum(["keyword", "intent"]),
      keyword: z.string().nullable(),
      intent: z.string().nullable(),
      confidence: z.number().nullable(),
      would_dm: z.boolean(),
      skip_reason: z.string().nullable(),
    }),
  ),
});
export type DryRunResult = z.infer<typeof dryRunResponseSchema>;
