import { z } from "zod";
import { INTENTS, SENTIMENT_CLASSIFICATIONS } from "../ai/ai.constants";
import { calendarDaySchema } from "../analytics/calendar-day.schema";
import { figureSchema } from "./assistants.schema";
import { messageFilterSchema } from "./message-filter";

const day = calendarDaySchema;
export const periodSchema = z.object({ label: z.string().max(80), start: day, end: day });

/** Inputs of the read tools: the same for the embedded engine and the model's tool calls. */
export const revenueToolInput = z.object({
  period: periodSchema,
  compare: z.boolean().default(false),
  byChannel: z.boolean().default(false),
});
export const topProductsToolInput = z.object({
  period: periodSchema,
  limit: z.number().int().min(1).max(20).default(5),
});
export const locationsToolInput = z.object({
  period: periodSchema,
  limit: z.number().int().min(1).max(20).default(5),
});
export const funnelToolInput = z.object({ period: periodSchema });
export const leadsToolInput = z.object({ period: periodSchema });
export const trackingLinksToolInput = z.object({ period: periodSchema });
export const inboxCountsToolInput = z.object({
  filter: messageFilterSchema,
  groupBy: z.enum(["none", "intent", "sentiment", "urgency", "platform", "day", "status"]).default("none"),
});
export const responseTimesToolInput = z.object({ range: z.enum(["today", "week", "month"]).default("week") });
export const historyToolInput = z.object({ handle: z.string().trim().min(1).max(100) });
export const searchMessagesToolInput = z.object({
  filter: messageFilterSchema,
  limit: z.number().int().min(1).max(20).default(5),
});

export const messageTopicsToolInput = z.object({
  filter: messageFilterSchema,
  limit: z.number().int().min(1).max(10).default(5),
});
export const sentimentTrendToolInput = z.object({
  period: periodSchema,
  filter: messageFilterSchema.default({}),
});

export const toolResultSchema = z.object({
  figures: z.array(figureSchema),
  /** Rows a template or the model may quote (labels, never figures beyond those above). */
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))).default([]),
  series: z
    .array(z.object({ label: z.string(), points: z.array(z.object({ x: z.string(), y: z.number() })) }))
    .optional(),
  currency: z.string().optional(),
});
export type ToolResult = z.infer<typeof toolResultSchema>;

export const intentSchema = z.enum(INTENTS);
export const sentimentSchema = z.enum(SENTIMENT_CLASSIFICATIONS);

/**
 * Lunara's two outward actions as the model may ask for them: a preview only, which the person
 * confirms in the chat. The reply's words are the person's; the model picks the selection.
 */
export const previewReplyToolInput = z.object({
  filter: messageFilterSchema,
  template: z.string().trim().min(1).max(1000),
});
export const previewTrackingLinksToolInput = z.object({
  filter: messageFilterSchema,
  destination: z.string().trim().min(1).max(500),
});
