import { sql } from "drizzle-orm";
import { index, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { organization } from "./auth.schema";
import { ts } from "./columns";
import { integrations } from "./integrations.schema";

export type ProductVariant = {
  id: string;
  title: string;
  price: string | null;
  image_url: string | null;
  sku?: string | null;
  /** In stock (or sold while out of stock), as the store last said; absent when it did not. */
  available?: boolean | null;
};

export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    teamId: text("team_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    integrationId: uuid("integration_id")
      .notNull()
      .references(() => integrations.id, { onDelete: "cascade" }),
    shopifyProductId: text("shopify_product_id").notNull(),
    title: text("title").notNull(),
    handle: text("handle").notNull(),
    description: text("description"),
    productType: text("product_type"),
    priceMin: numeric("price_min", { precision: 12, scale: 2 }),
    priceMax: numeric("price_max", { precision: 12, scale: 2 }),
    imageUrl: text("image_url"),
    onlineStoreUrl: text("online_store_url"),
    /** active | draft | archived */
    status: text("status").notNull().default("active"),
    variants: jsonb("variants").$type<ProductVariant[]>().notNull().default([]),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("products_shopify_uq").on(t.integrationId, t.shopifyProductId),
    index("products_team_title_idx").on(t.teamId, t.status, t.title),
  ],
);

/** Store orders as Shopify sends them; attribution and revenue rollups read from here. */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    teamId: text("team_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    integrationId: uuid("integration_id")
      .notNull()
      .references(() => integrations.id, { onDelete: "cascade" }),
    shopifyOrderId: text("shopify_order_id").notNull(),
    orderNumber: text("order_number"),
    checkoutToken: text("checkout_token"),
    email: text("email"),
    phone: text("phone"),
    currency: text("currency").notNull(),
    totalPrice: numeric("total_price", { precision: 12, scale: 2 }).notNull(),
    subtotalPrice: numeric("subtotal_price", { precision: 12, scale: 2 }),
    totalDiscounts: numeric("total_discounts", { precision: 12, scale: 2 }).notNull().default("0"),
    totalTax: numeric("total_tax", { precision: 12, scale: 2 }).notNull().default("0"),
    totalShipping: numeric("total_shipping", { precision: 12, scale: 2 }).notNull().default("0"),
    totalRefunded: numeric("total_refunded", { precision: 12, scale: 2 }).notNull().default("0"),
    financialStatus: text("financial_status"),
    discountCodes: text("discount_codes").array().notNull().default(sql`'{}'::text[]`),
    note: text("note"),
    noteAttributes: jsonb("note_attributes").$type<{ name: string; value: string }[]>().notNull().default([]),
    shopifyCustomerId: text("shopify_customer_id"),
    orderData: jsonb("order_data").$type<Record<string, unknown>>().notNull().default({}),
    processedAt: ts("processed_at").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("orders_shopify_uq").on(t.integrationId, t.shopifyOrderId),
    index("orders_team_processed_idx").on(t.teamId, t.processedAt),
    index("orders_checkout_token_idx").on(t.checkoutToken),
  ],
);
