import type { StoreOrderInput } from "@shared/attribution/store-order.schema";
import { z } from "zod";
import type { AppDeps } from "../deps";
import { defineJob } from "../jobs/job-queue";
import type { StoredOrderData } from "./order-figures";
import { findOrderOfTeam, type StoredOrderRow, uncreditedOrdersNamedBy } from "./orders.repository";
import { recordShopifyOrder } from "./record-shopify-order";
import type { TrackEventRow } from "./track-event-row";

/**
 * The order webhook can reach us before the pixel's checkout event (the thank-you page and the
 * webhook race). When a pixel event carrying our ids names a checkout or an order already stored
 * without credit, that order is credited again by the same rules, as a job.
 */
export const creditLateOrderJob = defineJob({
  name: "attribution.credit-late-order",
  schema: z.object({ orderId: z.uuid(), teamId: z.string().min(1) }),
  policy: "keyed",
});

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
    customer: data.customer ?? null,
    shipping_address: data.shipping_address ?? null,
    line_items: data.line_items ?? [],
    created_at: row.processedAt,
    processed_at: row.processedAt,
    cancelled_at: data.cancelled_at ?? null,
  };
}

/** Credits a stored order if the evidence now allows; the rollups and the lead move with it. */
export async function creditLateOrder(deps: Pick<AppDeps, "db">, order: { orderId: string; teamId: string }) {
  const row = await findOrderOfTeam(deps.db, order.teamId, order.orderId);
  if (!row) return null;
  const result = await recordShopifyOrder(
    deps,
    { integrationId: row.integrationId, teamId: row.teamId },
    storedOrderInput(row),
  );
  return result.attribution;
}

export async function registerAttributionJobs(deps: AppDeps): Promise<void> {
  await deps.jobs.work(creditLateOrderJob, async (order) => {
    await creditLateOrder(deps, order);
  });
}

/** After pixel events are stored: a job for each order they name that is still uncredited. */
export async function queueLateCredits(deps: Pick<AppDeps, "db" | "jobs">, rows: readonly TrackEventRow[]) {
  for (const { orderId, teamId } of await uncreditedOrdersNamedBy(deps.db, rows)) {
    await deps.jobs.send(creditLateOrderJob, { orderId, teamId }, { singletonKey: orderId });
  }
}
