import { z } from "zod";
import { INTENTS, SENTIMENT_CLASSIFICATIONS, TEAMS } from "../ai/ai.constants";
import { URGENCY_LEVELS } from "../ai/urgency";
import { calendarDaySchema, calendarMomentSchema } from "../analytics/calendar-day.schema";
import { MESSAGE_TOPIC_KEYS } from "./message-topics";

/**
 * The selection of messages a figure counts or an action touches. The same object is the query of
 * the records page, so every figure's link lists exactly the messages it counted.
 */
export const messageFilterSchema = z.object({
  from: calendarMomentSchema().optional(),
  to: calendarMomentSchema().optional(),
  intent: z.enum(INTENTS).optional(),
  sentiment: z.enum(SENTIMENT_CLASSIFICATIONS).optional(),
  urgency: z.enum(URGENCY_LEVELS).optional(),
  platform: z.enum(["instagram", "tiktok"]).optional(),
  status: z.enum(["unread", "read", "responded", "archived"]).optional(),
  /** "no": not answered yet (unread or read), what a bulk reply selects. */
  answered: z.enum(["no"]).optional(),
  spam: z.enum(["yes", "no"]).optional(),
  team: z.enum(TEAMS).optional(),
  highIntent: z.enum(["yes"]).optional(),
  /** Waiting for a first reply past the SLA deadline. */
  overdue: z.enum(["yes"]).optional(),
  sender: z.string().trim().min(1).max(200).optional(),
  search: z.string().trim().min(1).max(200).optional(),
  /** What the message is about (message-topics.ts). */
  topic: z.enum(MESSAGE_TOPIC_KEYS).optional(),
  /** A product of the team's catalogue the message names (by its title's words). */
  product: z.uuid().optional(),
});
export type MessageFilter = z.infer<typeof messageFilterSchema>;

export const RECORDS_PATH = "/dashboard/lunara-ai/records";

/** The web route listing the messages of a filter. */
export function messagesLink(filter: MessageFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value !== undefined) params.set(key, String(value));
  params.sort();
  const query = params.toString();
  return query ? `${RECORDS_PATH}?${query}` : RECORDS_PATH;
}

export function filterFromSearch(search: URLSearchParams): MessageFilter {
  const raw: Record<string, string> = {};
  for (const [key, value] of search) raw[key] = value;
  const parsed = messageFilterSchema.safeParse(raw);
  return parsed.success ? parsed.data : {};
}

export const recordsResponseSchema = z.object({
  total: z.number().int(),
  /** The title of the product a `product` filter names (null when the team has no such product). */
  product_title: z.string().nullable().optional(),
  messages: z.array(
    z.object({
      id: z.uuid(),
      platform: z.string(),
      sender: z.string(),
      content: z.string(),
      receivedAt: z.string(),
      status: z.string(),
      intent: z.string().nullable(),
      sentiment: z.string().nullable(),
    }),
  ),
});
export type RecordsResponse = z.infer<typeof recordsResponseSchema>;

/** The web route listing the orders behind a sales figure. */
export function ordersLink(range: { start: string; end: string }, channel?: string): string {
  const params = new URLSearchParams({ kind: "orders", start: range.start, end: range.end });
  if (channel) params.set("channel", channel);
  return `${RECORDS_PATH}?${params.toString()}`;
}

export const ordersQuerySchema = z.object({
  start: calendarDaySchema,
  end: calendarDaySchema,
  channel: z.enum(["instagram", "tiktok"]).optional(),
});

export const ordersResponseSchema = z.object({
  orders: z.array(
    z.object({
      id: z.uuid(),
      orderNumber: z.string().nullable(),
      total: z.number(),
      currency: z.string(),
      processedAt: z.string(),
      channel: z.string().nullable(),
    }),
  ),
});
