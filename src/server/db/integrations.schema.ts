import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { organization, user } from "./auth.schema";
import { ts } from "./columns";

/** A connected Instagram account, TikTok account or Shopify store of a team. */
export const integrations = pgTable(
  "integrations",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    teamId: text("team_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    platform: text("platform").notNull(),
    /** connected | active | pending | error */
    status: text("status").notNull().default("connected"),
    shopDomain: text("shop_domain"),
    platformUsername: text("platform_username"),
    platformAccountId: text("platform_account_id").notNull(),
    /** AES-256-GCM ciphertext of {token, refresh_token, expires_at, ...}; never sent to the browser. */
    accessTokenEncrypted: text("access_token_encrypted").notNull(),
    tokenExpiresAt: ts("token_expires_at"),
    followerCount: integer("follower_count"),
    currency: text("currency"),
    /** Platform-specific state: poll cursors, page id, scopes. */
    settings: jsonb("settings").$type<Record<string, unknown>>().notNull().default({}),
    lastError: text("last_error"),
    lastErrorAt: ts("last_error_at"),
    pixelInstalled: boolean("pixel_installed").notNull().default(false),
    pixelInstalledAt: ts("pixel_installed_at"),
    pixelCodeGeneratedAt: ts("pixel_code_generated_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("integrations_team_platform_account_uq").on(t.teamId, t.platform, t.platformAccountId),
    // A platform account's messages belong to one team (migration 0027).
    uniqueIndex("integrations_platform_account_uq").on(t.platform, t.platformAccountId),
    index("integrations_shop_domain_idx").on(t.shopDomain),
  ],
);

/** OAuth `state` values: one use, short-lived, tied to the person and team that started it. */
export const oauthStates = pgTable("oauth_states", {
  state: text("state").primaryKey(),
  userId: text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" }),
  teamId: text("team_id")
    .notNull()
    .references(() => organization.id, { onDelete: "cascade" }),
  platform: text("platform").notNull(),
  /** Extra context, e.g. the shop domain of a Shopify install or a PKCE verifier. */
  context: jsonb("context").$type<Record<string, unknown>>().notNull().default({}),
  expiresAt: ts("expires_at").notNull(),
  usedAt: ts("used_at"),
  createdAt: ts("created_at").notNull().defaultNow(),
});

/** Every webhook delivery id we accepted: a delivery seen twice is stored once. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    source: text("source").notNull(),
    deliveryId: text("delivery_id").notNull(),
    topic: text("topic"),
    receivedAt: ts("received_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("webhook_deliveries_uq").on(t.source, t.deliveryId)],
);
