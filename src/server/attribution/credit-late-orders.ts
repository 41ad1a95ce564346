import type { StoreOrderInput } from "@shared/attribution/store-order.schema";
import type { AppDeps } from "../deps";
import type { StoredOrderData } from "./order-figures";
import { findOrderOfTeam, type StoredOrderRow } from "./orders.repository";
import { announceOrderAttributed, recordShopifyOrder } from "./record-shopify-order";

/** The order as its webhook gave it, from what was stored. */
export function storedOrderInput(row: StoredOrderRow): StoreOrderInput {
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
    landing_site: data.landing_site ?? null,
    customer: data.customer ?? null,
    shipping_address: data.shipping_address ?? null,
    line_items: data.line_items ?? [],
    created_at: row.processedAt,
    processed_at: row.processedAt,
    cancelled_at: data.cancelled_at ?? null,
  };
}

/** Credits a stored order if the evidence now allows; the rollups and the lead move with it. */
export async function creditLateOrder(
  deps: Pick<AppDeps, "db" | "events">,
  order: { orderId: string; teamId: string },
) {
  const row = await findOrderOfTeam(deps.db, order.teamId, order.orderId);
  if (!row) return null;
  const result = await recordShopifyOrder(
    deps,
    { integrationId: row.integrationId, teamId: row.teamId },
    storedOrderInput(row),
  );
  await announceOrderAttributed(deps, row.teamId, result);
  return result.attribution;
}
