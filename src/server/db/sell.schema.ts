import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth.schema";
import { teamRef, ts } from "./columns";

/** A team's API key (migration 0014): only the SHA-256 of the token is kept; the token is shown once. */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    teamId: teamRef(),
    name: text("name").notNull(),
    scope: text("scope").$type<"read" | "write">().notNull(),
    /** The token's first characters, so people can tell their keys apart. */
    prefix: text("prefix").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdBy: text("created_by")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    expiresAt: ts("expires_at"),
    revokedAt: ts("revoked_at"),
    lastUsedAt: ts("last_used_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("api_keys_token_hash_uq").on(t.tokenHash),
    index("api_keys_team_idx").on(t.teamId, t.createdAt),
  ],
);

/** Where a team's outbound webhooks go; the signing secret is encrypted with the token cipher. */
export const outboundWebhookEndpoints = pgTable(
  "outbound_webhook_endpoints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    teamId: teamRef(),
    url: text("url").notNull(),
    description: text("description").notNull().default(""),
    events: text("events").array().notNull(),
    secretEncrypted: text("secret_encrypted").notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("outbound_webhook_endpoints_team_idx").on(t.teamId)],
);

/** One event for one endpoint: at most one row per (endpoint, event), so a replayed event is not sent twice. */
export const outboundWebhookDeliveries = pgTable(
  "outbound_webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    teamId: teamRef(),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => outboundWebhookEndpoints.id, { onDelete: "cascade" }),
    eventKey: text("event_key").notNull(),
    eventType: text("event_type").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status").$type<"pending" | "delivered" | "failed">().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastStatusCode: integer("last_status_code"),
    lastError: text("last_error"),
    deliveredAt: ts("delivered_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("outbound_webhook_deliveries_event_uq").on(t.endpointId, t.eventKey),
    index("outbound_webhook_deliveries_team_idx").on(t.teamId, t.createdAt),
  ],
);

/** The team's rules for store actions from the inbox. No row means the defaults. */
export const storeSettings = pgTable("store_settings", {
  teamId: teamRef().primaryKey(),
  discountCapPercent: integer("discount_cap_percent").notNull().default(20),
  membersMayAct: boolean("members_may_act").notNull().default(false),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

/** A Shopify customer an agent linked to a conversation by hand. */
export const storeCustomerLinks = pgTable(
  "store_customer_links",
  {
    teamId: teamRef(),
    threadId: uuid("thread_id").notNull(),
    shopifyCustomerId: text("shopify_customer_id").notNull(),
    linkedBy: text("linked_by"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "store_customer_links_pk", columns: [t.teamId, t.threadId] })],
);

/** A customer and their orders as Shopify last answered, kept a short time and dropped by webhooks. */
export const storeCustomerCache = pgTable(
  "store_customer_cache",
  {
    teamId: teamRef(),
    integrationId: uuid("integration_id").notNull(),
    customerKey: text("customer_key").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    fetchedAt: ts("fetched_at").notNull(),
  },
  (t) => [
    primaryKey({ name: "store_customer_cache_pk", columns: [t.teamId, t.integrationId, t.customerKey] }),
  ],
);

/** The audit line of a store action taken from a conversation (done or refused, with the reason). */
export const storeActions = pgTable(
  "store_actions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    teamId: teamRef(),
    threadId: uuid("thread_id").notNull(),
    userId: text("user_id"),
    action: text("action").notNull(),
    summary: text("summary").notNull(),
    outcome: text("outcome").$type<"done" | "failed">().notNull(),
    /** The text the action offered to send (a code, a link), sendable again from the panel's list. */
    message: text("message"),
    /** When that text stops being worth sending (a discount code's end); null: it does not expire. */
    messageExpiresAt: ts("message_expires_at"),
    /** When that text was sent in the conversation (from the panel): it is not offered again. */
    messageSentAt: ts("message_sent_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("store_actions_thread_idx").on(t.teamId, t.threadId, t.createdAt)],
);
