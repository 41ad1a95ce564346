import type { Db } from "../db/client";
import type { RollupDeltas } from "./order-deltas";
import { productKeyOf, type StoredOrderData } from "./order-figures";
import type { BookedRefund } from "./order-refunds.repository";
import { applyProductDeltas, applyRevenueDeltas } from "./order-rollups.repository";

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

function lineTitle(orderData: Partial<StoredOrderData>, productId: string | null | undefined): string {
  const lines = (orderData.line_items ?? []) as { shopify_product_id?: string | null; title: string }[];
  return lines.find((l) => l.shopify_product_id === productId)?.title ?? "Refunded item";
}
