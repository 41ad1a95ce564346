import { z } from "zod";
import { NEEDS_PERSON_REASONS } from "../ai/suggestion-set.schema";
import { suggestionCitationSchema } from "../knowledge/knowledge.schema";
import {
  MESSAGE_STATUSES,
  OVERRIDE_ACTIONS,
  RESPONSE_TYPES,
  SENDABLE_RESPONSE_TYPES,
} from "./inbox.constants";

const timestamp = z.string();

/** A reply stored under a message (conversation_responses). */
export const inboxResponseSchema = z.object({
  id: z.string(),
  content: z.string(),
  sender_name: z.string(),
  sender_type: z.string(),
  response_type: z.enum(RESPONSE_TYPES),
  sent_via_platform: z.boolean(),
  created_at: timestamp,
  sent_at: timestamp.nullable(),
  ai_response_id: z.string().nullable(),
  parent_message_id: z.string(),
});
export type InboxResponse = z.infer<typeof inboxResponseSchema>;

/** A message with its derived fields (analysis, labels, automation decision, responses). */
export const inboxMessageSchema = z.object({
  id: z.string(),
  team_id: z.string(),
  platform: z.string(),
  platform_message_id: z.string(),
  integration_id: z.string(),
  message_type: z.string(),
  content: z.string(),
  sender_username: z.string(),
  sender_platform_id: z.string(),
  parent_message_id: z.string().nullable(),
  post_url: z.string().nullable(),
  received_at: timestamp,
  status: z.enum(MESSAGE_STATUSES),
  thread_id: z.string().nullable(),
  sequence_number: z.number().nullable(),
  is_thread_starter: z.boolean(),
  analysis_id: z.string().nullable(),
  priority_score: z.number().nullable(),
  sentiment_score: z.number().nullable(),
  sentiment_classification: z.string().nullable(),
  intent_classification: z.string().nullable(),
  normalized_intent: z.string().nullable(),
  confidence_score: z.number().nullable(),
  /** enhanced_analysis.intent_analysis.confidence, else the analysis confidence. */
  intent_confidence: z.number().nullable(),
  processed_at: timestamp.nullable(),
  recommended_action: z.string().nullable(),
  recommended_team: z.string().nullable(),
  urgency_level: z.string().nullable(),
  crisis_flag: z.boolean(),
  labels: z.array(z.string()),
  automation_decision: z.enum(["auto", "manual", "crisis"]).nullable(),
  automation_confidence: z.number().nullable(),
  automation_executed_at: timestamp.nullable(),
  automation_delay_minutes: z.number().nullable(),
  automation_scheduled_for: timestamp.nullable(),
  /** The auto-reply gave up: the message is back with a person, with the platform's error. */
  automation_failed_at: timestamp.nullable(),
  automation_failure_reason: z.string().nullable(),
  /** Why it gave up; a hold code (shared/automation/auto-reply-holds) means on purpose. */
  automation_failure_code: z.string().nullable(),
  spam_at: timestamp.nullable(),
  hidden_at: timestamp.nullable(),
  hidden_on_platform: z.boolean(),
  platform_deleted_at: timestamp.nullable(),
  post_caption: z.string().nullable(),
  post_thumbnail_url: z.string().nullable(),
  /** The receiving account is connected (replies can go out). */
  integration_connected: z.boolean(),
  responses: z.array(inboxResponseSchema),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxThreadSchema = z.object({
  /** A uuid, or 'fallback-{platform}-{sender}' for DMs stored without a thread. */
  id: z.string(),
  platform: z.string(),
  sender_handle: z.string(),
  thread_type: z.literal("dm"),
  status: z.enum(["unread", "read", "responded"]),
  message_count: z.number(),
  unread_count: z.number(),
  last_message_at: timestamp,
  last_message_content: z.string().nullable(),
  last_message_type: z.string().nullable(),
  conversation_stage: z.enum(["new", "ongoing"]),
  customer_sentiment: z.string().nullable(),
  linked_lead_id: z.string().nullable(),
  created_at: timestamp,
  automation_status: z.enum(["automated", "mixed", "manual"]),
  automated_response_count: z.number(),
  /** Oldest first. */
  messages: z.array(inboxMessageSchema),
});
export type InboxThread = z.infer<typeof inboxThreadSchema>;

export const inboxItemSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("message"), message: inboxMessageSchema }),
  z.object({ kind: z.literal("thread"), thread: inboxThreadSchema }),
]);
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const inboxCountersSchema = z.object({
  total: z.number(),
  unread: z.number(),
  high_priority: z.number(),
  crisis: z.number(),
  /** Buying intent with confidence of at least 0.7: the same rule as the High intent filter. */
  high_intent: z.number(),
});
export type InboxCounters = z.infer<typeof inboxCountersSchema>;

/** GET /api/inbox/messages: items sorted by latest activity, newest first. */
export const inboxListResponseSchema = z.object({
  success: z.literal(true),
  items: z.array(inboxItemSchema),
  counters: inboxCountersSchema,
  /** Auto-replies not sent yet, soonest first (left out of `items` until sent): a person may stop them. */
  scheduled: z.array(inboxMessageSchema),
});
export type InboxListResponse = z.infer<typeof inboxListResponseSchema>;

/** GET /api/inbox/threads/:id */
export const threadResponseSchema = z.object({ success: z.literal(true), thread: inboxThreadSchema });
export type ThreadResponse = z.infer<typeof threadResponseSchema>;

/** GET /api/inbox/search?q=: the text the inbox search box holds. */
export const inboxSearchQuerySchema = z.object({ q: z.string().trim().min(1).max(200) });
/**
 * The listed conversations holding a message with that text, earlier messages included (the list
 * carries only a conversation's newest messages; decision 052).
 */
export const inboxSearchResponseSchema = z.object({
  success: z.literal(true),
  thread_ids: z.array(z.string()),
});
export type InboxSearchResponse = z.infer<typeof inboxSearchResponseSchema>;

export const threadIdParamsSchema = z.object({ id: z.string().min(1).max(300) });
export const messageIdParamsSchema = z.object({ id: z.uuid("Invalid message id") });

export const successResponseSchema = z.object({ success: z.boolean() });

export const generateSuggestionsSchema = z.object({
  message_id: z.uuid("Invalid message id"),
  thread_id: z.string().max(300).nullish(),
  force_regenerate: z.boolean().default(false),
  /** The earlier product sent the team id as user_id; the server uses the session's team. */
  user_id: z.string().optional(),
});
export type GenerateSuggestionsInput = z.input<typeof generateSuggestionsSchema>;

export const responseSuggestionSchema = z.object({
  id: z.string(),
  content: z.string(),
  suggestion_type: z.enum(["quick", "detailed", "action"]),
  /** The knowledge passages the reply quotes: chips that open the passage. */
  citations: z.array(suggestionCitationSchema).default([]),
});
export type ResponseSuggestion = z.infer<typeof responseSuggestionSchema>;

export const generateSuggestionsResponseSchema = z.object({
  success: z.literal(true),
  suggestions: z.array(responseSuggestionSchema),
  /** Passages that may answer a question no source answered for sure: the agent checks them. */
  leads: z.array(suggestionCitationSchema).default([]),
  /** The replies state a fact no source answers the whole question with: the agent checks it first. */
  needs_person: z.boolean().default(false),
  /** Why: the warning names the check (null on sets stored before reasons were kept). */
  needs_person_reason: z.enum(NEEDS_PERSON_REASONS).nullable().default(null),
  /** Sentences of different sources that state different values of the fact answered, the answer first. */
  disagreeing: z.array(suggestionCitationSchema).default([]),
  tier: z.string(),
  cached: z.boolean(),
  processingTime: z.number(),
});
export type GenerateSuggestionsResponse = z.infer<typeof generateSuggestionsResponseSchema>;

export const sendPlatformResponseSchema = z.object({
  message_id: z.uuid("Invalid message id"),
  response_content: z
    .string()
    .max(2200, "Reply is too long")
    .refine((text) => text.trim() !== "", "Reply text must not be blank"),
  platform: z.enum(["instagram", "tiktok"]),
  response_type: z.enum(SENDABLE_RESPONSE_TYPES),
  ai_response_id: z.uuid().nullish(),
  team_id: z.string().optional(),
  /**
   * The conversation's latest reply the sender had seen (null: none). When another reply has come
   * since, nothing is sent and the answer is 409 ALREADY_REPLIED (shared/inbox/reply-conflict).
   * Left out, no such check is made (callers of the earlier product's payload).
   */
  seen_response_id: z.uuid().nullable().optional(),
});
export type SendPlatformResponseInput = z.infer<typeof sendPlatformResponseSchema>;

/** POST /api/inbox/send-platform-response: the stored reply's id (what the sender has now seen). */
export const sendPlatformResponseResultSchema = z.object({
  success: z.literal(true),
  response_id: z.string(),
});

export const overrideAutomationSchema = z.object({
  message_id: z.uuid("Invalid message id"),
  action: z.enum(OVERRIDE_ACTIONS),
  reason: z.string().max(500).optional().default(""),
  team_id: z.string().optional(),
});
export type OverrideAutomationInput = z.input<typeof overrideAutomationSchema>;

export const overrideAutomationResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const markSuggestionUsedSchema = z.object({
  suggestion_id: z.uuid("Invalid suggestion id"),
  response_type: z.literal("sent").default("sent"),
  user_id: z.string().optional(),
});
export type MarkSuggestionUsedInput = z.input<typeof markSuggestionUsedSchema>;

/** A product of the tracking-link picker (active, ordered by title, at most 50). */
export const pickerProductSchema = z.object({
  id: z.string(),
  title: z.string(),
  handle: z.string(),
  price_min: z.number().nullable(),
  price_max: z.number().nullable(),
  image_url: z.string().nullable(),
  status: z.string(),
  variants: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      price: z.string().nullable(),
      image_url: z.string().nullable(),
    }),
  ),
});
export type PickerProduct = z.infer<typeof pickerProductSchema>;
export const pickerProductsResponseSchema = z.object({
  success: z.literal(true),
  products: z.array(pickerProductSchema),
  /** The connected store's currency (CAD without one): prices are shown in it. */
  currency: z.string(),
});
