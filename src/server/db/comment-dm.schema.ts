import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, real, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { teamRef, ts } from "./columns";
import { messages } from "./inbox.schema";
import { integrations } from "./integrations.schema";

/** A team's comment-to-DM rule (issue 19): a matching comment gets a public reply and a private DM. */
export const commentDmRules = pgTable(
  "comment_dm_rules",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    teamId: teamRef(),
    name: text("name").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    /** Only Instagram has private replies to a comment (docs/platforms.md). */
    platform: text("platform").notNull().default("instagram"),
    /** The post the rule watches; null watches every post. */
    postPlatformId: text("post_platform_id"),
    keywords: text("keywords").array().notNull().default(sql`'{}'::text[]`),
    intent: text("intent"),
    /** 0..1, the stored analysis's confidence. */
    intentThreshold: real("intent_threshold"),
    publicReply: text("public_reply").notNull(),
    dmText: text("dm_text").notNull(),
    productId: uuid("product_id").notNull(),
    createdBy: text("created_by"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("comment_dm_rules_team_name_uq").on(t.teamId, t.name),
    index("comment_dm_rules_team_enabled_idx").on(t.teamId, t.enabled),
  ],
);

/**
 * One comment a rule matched, and what became of it. `dm_recipient` (unique per rule) and
 * `dm_comment_id` (unique) are set only on the match that holds the DM: the database itself refuses
 * a second DM to one person per rule and a second private reply to one comment.
 */
export const commentDmMatches = pgTable(
  "comment_dm_matches",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    teamId: teamRef(),
    ruleId: uuid("rule_id")
      .notNull()
      .references(() => commentDmRules.id, { onDelete: "cascade" }),
    messageId: uuid("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    integrationId: uuid("integration_id")
      .notNull()
      .references(() => integrations.id, { onDelete: "cascade" }),
    commenterPlatformId: text("commenter_platform_id").notNull(),
    commenterUsername: text("commenter_username").notNull(),
    /** keyword | intent */
    matchedBy: text("matched_by").notNull(),
    matchedKeyword: text("matched_keyword"),
    intentConfidence: real("intent_confidence"),
    dmRecipient: text("dm_recipient"),
    dmCommentId: uuid("dm_comment_id"),
    /** queued | sending | sent | skipped | failed */
    status: text("status").notNull().default("queued"),
    reason: text("reason"),
    trackingLinkId: uuid("tracking_link_id"),
    privateReplyId: text("private_reply_id"),
    publicReplyId: text("public_reply_id"),
    publicReplyError: text("public_reply_error"),
    attempts: integer("attempts").notNull().default(0),
    commentReceivedAt: ts("comment_received_at").notNull(),
    matchedAt: ts("matched_at").notNull(),
    dmSentAt: ts("dm_sent_at"),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("comment_dm_matches_rule_message_uq").on(t.ruleId, t.messageId),
    uniqueIndex("comment_dm_matches_rule_recipient_uq").on(t.ruleId, t.dmRecipient),
    uniqueIndex("comment_dm_matches_comment_uq").on(t.dmCommentId),
    index("comment_dm_matches_team_rule_idx").on(t.teamId, t.ruleId, t.matchedAt),
    index("comment_dm_matches_integration_sent_idx").on(t.integrationId, t.dmSentAt),
  ],
);
