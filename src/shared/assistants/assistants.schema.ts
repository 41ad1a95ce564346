import { z } from "zod";
import {
  ACTION_KINDS,
  ASSISTANT_KEYS,
  MAX_QUESTION_LENGTH,
  MONITOR_KEYS,
  type MonitorKey,
  QUESTION_TOO_LONG,
} from "./assistants.constants";

export const assistantKeySchema = z.enum(ASSISTANT_KEYS);
export const assistantParamsSchema = z.object({ assistant: assistantKeySchema });
export const idParamsSchema = z.object({ id: z.uuid() });

export const askRequestSchema = z.object({
  conversationId: z.uuid().optional(),
  question: z.string().trim().min(1, "Type a question first.").max(MAX_QUESTION_LENGTH, QUESTION_TOO_LONG),
});
export type AskRequest = z.infer<typeof askRequestSchema>;

/** One exact figure of an answer and the web route listing the records behind it. */
export const figureSchema = z.object({
  label: z.string(),
  value: z.number(),
  display: z.string(),
  link: z.string(),
});
export type Figure = z.infer<typeof figureSchema>;

export const chartSchema = z.object({
  unit: z.enum(["money", "count"]),
  currency: z.string().optional(),
  series: z.array(
    z.object({ label: z.string(), points: z.array(z.object({ x: z.string(), y: z.number() })) }),
  ),
});
export type Chart = z.infer<typeof chartSchema>;

export const actionKindSchema = z.enum(ACTION_KINDS);

export const actionStatusSchema = z.enum([
  "previewed",
  "running",
  "done",
  "undone",
  "expired",
  "cancelled",
  "failed",
]);

export const actionPreviewSchema = z.object({
  id: z.uuid(),
  kind: actionKindSchema,
  description: z.string(),
  count: z.number().int(),
  sample: z.array(
    z.object({
      id: z.uuid(),
      platform: z.string(),
      sender: z.string(),
      content: z.string(),
      receivedAt: z.string(),
    }),
  ),
  link: z.string(),
  status: actionStatusSchema,
  processed: z.number().int(),
  expiresAt: z.string(),
  confirmedBy: z.string().nullable(),
  undoable: z.boolean(),
  /** Why it cannot be undone, said in the preview before anyone confirms. */
  notUndoable: z.string().optional(),
  /** A bulk reply: the reviewed template and a few replies as they will be sent. */
  reply: z
    .object({
      template: z.string(),
      examples: z.array(
        z.object({
          messageId: z.uuid(),
          sender: z.string(),
          text: z.string().nullable(),
          skip: z.string().optional(),
        }),
      ),
      /** Messages of the selection whose {product} cannot be filled: they will not be sent. */
      unfillable: z.number().int(),
    })
    .optional(),
  /** Tracking links: where they lead. */
  destination: z.object({ label: z.string(), url: z.string() }).optional(),
  /** Once run: per message what went out (a link) and what could not, with why. */
  outcome: z
    .object({
      succeeded: z.number().int(),
      failed: z.number().int(),
      failures: z.array(z.object({ messageId: z.uuid(), sender: z.string(), reason: z.string() })),
      links: z.array(z.object({ messageId: z.uuid(), sender: z.string(), url: z.string() })),
    })
    .optional(),
});
export type ActionPreview = z.infer<typeof actionPreviewSchema>;

export const answerSchema = z.object({
  text: z.string(),
  figures: z.array(figureSchema),
  chart: chartSchema.optional(),
  preview: actionPreviewSchema.optional(),
  suggestions: z.array(z.string()),
  /** Which tools produced the figures: numbers come only from them. */
  tools: z.array(z.string()),
});
export type Answer = z.infer<typeof answerSchema>;

export const chatMessageSchema = z.object({
  id: z.uuid(),
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  answer: answerSchema.nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const conversationSummarySchema = z.object({
  id: z.uuid(),
  assistant: assistantKeySchema,
  title: z.string(),
  updatedAt: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;
export const conversationListSchema = z.object({ conversations: z.array(conversationSummarySchema) });
export const conversationSchema = conversationSummarySchema.extend({ messages: z.array(chatMessageSchema) });
export type Conversation = z.infer<typeof conversationSchema>;

/** The streamed answer, one JSON object per line (application/x-ndjson). */
export const askEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("thinking"), conversationId: z.uuid() }),
  z.object({ type: z.literal("delta"), text: z.string() }),
  z.object({ type: z.literal("done"), conversationId: z.uuid(), message: chatMessageSchema }),
  z.object({ type: z.literal("error"), message: z.string() }),
]);
export type AskEvent = z.infer<typeof askEventSchema>;

export const actionResponseSchema = z.object({ action: actionPreviewSchema });

export const galaraAlertSchema = z.object({
  id: z.uuid(),
  monitor: z.string(),
  severity: z.enum(["info", "urgent"]),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  createdAt: z.string(),
});
export type GalaraAlert = z.infer<typeof galaraAlertSchema>;
export const alertListSchema = z.object({ alerts: z.array(galaraAlertSchema) });

export const monitorSettingSchema = z.object({
  monitor: z.enum(MONITOR_KEYS as [MonitorKey, ...MonitorKey[]]),
  enabled: z.boolean(),
  threshold: z
    .number()
    .positive("The threshold must be above 0.")
    .max(100_000, "The threshold is too large."),
});
export type MonitorSetting = z.infer<typeof monitorSettingSchema>;
export const monitorSettingsSchema = z.object({
  monitors: z.array(monitorSettingSchema.extend({ label: z.string(), unit: z.string() })),
});
