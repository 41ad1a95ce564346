import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { sqlRows } from "../db/sql-rows";
import type { ShopifyCheckout } from "../platforms/shopify/shopify-checkouts";

export type StoreRef = { integrationId: string; teamId: string };

/**
 * Stores Shopify's view of a checkout, one row per store and token. A delivery or a sync page that
 * is older than what is stored (Shopify's `updated_at`) changes nothing, so a late retry of
 * checkouts/create cannot undo a checkouts/update; the same version twice is a no-op. Answers
 * whether the row changed.
 */
export async function upsertShopifyCheckout(db: Db, ref: StoreRef, c: ShopifyCheckout): Promise<boolean> {
  const rows = await sqlRows<{ id: string }>(
    db,
    sql`insert into shopify_checkouts (team_id, integration_id, checkout_token, email, shopify_customer_id,
        checkout_data, abandoned_checkout_url, started_at, shopify_updated_at, completed_at)
      values (${ref.teamId}, ${ref.integrationId}, ${c.token}, ${c.email}, ${c.customerId},
        ${JSON.stringify(c.checkoutData)}::jsonb, ${c.abandonedCheckoutUrl}, ${c.createdAt.toISOString()},
        ${c.updatedAt.toISOString()}, ${c.completedAt?.toISOString() ?? null})
      on conflict (integration_id, checkout_token) do update set
        email = coalesce(excluded.email, shopify_checkouts.email),
        shopify_customer_id = coalesce(excluded.shopify_customer_id, shopify_checkouts.shopify_customer_id),
        checkout_data = excluded.checkout_data,
        abandoned_checkout_url = coalesce(excluded.abandoned_checkout_url, shopify_checkouts.abandoned_checkout_url),
        shopify_updated_at = excluded.shopify_updated_at,
        completed_at = coalesce(excluded.completed_at, shopify_checkouts.completed_at),
        received_at = now()
      where shopify_checkouts.team_id = excluded.team_id
        and shopify_checkouts.shopify_updated_at < excluded.shopify_updated_at
      returning id`,
  );
  return rows.length === 1;
}
