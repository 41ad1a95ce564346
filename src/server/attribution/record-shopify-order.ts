import { DEFAULT_ATTRIBUTION_WINDOW_DAYS } from "@shared/attribution/attribution.constants";
import { type StoreOrderInput, storeOrderSchema } from "@shared/attribution/store-order.schema";
import { recordMemberOrder } from "../community/record-member-order";
import type { Db } from "../db/client";
import type { AppDeps } from "../deps";
import { findOrderAttribution } from "./find-order-attribution";
import { orderDeltas } from "./order-deltas";
import { locationOf, orderFigures, type StoredOrderData } from "./order-figures";
import { refundsOfOrder } from "./order-refunds.repository";
import { applyLocationDeltas, applyProductDeltas, applyRevenueDeltas } from "./order-rollups.repository";
import {
  findOrderAttribution as findStoredAttribution,
  insertOrder,
  insertOrderAttribution,
  lockOrder,
  refreshLeadTotals,
  type StoredOrder,
  teamWindowDays,
  updateOrder,
} from "./orders.repository";
import { applyRefundDeltas, refundDeltas } from "./refund-deltas";

export type StoreContext = { integrationId: string; teamId: string };
export type RecordOrderResult = {
  orderId: string;
  created: boolean;
  attribution: { method: string; leadId: string | null } | null;
  /** Credited by this call (not before): the moment `order.attributed` is announced. */
  newlyAttributed: boolean;
};

const DAY_MS = 86_400_000;
const num = (v: string | null | undefined) => (v === null || v === undefined ? null : Number(v));

function storedFigures(stored: StoredOrder) {
  const data = stored.orderData as Partial<StoredOrderData>;
  return orderFigures({
    day: stored.processedAt.toISOString().slice(0, 10),
    lineItems: data.line_items ?? [],
    subtotal: num(stored.subtotalPrice),
    discounts: Number(stored.totalDiscounts),
    shipping: Number(stored.totalShipping),
    taxes: Number(stored.totalTax),
    cancelled: Boolean(data.cancelled_at),
    address: data.shipping_address ?? null,
  });
}

/**
 * A Shopify order (created, paid or updated): stored once per store order id, credited to a
 * conversation when the evidence allows, and its difference applied to the daily rollups and the
 * lead, all in one transaction. Delivering the same order twice changes nothing the second time.
 */
export async function recordShopifyOrder(
  deps: Pick<AppDeps, "db">,
  store: StoreContext,
  input: StoreOrderInput,
): Promise<RecordOrderResult> {
  const order = storeOrderSchema.parse(input);
  const processedAt = order.processed_at ?? order.created_at;
  const data: StoredOrderData = {
    line_items: order.line_items,
    shipping_address: order.shipping_address ?? null,
    cancelled_at: order.cancelled_at ? order.cancelled_at.toISOString() : null,
    customer: order.customer ?? null,
    landing_site: order.landing_site ?? null,
  };
  const values = {
    teamId: store.teamId,
    integrationId: store.integrationId,
    shopifyOrderId: order.shopify_order_id,
    orderNumber: order.name ?? null,
    checkoutToken: order.checkout_token ?? null,
    email: order.email ?? order.customer?.email ?? null,
    phone: order.phone ?? order.customer?.phone ?? null,
    currency: order.currency,
    totalPrice: String(order.total_price),
    subtotalPrice: order.subtotal_price === null ? null : String(order.subtotal_price),
    totalDiscounts: String(order.total_discounts ?? 0),
    totalTax: String(order.total_tax ?? 0),
    totalShipping: String(order.total_shipping ?? 0),
    financialStatus: order.financial_status ?? null,
    discountCodes: order.discount_codes,
    note: order.note ?? null,
    noteAttributes: order.note_attributes,
    shopifyCustomerId: order.customer?.shopify_customer_id ?? null,
    orderData: data as unknown as Record<string, unknown>,
    processedAt,
  };

  return deps.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    let stored = await lockOrder(tx, store.integrationId, order.shopify_order_id);
    let orderId = stored?.id ?? null;
    if (!stored) {
      orderId = await insertOrder(tx, values);
      // Lost a race with a concurrent delivery of the same order: continue as an update of its row.
      if (!orderId) stored = await lockOrder(tx, store.integrationId, order.shopify_order_id);
    }
    if (stored) {
      orderId = stored.id;
      // A sync (GraphQL) does not carry the checkout token or note a webhook stored: keep them, and
      // keep a landing page an earlier delivery gave when this one has none.
      data.landing_site ??= (stored.orderData as Partial<StoredOrderData>).landing_site ?? null;
      await updateOrder(tx, stored.id, {
        ...values,
        orderData: data as unknown as Record<string, unknown>,
        checkoutToken: values.checkoutToken ?? stored.checkoutToken,
        note: values.note ?? stored.note,
        updatedAt: new Date(),
      });
    }
    if (!orderId) throw new Error("order neither inserted nor found");

    let credit = stored ? await findStoredAttribution(tx, orderId) : null;
    const wasAttributed = Boolean(credit);
    if (!credit) {
      const windowDays = await teamWindowDays(tx, store.teamId, DEFAULT_ATTRIBUTION_WINDOW_DAYS);
      const window = {
        teamId: store.teamId,
        integrationId: store.integrationId,
        from: new Date(processedAt.getTime() - windowDays * DAY_MS).toISOString(),
        to: processedAt.toISOString(),
      };
      const found = await findOrderAttribution(tx, window, {
        ...order,
        landing_site: data.landing_site ?? null,
      });
      if (found) {
        await insertOrderAttribution(tx, {
          teamId: store.teamId,
          orderId,
          leadId: found.leadId,
          messageId: found.messageId,
          trackingLinkId: found.trackingLinkId,
          cid: found.cid,
          method: found.method,
          windowDays,
          orderData: {
            line_items: order.line_items.map((l) => ({ title: l.title, quantity: l.quantity })),
            shipping_address: order.shipping_address ?? null,
          },
        });
        credit = { leadId: found.leadId, method: found.method };
      }
    }

    const after = orderFigures({
      day: processedAt.toISOString().slice(0, 10),
      lineItems: order.line_items,
      subtotal: order.subtotal_price,
      discounts: order.total_discounts ?? 0,
      shipping: order.total_shipping ?? 0,
      taxes: order.total_tax ?? 0,
      cancelled: Boolean(order.cancelled_at),
      address: order.shipping_address ?? null,
    });
    const deltas = orderDeltas(
      stored ? { figures: storedFigures(stored), attributed: wasAttributed } : null,
      {
        figures: after,
        attributed: Boolean(credit),
      },
    );
    await applyRevenueDeltas(tx, store.teamId, deltas.revenue);
    await applyProductDeltas(tx, store.teamId, store.integrationId, deltas.products);
    await applyLocationDeltas(tx, store.teamId, deltas.locations);
    // The refunds booked while the order was live come out with it when it is cancelled (and go
    // back in if it ever comes back), so a cancelled and refunded order nets to zero.
    const wasCancelled = Boolean(stored && (stored.orderData as Partial<StoredOrderData>).cancelled_at);
    if (stored && wasCancelled !== Boolean(order.cancelled_at)) {
      const sign = order.cancelled_at ? -1 : 1;
      for (const refund of await refundsOfOrder(tx, store.teamId, orderId)) {
        const attributed = sign === -1 ? wasAttributed : Boolean(credit);
        await applyRefundDeltas(tx, store, refundDeltas(refund, data, attributed, sign));
      }
    }

    if (credit?.leadId) {
      await refreshLeadTotals(tx, store.teamId, credit.leadId, {
        email: values.email,
        phone: values.phone,
        customerId: values.shopifyCustomerId,
        firstName: order.customer?.first_name ?? null,
        lastName: order.customer?.last_name ?? null,
        location: locationOf(order.shipping_address),
      });
    }
    const name = [order.customer?.first_name, order.customer?.last_name].filter(Boolean).join(" ") || null;
    await recordMemberOrder(tx, {
      teamId: store.teamId,
      orderId,
      email: values.email,
      name,
      leadId: credit?.leadId ?? null,
      total: order.total_price,
      at: processedAt,
    });
    return {
      orderId,
      created: !stored,
      attribution: credit ? { method: credit.method, leadId: credit.leadId } : null,
      newlyAttributed: Boolean(credit) && !wasAttributed,
    };
  });
}

/**
 * `order.attributed` (the team's streams and outbound webhooks) for an order this call credited,
 * whichever path credited it: a webhook, the nightly sync or a late credit. Inside the caller's
 * transaction when `db` is given, so it fires on commit only.
 */
export async function announceOrderAttributed(
  deps: Pick<AppDeps, "events">,
  teamId: string,
  result: RecordOrderResult,
  db?: Db,
): Promise<void> {
  if (!result.newlyAttributed || !result.attribution) return;
  await deps.events.publish(
    {
      type: "order.attributed",
      teamId,
      data: { orderId: result.orderId, method: result.attribution.method, leadId: result.attribution.leadId },
    },
    db,
  );
}
