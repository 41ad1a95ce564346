import type { StoreRefund } from "@shared/attribution/store-order.schema";
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  date,
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
import { organization } from "./auth.schema";
import { teamRef, ts } from "./columns";
import { orders } from "./commerce.schema";
import { integrations } from "./integrations.schema";

const money = (name: string) => numeric(name, { precision: 14, scale: 2 }).notNull().default("0");

/**
 * A person a conversation turned into a prospect. The status is a generated column so it can never
 * disagree with the counters it is derived from (spec 2 §4, "Lead status (derived)").
 */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    teamId: teamRef(),
    email: text("email"),
    phone: text("phone"),
    instagramUsername: text("instagram_username"),
    tiktokUsername: text("tiktok_username"),
    socialPlatformIds: jsonb("social_platform_ids")
      .$type<{ instagram?: string; tiktok?: string }>()
      .notNull()
      .default({}),
    shopifyCustomerId: text("shopify_customer_id"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    intentScore: real("intent_score").notNull().default(0),
    leadQuality: text("lead_quality").notNull().default("cold"),
    totalInteractions: integer("total_interactions").notNull().default(0),
    messageCount: integer("message_count").notNull().default(0),
    clickCount: integer("click_count").notNull().default(0),
    hasCart: boolean("has_cart").notNull().default(false),
    checkoutStartedAt: ts("checkout_started_at"),
    attributedRevenue: money("attributed_revenue"),
    totalOrders: integer("total_orders").notNull().default(0),
    status: text("status")
      .notNull()
      .generatedAlwaysAs(
        sql`case when total_orders > 0 or attributed_revenue > 0 then 'converted' when message_count > 0 and click_count > 0 and has_cart then 'added_to_cart' when message_count > 0 and click_count > 0 then 'visited_site' else 'engaged' end`,
      ),
    firstInteraction: ts("first_interaction"),
    lastInteraction: ts("last_interaction"),
    lastConversationAt: ts("last_conversation_at"),
    primaryThreadId: uuid("primary_thread_id"),
    threadCount: integer("thread_count").notNull().default(0),
    productsPurchased: text("products_purchased").array().notNull().default(sql`'{}'::text[]`),
    location: text("location"),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    notes: text("notes"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("leads_team_instagram_uq").on(t.teamId, sql`(${t.socialPlatformIds}->>'instagram')`),
    uniqueIndex("leads_team_tiktok_uq").on(t.teamId, sql`(${t.socialPlatformIds}->>'tiktok')`),
    index("leads_team_email_idx").on(t.teamId, sql`lower(${t.email})`),
    index("leads_team_phone_idx").on(t.teamId, t.phone),
    index("leads_team_last_conv_idx").on(t.teamId, t.lastConversationAt, t.id),
    index("leads_team_created_idx").on(t.teamId, t.createdAt),
  ],
);

/** Per-team attribution settings; a team without a row uses the defaults. */
export const attributionSettings = pgTable("attribution_settings", {
  teamId: text("team_id")
    .primaryKey()
    .references(() => organization.id, { onDelete: "cascade" }),
  windowDays: integer("window_days").notNull().default(7),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

export const trackingLinks = pgTable(
  "tracking_links",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    code: text("code").notNull(),
    teamId: teamRef(),
    integrationId: uuid("integration_id").references(() => integrations.id, { onDelete: "set null" }),
    messageId: uuid("message_id"),
    threadId: uuid("thread_id"),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    productId: uuid("product_id"),
    variantId: text("variant_id"),
    discountCode: text("discount_code"),
    source: text("source").notNull(),
    destinationUrl: text("destination_url").notNull(),
    clickCount: integer("click_count").notNull().default(0),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("tracking_links_code_uq").on(t.code),
    index("tracking_links_team_message_idx").on(t.teamId, t.messageId),
    index("tracking_links_team_discount_idx").on(t.teamId, t.discountCode),
    index("tracking_links_lead_idx").on(t.leadId),
  ],
);

/** One visit through a tracking link; its id is the click id (cid) the pixel carries. */
export const linkClicks = pgTable(
  "link_clicks",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    teamId: teamRef(),
    trackingLinkId: uuid("tracking_link_id")
      .notNull()
      .references(() => trackingLinks.id, { onDelete: "cascade" }),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    messageId: uuid("message_id"),
    userAgent: text("user_agent"),
    referrer: text("referrer"),
    clickedAt: ts("clicked_at").notNull().defaultNow(),
  },
  (t) => [
    index("link_clicks_team_clicked_idx").on(t.teamId, t.clickedAt),
    index("link_clicks_lead_idx").on(t.leadId, t.clickedAt),
  ],
);

/** What the store's pixel reported; (integration, client event id) makes a resent event count once. */
export const attributionEvents = pgTable(
  "attribution_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    teamId: teamRef(),
    integrationId: uuid("integration_id")
      .notNull()
      .references(() => integrations.id, { onDelete: "cascade" }),
    clientEventId: text("client_event_id").notNull(),
    type: text("type").notNull(),
    clientId: text("client_id").notNull(),
    mid: text("mid"),
    cid: text("cid"),
    leadId: uuid("lead_id"),
    checkoutToken: text("checkout_token"),
    orderId: text("order_id"),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: ts("occurred_at").notNull(),
    receivedAt: ts("received_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("attribution_events_client_uq").on(t.integrationId, t.clientEventId),
    index("attribution_events_checkout_idx").on(t.integrationId, t.checkoutToken),
    index("attribution_events_order_idx").on(t.integrationId, t.orderId),
  ],
);

/** The conversation an order was credited to, and how we knew. */
export const orderAttributions = pgTable(
  "order_attributions",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    teamId: teamRef(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    messageId: uuid("message_id"),
    trackingLinkId: uuid("tracking_link_id"),
    cid: text("cid"),
    /** checkout_token | cid | mid | email | phone | discount_code | note | landing_site */
    method: text("method").notNull(),
    windowDays: integer("window_days").notNull(),
    orderData: jsonb("order_data").$type<Record<string, unknown>>().notNull().default({}),
    attributedAt: ts("attributed_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("order_attributions_order_uq").on(t.orderId),
    index("order_attributions_team_idx").on(t.teamId, t.attributedAt),
    index("order_attributions_lead_idx").on(t.leadId),
    index("order_attributions_cid_idx").on(t.teamId, t.cid),
  ],
);

export const orderRefunds = pgTable(
  "order_refunds",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    teamId: teamRef(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    shopifyRefundId: text("shopify_refund_id").notNull(),
    amount: money("amount"),
    processedAt: ts("processed_at").notNull(),
    /** The refund's lines, so a later cancellation can take back exactly what the refund booked. */
    lineItems: jsonb("line_items").$type<StoreRefund["line_items"]>().notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [uniqueIndex("order_refunds_uq").on(t.orderId, t.shopifyRefundId)],
);

/** Daily sales per team (UTC days), kept current on every order and refund: analytics reads only this. */
export const revenueDays = pgTable(
  "revenue_days",
  {
    teamId: teamRef(),
    day: date("day", { mode: "string" }).notNull(),
    grossSales: money("gross_sales"),
    discounts: money("discounts"),
    returns: money("returns"),
    shipping: money("shipping"),
    taxes: money("taxes"),
    netSales: money("net_sales"),
    ordersCount: integer("orders_count").notNull().default(0),
    attributedSales: money("attributed_sales"),
    attributedOrders: integer("attributed_orders").notNull().default(0),
  },
  (t) => [uniqueIndex("revenue_days_uq").on(t.teamId, t.day)],
);

export const productSalesDays = pgTable(
  "product_sales_days",
  {
    teamId: teamRef(),
    day: date("day", { mode: "string" }).notNull(),
    /** The Shopify product id, or "title:{title}" for a custom line item without one. */
    productKey: text("product_key").notNull(),
    variantKey: text("variant_key").notNull().default(""),
    productId: uuid("product_id"),
    productTitle: text("product_title").notNull(),
    variantTitle: text("variant_title"),
    netRevenue: money("net_revenue"),
    units: integer("units").notNull().default(0),
  },
  (t) => [uniqueIndex("product_sales_days_uq").on(t.teamId, t.day, t.productKey, t.variantKey)],
);

export const locationDays = pgTable(
  "location_days",
  {
    teamId: teamRef(),
    day: date("day", { mode: "string" }).notNull(),
    location: text("location").notNull(),
    ordersCount: integer("orders_count").notNull().default(0),
  },
  (t) => [uniqueIndex("location_days_uq").on(t.teamId, t.day, t.location)],
);

/** Customer actions per day for the funnel; purchases come from revenue_days.attributed_orders. */
export const funnelDays = pgTable(
  "funnel_days",
  {
    teamId: teamRef(),
    day: date("day", { mode: "string" }).notNull(),
    linkClicks: integer("link_clicks").notNull().default(0),
    addedToCart: integer("added_to_cart").notNull().default(0),
    reachedCheckout: integer("reached_checkout").notNull().default(0),
  },
  (t) => [uniqueIndex("funnel_days_uq").on(t.teamId, t.day)],
);
