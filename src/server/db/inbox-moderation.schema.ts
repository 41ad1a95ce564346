import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { organization } from "./auth.schema";
import { teamRef, ts } from "./columns";
import { messages } from "./inbox.schema";

/** Per-team inbox switches (moderation). */
export const inboxSettings = pgTable("inbox_settings", {
  teamId: text("team_id")
    .primaryKey()
    .references(() => organization.id, { onDelete: "cascade" }),
  /** Spam comments are hidden on the platform through its API (spec: the team's switch). */
  hideSpamOnPlatform: boolean("hide_spam_on_platform").notNull().default(false),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

/** The audit line of every hide, unhide and spam marking. */
export const moderationEvents = pgTable(
  "moderation_events",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    teamId: teamRef(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    /** hide | unhide | mark_spam | not_spam */
    action: text("action").notNull(),
    onPlatform: boolean("on_platform").notNull(),
    reason: text("reason").notNull(),
    /** A person's name, or "Lunara (spam filter)". */
    actor: text("actor").notNull(),
    /** The platform's error when the API refused; the change then stayed in Lunara only. */
    error: text("error"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("moderation_events_message_idx").on(t.messageId, t.createdAt)],
);

/** Team-managed saved replies with variables ({first_name}, {product}, {order_status}, {tracking_link}). */
export const savedReplies = pgTable(
  "saved_replies",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    teamId: teamRef(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    createdBy: text("created_by").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("saved_replies_team_title_uq").on(t.teamId, t.title)],
);
