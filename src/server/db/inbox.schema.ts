import type { NeedsPersonReason } from "@shared/ai/suggestion-set.schema";
import type { SuggestionCitation } from "@shared/knowledge/knowledge.schema";
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { teamRef, ts } from "./columns";
import { integrations } from "./integrations.schema";

/** A direct-message conversation with one sender on one account. */
export const conversationThreads = pgTable(
  "conversation_threads",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    teamId: teamRef(),
    integrationId: uuid("integration_id")
      .notNull()
      .references(() => integrations.id, { onDelete: "cascade" }),
    platform: text("platform").notNull(),
    senderHandle: text("sender_handle").notNull(),
    senderPlatformId: text("sender_platform_id").notNull(),
    threadType: text("thread_type").notNull().default("dm"),
    status: text("status").notNull().default("unread"),
    messageCount: integer("message_count").notNull().default(0),
    unreadCount: integer("unread_count").notNull().default(0),
    lastMessageAt: ts("last_message_at").notNull().defaultNow(),
    lastMessageContent: text("last_message_content"),
    lastMessageType: text("last_message_type"),
    conversationStage: text("conversation_stage").notNull().default("new"),
    customerSentiment: text("customer_sentiment"),
    linkedLeadId: uuid("linked_lead_id"),
    automationStatus: text("automation_status").notNull().default("manual"),
    automatedResponseCount: integer("automated_response_count").notNull().default(0),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("threads_sender_uq").on(t.integrationId, t.senderPlatformId, t.threadType),
    index("threads_team_last_idx").on(t.teamId, t.lastMessageAt),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    teamId: teamRef(),
    integrationId: uuid("integration_id")
      .notNull()
      .references(() => integrations.id, { onDelete: "cascade" }),
    platform: text("platform").notNull(),
    platformMessageId: text("platform_message_id").notNull(),
    /** dm | comment | comment_reply | mention */
    messageType: text("message_type").notNull(),
    content: text("content").notNull(),
    senderUsername: text("sender_username").notNull(),
    senderPlatformId: text("sender_platform_id").notNull(),
    parentMessageId: uuid("parent_message_id"),
    /** The platform id of the post or comment this answers, for replies through the API. */
    parentPlatformId: text("parent_platform_id"),
    postUrl: text("post_url"),
    receivedAt: ts("received_at").notNull(),
    /** unread | read | responded | filtered */
    status: text("status").notNull().default("unread"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    threadId: uuid("thread_id").references(() => conversationThreads.id, { onDelete: "set null" }),
    sequenceNumber: integer("sequence_number"),
    isThreadStarter: boolean("is_thread_starter").notNull().default(false),
    /** Marked spam (by the analysis or a person); spam lives in the Spam tab, never deleted. */
    spamAt: ts("spam_at"),
    /** Hidden by Lunara's moderation; hiddenOnPlatform when the platform's API hid it too. */
    hiddenAt: ts("hidden_at"),
    hiddenOnPlatform: boolean("hidden_on_platform").notNull().default(false),
    /** The platform said the comment no longer exists: no reply is possible. */
    platformDeletedAt: ts("platform_deleted_at"),
    postCaption: text("post_caption"),
    postThumbnailUrl: text("post_thumbnail_url"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("messages_platform_id_uq").on(t.integrationId, t.platformMessageId),
    index("messages_team_received_idx").on(t.teamId, t.receivedAt),
    index("messages_thread_idx").on(t.threadId, t.sequenceNumber),
  ],
);

export const messageAiAnalysis = pgTable(
  "message_ai_analysis",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    messageId: uuid("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    teamId: teamRef(),
    priorityScore: integer("priority_score").notNull(),
    sentimentScore: real("sentiment_score").notNull(),
    sentimentClassification: text("sentiment_classification").notNull(),
    intentClassification: text("intent_classification").notNull(),
    normalizedIntent: text("normalized_intent").notNull(),
    confidenceScore: real("confidence_score").notNull(),
    enhancedAnalysis: jsonb("enhanced_analysis").$type<Record<string, unknown>>().notNull().default({}),
    recommendedAction: text("recommended_action").notNull(),
    recommendedTeam: text("recommended_team").notNull(),
    urgencyLevel: text("urgency_level").notNull(),
    crisisFlag: boolean("crisis_flag").notNull().default(false),
    labels: text("labels").array().notNull().default(sql`'{}'::text[]`),
    routingReason: text("routing_reason"),
    /** The routing queue's state: pending | in_progress | completed. */
    routingStatus: text("routing_status").notNull().default("pending"),
    // Routing record (migration 0010, filled by the routing_enter_queue trigger; see routing.schema.ts).
    assignedTeam: text("assigned_team"),
    assignedTo: text("assigned_to"),
    assignedAt: ts("assigned_at"),
    startedAt: ts("started_at"),
    completedAt: ts("completed_at"),
    completedBy: text("completed_by"),
    receivedAt: ts("received_at"),
    firstResponseAt: ts("first_response_at"),
    firstResponseMinutes: real("first_response_minutes"),
    resolutionMinutes: real("resolution_minutes"),
    slaDueAt: ts("sla_due_at"),
    replyWindowEndsAt: ts("reply_window_ends_at"),
    inQueue: boolean("in_queue").notNull().default(false),
    /** The nearer of the SLA deadline and the reply window: the queue's order. */
    queueDeadline: ts("queue_deadline").generatedAlwaysAs(sql`least(sla_due_at, reply_window_ends_at)`),
    processedAt: ts("processed_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("analysis_message_uq").on(t.messageId),
    index("analysis_team_processed_idx").on(t.teamId, t.processedAt),
    // Galara's "waiting past their SLA" (migration 0013).
    index("analysis_waiting_past_sla_idx")
      .on(t.teamId, t.slaDueAt)
      .where(sql`${t.inQueue} and ${t.firstResponseAt} is null`),
  ],
);

export const automationDecisions = pgTable(
  "automation_decisions",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    messageId: uuid("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    teamId: teamRef(),
    /** auto | manual | crisis */
    decision: text("decision").notNull(),
    executed: boolean("executed").notNull().default(false),
    executedAt: ts("executed_at"),
    normalizedIntent: text("normalized_intent").notNull(),
    confidenceScore: real("confidence_score").notNull(),
    thresholdRequired: real("threshold_required").notNull(),
    delayAppliedMinutes: integer("delay_applied_minutes").notNull().default(0),
    scheduledFor: ts("scheduled_for"),
    reason: text("reason"),
    jobId: text("job_id"),
    overriddenBy: text("overridden_by"),
    /** The auto-reply gave up: the message went back to a person with the platform's error. */
    failedAt: ts("failed_at"),
    failureReason: text("failure_reason"),
    failureCode: text("failure_code"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("decision_message_uq").on(t.messageId), index("decision_team_idx").on(t.teamId)],
);

export const responseSuggestions = pgTable(
  "response_suggestions",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    messageId: uuid("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    teamId: teamRef(),
    content: text("content").notNull(),
    /** quick | detailed | action */
    suggestionType: text("suggestion_type").notNull(),
    used: boolean("used").notNull().default(false),
    generation: integer("generation").notNull().default(1),
    /** The knowledge passages the reply quotes (chunk id, source, excerpt). */
    citations: jsonb("citations").$type<SuggestionCitation[]>().notNull().default([]),
    /** Passages that may answer a question no source answered for sure (the same on each row of a generation). */
    leads: jsonb("leads").$type<SuggestionCitation[]>().notNull().default([]),
    /** No source answers the question, or the answer is not certain: never sent automatically. */
    needsPerson: boolean("needs_person").notNull().default(false),
    /** Why a person checks it (NEEDS_PERSON_REASONS; migration 0034), null when not kept. */
    needsPersonReason: text("needs_person_reason").$type<NeedsPersonReason>(),
    /** Sentences of different sources stating different values of the fact answered (the answer first). */
    disagreeing: jsonb("disagreeing").$type<SuggestionCitation[]>().notNull().default([]),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("suggestions_message_idx").on(t.messageId, t.generation)],
);

export const conversationResponses = pgTable(
  "conversation_responses",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    teamId: teamRef(),
    parentMessageId: uuid("parent_message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    senderName: text("sender_name").notNull(),
    senderType: text("sender_type").notNull().default("agent"),
    /** manual | manual_edit | ai_suggestion | ai_auto | rule_auto */
    responseType: text("response_type").notNull(),
    sentViaPlatform: boolean("sent_via_platform").notNull().default(false),
    platformResponseId: text("platform_response_id"),
    aiResponseId: uuid("ai_response_id"),
    createdAt: ts("created_at").notNull().defaultNow(),
    sentAt: ts("sent_at"),
  },
  (t) => [
    index("responses_parent_idx").on(t.parentMessageId, t.createdAt),
    index("responses_team_idx").on(t.teamId),
  ],
);

/**
 * A reply on its way to the platform (migration 0033): one row per conversation while it is sent,
 * so two people answering in the same instant send one reply (decision 056). Deleted once the reply
 * is recorded or refused; a row past `expires_at` was left by a process that stopped mid-send.
 */
export const conversationSendClaims = pgTable(
  "conversation_send_claims",
  {
    teamId: teamRef(),
    /** thread:<id>, dm:<integration id>:<sender id> (a DM without a thread), or message:<id>. */
    conversationKey: text("conversation_key").notNull(),
    /** Names this claim, so only its holder releases it. */
    token: uuid("token").notNull(),
    senderName: text("sender_name").notNull(),
    claimedAt: ts("claimed_at").notNull(),
    expiresAt: ts("expires_at").notNull(),
  },
  (t) => [primaryKey({ name: "conversation_send_claims_pk", columns: [t.teamId, t.conversationKey] })],
);
