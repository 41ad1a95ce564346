import { sql } from "drizzle-orm";
import {
  bigserial,
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

/** One chat of one person with one assistant (migration 0013). */
export const assistantConversations = pgTable(
  "assistant_conversations",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    teamId: teamRef(),
    userId: text("user_id").notNull(),
    /** lunara | sunara | galara */
    assistant: text("assistant").notNull(),
    title: text("title").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("assistant_conversations_owner_idx").on(t.teamId, t.userId, t.assistant, t.updatedAt)],
);

export const assistantMessages = pgTable(
  "assistant_messages",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => assistantConversations.id, { onDelete: "cascade" }),
    teamId: teamRef(),
    /** user | assistant */
    role: text("role").notNull(),
    content: text("content").notNull(),
    /** The structured answer (figures, links, chart, preview) of an assistant message. */
    answer: jsonb("answer").$type<Record<string, unknown>>(),
    /** Insertion order: a question and its answer can share a timestamp. */
    seq: bigserial("seq", { mode: "number" }).notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("assistant_messages_conversation_idx").on(t.conversationId, t.seq)],
);

/** A bulk action Lunara previewed; it runs only once the person who asked confirms it. */
export const assistantActions = pgTable(
  "assistant_actions",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    teamId: teamRef(),
    userId: text("user_id").notNull(),
    conversationId: uuid("conversation_id"),
    kind: text("kind").notNull(),
    params: jsonb("params").$type<Record<string, unknown>>().notNull().default({}),
    filter: jsonb("filter").$type<Record<string, unknown>>().notNull().default({}),
    messageIds: uuid("message_ids").array().notNull().default(sql`'{}'::uuid[]`),
    /** Per message, what the action changed from: what undo restores. */
    previous: jsonb("previous").$type<Record<string, unknown>>().notNull().default({}),
    /** previewed | running | done | undone | expired | cancelled | failed */
    status: text("status").notNull().default("previewed"),
    total: integer("total").notNull().default(0),
    processed: integer("processed").notNull().default(0),
    expiresAt: ts("expires_at").notNull(),
    confirmedBy: text("confirmed_by"),
    confirmedAt: ts("confirmed_at"),
    /** When it finished running, or when its preview was cancelled. */
    finishedAt: ts("finished_at"),
    undoneBy: text("undone_by"),
    undoneAt: ts("undone_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("assistant_actions_team_idx").on(t.teamId, t.createdAt)],
);

/** What Galara's monitors found; one row per monitor and window (the dedupe key). */
export const assistantAlerts = pgTable(
  "assistant_alerts",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    teamId: teamRef(),
    monitor: text("monitor").notNull(),
    /** info | urgent */
    severity: text("severity").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    link: text("link").notNull(),
    dedupeKey: text("dedupe_key").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("assistant_alerts_dedupe_uq").on(t.teamId, t.monitor, t.dedupeKey),
    index("assistant_alerts_team_idx").on(t.teamId, t.createdAt),
  ],
);

export const assistantMonitorSettings = pgTable(
  "assistant_monitor_settings",
  {
    teamId: teamRef(),
    monitor: text("monitor").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    threshold: real("threshold").notNull(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "assistant_monitor_settings_pk", columns: [t.teamId, t.monitor] })],
);
