import { type StoreRefundInput, storeRefundSchema } from "@shared/attribution/store-order.schema";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { AppDeps } from "../deps";
import type { StoredOrderData } from "./order-figures";
import { findOrderAttribution, lockOrder, refreshLeadTotals } from "./orders.repository";
import type { StoreContext } from "./record-shopify-order";
import { applyRefundDeltas, refundDeltas } from "./refund-deltas";
import { sqlRows } from "./sql-rows";

export type RecordRefundResult = { recorded: boolean; reason?: "duplicate" | "order_not_found" };

/**
 * A refund lowers net sales on the day it happened (Shopify's "returns"), the product rows it names,
 * and the credited lead's revenue (see `refundDeltas`; a cancelled order's refund books nothing).
 * A refund delivered twice is recorded once.
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
      sql`insert into order_refunds (team_id, order_id, shopify_refund_id, amount, processed_at, line_items)
        values (${store.teamId}, ${order.id}, ${refund.shopify_refund_id}, ${refund.amount},
          ${refund.processed_at.toISOString()}, ${JSON.stringify(refund.line_items)}::jsonb)
        on conflict (order_id, shopify_refund_id) do nothing returning id`,
    );
    if (inserted.length === 0) return { recorded: false, reason: "duplicate" as const };
    await tx.execute(
      sql`update orders set total_refunded = total_refunded + ${refund.amount}, updated_at = now() where id = ${order.id}`,
    );
    const credit = await findOrderAttribution(tx, order.id);
    const orderData = order.orderData as Partial<StoredOrderData>;
    // A cancelled order is already out of the rollups; its refund is kept for when it is not.
    if (!orderData.cancelled_at) {
      await applyRefundDeltas(
        tx,
        store,
        refundDeltas(
          { amount: refund.amount, processedAt: refund.processed_at, lineItems: refund.line_items },
          orderData,
          Boolean(credit),
          1,
        ),
      );
    }
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
