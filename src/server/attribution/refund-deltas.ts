import type { StoreRefund } from "@shared/attribution/store-order.schema";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { RollupDeltas } from "./order-deltas";
import { productKeyOf, type StoredOrderData } from "./order-figures";
import { applyProductDeltas, applyRevenueDeltas } from "./order-rollups.repository";
import { sqlRows } from "./sql-rows";

export type BookedRefund = {
  amount: number;
  processedAt: Date;
  lineItems: StoreRefund["line_items"];
};

/**
 * What a refund books in the rollups (`sign` 1), or takes back (`sign` -1): returns and lower net
 * sales on the refund's own day (Shopify's definition), lower attributed sales when the order is
 * credited, and its lines off the products' rows. A cancelled order books none: the cancellation
 * already takes the whole order out, so a cancelled and refunded order nets to zero, not below.
 */
export function refundDeltas(
  refund: BookedRefund,
  orderData: Partial<StoredOrderData>,
  attributed: boolean,
  sign: 1 | -1,
): Omit<RollupDeltas, "locations"> {
  const day = refund.processedAt.toISOString().slice(0, 10);
  const amount = refund.amount * sign;
  return {
    revenue: [
      {
        day,
        gross: 0,
        discounts: 0,
        returns: amount,
        shipping: 0,
        taxes: 0,
        net: -amount,
        orders: 0,
        attributedSales: attributed ? -amount : 0,
        attributedOrders: 0,
      },
    ],
    products: refund.lineItems.map((l) => {
      const title = lineTitle(orderData, l.shopify_product_id);
      return {
        day,
        productKey: productKeyOf({ shopify_product_id: l.shopify_product_id, title }),
        variantKey: l.shopify_variant_id ?? "",
        title,
        variantTitle: null,
        net: -l.subtotal * sign,
        units: -l.quantity * sign,
      };
    }),
  };
}

export async function applyRefundDeltas(
  db: Db,
  store: { teamId: string; integrationId: string },
  deltas: Omit<RollupDeltas, "locations">,
): Promise<void> {
  await applyRevenueDeltas(db, store.teamId, deltas.revenue);
  await applyProductDeltas(db, store.teamId, store.integrationId, deltas.products);
}

/** The refunds recorded for an order, as `refundDeltas` needs them. */
export async function refundsOfOrder(db: Db, orderId: string): Promise<BookedRefund[]> {
  const rows = await sqlRows<{
    amount: string;
    processed_at: string | Date;
    line_items: StoreRefund["line_items"];
  }>(
    db,
    sql`select amount, processed_at, line_items from order_refunds where order_id = ${orderId} order by processed_at`,
  );
  return rows.map((r) => ({
    amount: Number(r.amount),
    processedAt: new Date(r.processed_at),
    lineItems: r.line_items ?? [],
  }));
}

function lineTitle(orderData: Partial<StoredOrderData>, productId: string | null | undefined): string {
  const lines = (orderData.line_items ?? []) as { shopify_product_id?: string | null; title: string }[];
  return lines.find((l) => l.shopify_product_id === productId)?.title ?? "Refunded item";
}
