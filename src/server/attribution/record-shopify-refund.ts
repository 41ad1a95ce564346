import { type StoreRefundInput, storeRefundSchema } from "@shared/attribution/store-order.schema";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { AppDeps } from "../deps";
import { productKeyOf } from "./order-figures";
import { applyProductDeltas, applyRevenueDeltas } from "./order-rollups.repository";
import { findOrderAttribution, lockOrder, refreshLeadTotals } from "./orders.repository";
import type { StoreContext } from "./record-shopify-order";
import { sqlRows } from "./sql-rows";

export type RecordRefundResult = { recorded: boolean; reason?: "duplicate" | "order_not_found" };

/**
 * A refund lowers net sales on the day it happened (Shopify's "returns"), the product rows it names,
 * and the credited lead's revenue. A refund delivered twice is recorded once.
 */
export async function recordShopifyRefund(
  deps: Pick<AppDeps, "db">,
  store: StoreContext,
  input: StoreRefundInput,
): Promise<RecordRefundResult> {
  const refund = storeRefundSchema.parse(input);
  return deps.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const order = await lockOrder(tx, store.integrationId, refund.shopify_order_id);
    if (!order) return { recorded: false, reason: "order_not_found" as const };
    const inserted = await sqlRows<{ id: string }>(
      tx,
      sql`insert into order_refunds (team_id, order_id, shopify_refund_id, amount, processed_at)
        values (${store.teamId}, ${order.id}, ${refund.shopify_refund_id}, ${refund.amount}, ${refund.processed_at.toISOString()})
        on conflict (order_id, shopify_refund_id) do nothing returning id`,
    );
    if (inserted.length === 0) return { recorded: false, reason: "duplicate" as const };
    await tx.execute(
      sql`update orders set total_refunded = total_refunded + ${refund.amount}, updated_at = now() where id = ${order.id}`,
    );
    const credit = await findOrderAttribution(tx, order.id);
    const day = refund.processed_at.toISOString().slice(0, 10);
    const amount = refund.amount;
    await applyRevenueDeltas(tx, store.teamId, [
      {
        day,
        gross: 0,
        discounts: 0,
        returns: amount,
        shipping: 0,
        taxes: 0,
        net: -amount,
        orders: 0,
        attributedSales: credit ? -amount : 0,
        attributedOrders: 0,
      },
    ]);
    await applyProductDeltas(
      tx,
      store.teamId,
      store.integrationId,
      refund.line_items.map((l) => ({
        day,
        productKey: productKeyOf({
          shopify_product_id: l.shopify_product_id,
          title: lineTitle(order.orderData, l.shopify_product_id),
        }),
        variantKey: l.shopify_variant_id ?? "",
        title: lineTitle(order.orderData, l.shopify_product_id),
        variantTitle: null,
        net: -l.subtotal,
        units: -l.quantity,
      })),
    );
    if (credit?.leadId) {
      await refreshLeadTotals(tx, store.teamId, credit.leadId, {
        email: null,
        phone: null,
        customerId: null,
        firstName: null,
        lastName: null,
        location: null,
      });
    }
    return { recorded: true };
  });
}

function lineTitle(orderData: Record<string, unknown>, productId: string | null | undefined): string {
  const lines = (orderData.line_items ?? []) as { shopify_product_id?: string | null; title: string }[];
  return lines.find((l) => l.shopify_product_id === productId)?.title ?? "Refunded item";
}
