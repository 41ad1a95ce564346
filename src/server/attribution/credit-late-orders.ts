import type { StoreOrderInput } from "@shared/attribution/store-order.schema";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { orders } from "../db/commerce.schema";
import type { AppDeps } from "../deps";
import type { StoredOrderData } from "./order-figures";
import { recordShopifyOrder } from "./record-shopify-order";
import { sqlRows } from "./sql-rows";
import type { TrackEventRow } from "./track-event-row";

/** Stored, still uncredited orders of a store that these pixel events name by checkout or order. */
export async function uncreditedOrdersNamedBy(db: Db, rows: readonly TrackEventRow[]): Promise<string[]> {
  const evidence = rows.filter((r) => (r.cid || r.mid) && (r.checkoutToken || r.orderId));
  if (evidence.length === 0) return [];
  const found = await sqlRows<{ id: string }>(
    db,
    sql`with e as (
        select * from unnest(${sql.param(evidence.map((r) => r.integrationId))}::uuid[],
          ${sql.param(evidence.map((r) => r.checkoutToken))}::text[],
          ${sql.param(evidence.map((r) => r.orderId))}::text[]) as e(integration_id, checkout_token, order_id)
      ), named as (
        select o.id from orders o join e on o.checkout_token = e.checkout_token and o.integration_id = e.integration_id
        union
        select o.id from orders o join e on o.shopify_order_id = e.order_id and o.integration_id = e.integration_id
      )
      select n.id from named n where not exists (select 1 from order_attributions a where a.order_id = n.id)`,
  );
  return found.map((r) => r.id);
}

/** The order as its webhook gave it, from what was stored. */
export function storedOrderInput(row: typeof orders.$inferSelect): StoreOrderInput {
  const data = row.orderData as Partial<StoredOrderData>;
  return {
    shopify_order_id: row.shopifyOrderId,
    name: row.orderNumber,
    email: row.email,
    phone: row.phone,
    currency: row.currency,
    total_price: row.totalPrice,
    subtotal_price: row.subtotalPrice,
    total_discounts: row.totalDiscounts,
    total_tax: row.totalTax,
    total_shipping: row.totalShipping,
    financial_status: row.financialStatus,
    checkout_token: row.checkoutToken,
    note: row.note,
    note_attributes: row.noteAttributes ?? [],
    discount_codes: row.discountCodes ?? [],
    customer: data.customer ?? null,
    shipping_address: data.shipping_address ?? null,
    line_items: data.line_items ?? [],
    created_at: row.processedAt,
    processed_at: row.processedAt,
    cancelled_at: data.cancelled_at ?? null,
  };
}

/** Credits a stored order if the evidence now allows; the rollups and the lead move with it. */
export async function creditLateOrder(deps: Pick<AppDeps, "db">, orderId: string) {
  const [row] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) return null;
  const result = await recordShopifyOrder(
    deps,
    { integrationId: row.integrationId, teamId: row.teamId },
    storedOrderInput(row),
  );
  return result.attribution;
}
