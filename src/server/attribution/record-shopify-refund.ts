import { type StoreRefundInput, storeRefundSchema } from "@shared/attribution/store-order.schema";
import { recordMemberRefund } from "../community/record-member-order";
import type { Db } from "../db/client";
import type { AppDeps } from "../deps";
import type { StoredOrderData } from "./order-figures";
import { addRefundedAmount, insertRefund } from "./order-refunds.repository";
import { findOrderAttribution, lockOrder, refreshLeadTotals } from "./orders.repository";
import type { StoreContext } from "./record-shopify-order";
import { applyRefundDeltas, refundDeltas } from "./refund-deltas";

export type RecordRefundResult = { recorded: boolean; reason?: "duplicate" | "order_not_found" };

/**
 * A refund lowers net sales on the day it happened (Shopify's "returns"), the product rows it names,
 * the credited lead's revenue (see `refundDeltas`; a cancelled order's refund books nothing) and the
 * member's Spent. A refund delivered twice is recorded once.
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
    const recorded = await insertRefund(tx, {
      teamId: store.teamId,
      orderId: order.id,
      shopifyRefundId: refund.shopify_refund_id,
      amount: refund.amount,
      processedAt: refund.processed_at,
      lineItems: refund.line_items,
    });
    if (!recorded) return { recorded: false, reason: "duplicate" as const };
    await addRefundedAmount(tx, store.teamId, order.id, refund.amount);
    await recordMemberRefund(tx, store.teamId, order.id);
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
