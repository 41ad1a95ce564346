import { sql } from "drizzle-orm";
import {
  bigserial,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  real,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { teamRef, ts } from "./columns";
import { integrations } from "./integrations.schema";

const count = (name: string) => integer(name).notNull().default(0);

/**
 * One person of a team's community, across platforms. The counters are kept current by every
 * message, click and order as it arrives (never recomputed for the whole team); EMV and the
 * virality factor are derived from them (docs/community.md). A member merged into another keeps
 * its row with `merged_into_id` set, so the merge can be undone.
 */
export const communityMembers = pgTable(
  "community_members",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    teamId: teamRef(),
    displayName: text("display_name"),
    handle: text("handle"),
    email: text("email"),
    mergedIntoId: uuid("merged_into_id"),
    messageCount: count("message_count"),
    commentCount: count("comment_count"),
    dmCount: count("dm_count"),
    mentionCount: count("mention_count"),
    repliesReceived: count("replies_received"),
    likesReceived: count("likes_received"),
    sharesReceived: count("shares_received"),
    clickCount: count("click_count"),
    orderCount: count("order_count"),
    orderTotal: numeric("order_total", { precision: 14, scale: 2 }).notNull().default("0"),
    followersCount: integer("followers_count"),
    emv: numeric("emv", { precision: 14, scale: 2 }).notNull().default("0"),
    virality: real("virality").notNull().default(0),
    channels: text("channels").array().notNull().default(sql`'{}'::text[]`),
    searchText: text("search_text").notNull().default(""),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    notes: text("notes"),
    /** unknown | opted_in | opted_out (migration 0020), with where and when it was recorded. */
    marketingConsent: text("marketing_consent").notNull().default("unknown"),
    consentSource: text("consent_source"),
    consentRecordedAt: ts("consent_recorded_at"),
    firstSeenAt: ts("first_seen_at").notNull(),
    lastSeenAt: ts("last_seen_at").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("community_members_team_emv_idx")
      .on(t.teamId, t.emv.desc(), t.id)
      .where(sql`${t.mergedIntoId} is null`),
    index("community_members_team_email_idx").on(t.teamId, sql`lower(${t.email})`),
    // Migration 0022: the search's like '%…%' through pg_trgm.
    index("community_members_search_trgm_idx")
      .using("gin", sql`${t.searchText} gin_trgm_ops`)
      .where(sql`${t.mergedIntoId} is null`),
  ],
);

/** A handle on one platform (or an email, or a store customer) that belongs to a member. */
export const communityIdentities = pgTable(
  "community_identities",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    teamId: teamRef(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => communityMembers.id, { onDelete: "cascade" }),
    /** instagram | tiktok | email */
    platform: text("platform").notNull(),
    platformId: text("platform_id").notNull(),
    handle: text("handle"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("community_identities_uq").on(t.teamId, t.platform, t.platformId),
    index("community_identities_member_idx").on(t.memberId),
    index("community_identities_handle_idx").on(t.teamId, t.platform, sql`lower(${t.handle})`),
  ],
);

/** Each message, click and order of a member, through the identity it came from (so history follows merges and splits). */
export const communityInteractions = pgTable(
  "community_interactions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    teamId: teamRef(),
    memberId: uuid("member_id").notNull(),
    identityId: uuid("identity_id")
      .notNull()
      .references(() => communityIdentities.id, { onDelete: "cascade" }),
    /** comment | comment_reply | dm | mention | click | order */
    kind: text("kind").notNull(),
    refId: text("ref_id").notNull(),
    platform: text("platform").notNull(),
    amount: numeric("amount", { precision: 14, scale: 2 }).notNull().default("0"),
    /** A comment's likes as the platform last gave them (migration 0023); null until first read. */
    likeCount: integer("like_count"),
    /** When the refresh last asked the platform for that count (read or not). */
    likesReadAt: ts("likes_read_at"),
    occurredAt: ts("occurred_at").notNull(),
  },
  (t) => [
    uniqueIndex("community_interactions_uq").on(t.teamId, t.kind, t.refId),
    index("community_interactions_member_idx").on(t.memberId, t.occurredAt),
    index("community_interactions_team_time_idx").on(t.teamId, t.occurredAt),
    index("community_interactions_identity_idx").on(t.identityId),
  ],
);

/** Every merge and split, automatic or by hand, with the identities that moved: what undo replays backwards. */
export const communityMerges = pgTable(
  "community_merges",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    teamId: teamRef(),
    /** merge | split */
    kind: text("kind").notNull(),
    keptMemberId: uuid("kept_member_id").notNull(),
    otherMemberId: uuid("other_member_id").notNull(),
    identityIds: uuid("identity_ids").array().notNull(),
    reason: text("reason").notNull(),
    actorUserId: text("actor_user_id"),
    /** The kept member's tags, notes and consent before a merge (migration 0021): what undo restores. */
    keptProfile: jsonb("kept_profile").$type<KeptProfile>(),
    undoneAt: ts("undone_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("community_merges_team_idx").on(t.teamId, t.createdAt)],
);

export type KeptProfile = {
  tags: string[];
  notes: string | null;
  marketingConsent: string;
  consentSource: string | null;
  consentRecordedAt: string | null;
};

const value = (name: string, d: string) => numeric(name, { precision: 10, scale: 2 }).notNull().default(d);

/** The value a team gives each kind of engagement, for EMV; a team without a row uses the defaults. */
export const communitySettings = pgTable("community_settings", {
  teamId: teamRef().primaryKey(),
  valuePerComment: value("value_per_comment", "1.00"),
  valuePerDm: value("value_per_dm", "0.50"),
  valuePerMention: value("value_per_mention", "5.00"),
  valuePerReply: value("value_per_reply", "0.50"),
  valuePerLike: value("value_per_like", "0.10"),
  valuePerShare: value("value_per_share", "1.50"),
  cpm: value("cpm", "8.00"),
  ambassadorMinMessages: integer("ambassador_min_messages").notNull().default(5),
  ambassadorMinFollowers: integer("ambassador_min_followers").notNull().default(1000),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

/**
 * The reminder DM of one abandoned checkout (migration 0021): the member, the DM it answers and the
 * tracked link it carries, so an order through that link counts as recovered. Sent once, by a person.
 */
export const communityCartReminders = pgTable(
  "community_cart_reminders",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    teamId: teamRef(),
    checkoutToken: text("checkout_token").notNull(),
    memberId: uuid("member_id").notNull(),
    messageId: uuid("message_id").notNull(),
    trackingLinkCode: text("tracking_link_code").notNull(),
    sentByUserId: text("sent_by_user_id"),
    sentAt: ts("sent_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("community_cart_reminders_uq").on(t.teamId, t.checkoutToken)],
);

/** The team's ambassador list (migration 0021): who was invited, by whom and when, and the answer. */
export const communityAmbassadorInvites = pgTable(
  "community_ambassador_invites",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    teamId: teamRef(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => communityMembers.id, { onDelete: "cascade" }),
    /** invited | joined | declined */
    status: text("status").notNull().default("invited"),
    invitedByUserId: text("invited_by_user_id").notNull(),
    invitedAt: ts("invited_at").notNull(),
    statusChangedAt: ts("status_changed_at").notNull(),
  },
  (t) => [uniqueIndex("community_ambassador_invites_uq").on(t.teamId, t.memberId)],
);

/**
 * A checkout as Shopify reports it (migration 0024): from the checkouts/create and checkouts/update
 * webhooks and the Admin API's abandoned checkouts. `checkout_data` holds the value, currency and
 * lines in the pixel's `checkoutData` shape, so both sources read as one cart (decision 033).
 */
export const shopifyCheckouts = pgTable(
  "shopify_checkouts",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    teamId: teamRef(),
    integrationId: uuid("integration_id")
      .notNull()
      .references(() => integrations.id, { onDelete: "cascade" }),
    checkoutToken: text("checkout_token").notNull(),
    email: text("email"),
    shopifyCustomerId: text("shopify_customer_id"),
    checkoutData: jsonb("checkout_data").$type<Record<string, unknown>>().notNull(),
    abandonedCheckoutUrl: text("abandoned_checkout_url"),
    startedAt: ts("started_at").notNull(),
    shopifyUpdatedAt: ts("shopify_updated_at").notNull(),
    completedAt: ts("completed_at"),
    receivedAt: ts("received_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("shopify_checkouts_uq").on(t.integrationId, t.checkoutToken),
    index("shopify_checkouts_team_token_idx").on(t.teamId, t.checkoutToken),
  ],
);
