import { z } from "zod";
import type { SimOrder, SimShop } from "./shopify-world";

export const refundRequestSchema = z.object({
  shop: z.string().optional(),
  order_id: z.union([z.number(), z.string()]).transform(Number),
  /** Money to send back; with no line_items it is an amount-only refund (no merchandise named). */
  amount: z.number().positive().optional(),
  /** Lines to take back; neither amount nor line_items refunds every line still unrefunded. */
  line_items: z
    .array(z.object({ line_item_id: z.number(), quantity: z.number().int().min(1).default(1) }))
    .optional(),
  note: z.string().optional(),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

export const cancelRequestSchema = z.object({
  shop: z.string().optional(),
  reason: z.enum(["customer", "declined", "fraud", "inventory", "other", "staff"]).default("customer"),
});

type Line = {
  id: number;
  product_id: number;
  variant_id: number;
  title: string;
  price: string;
  quantity: number;
};
export type SimRefund = {
  id: number;
  created_at: string;
  note: string | null;
  refund_line_items: { line_item_id: number; quantity: number; subtotal: number; total_tax: number }[];
  transactions: { amount: string; kind: string; status: string }[];
};

const TAX_RATE = 0.13;
const round = (n: number) => Math.round(n * 100) / 100;

export function findOrder(shop: SimShop, orderId: number): SimOrder | undefined {
  return shop.orders.find((o) => o.id === orderId);
}

export const refundsOf = (order: SimOrder) => (order.refunds as SimRefund[] | undefined) ?? [];

/** Money already sent back on the order: what GraphQL's totalRefundedSet answers. */
export function totalRefunded(order: SimOrder): number {
  return round(
    refundsOf(order)
      .flatMap((r) => r.transactions)
      .filter((t) => t.kind === "refund" && t.status === "success")
      .reduce((sum, t) => sum + Number(t.amount), 0),
  );
}

/**
 * A REST Refund JSON as refunds/create carries it (platforms-reference §3.3), kept on the order's
 * `refunds` like Shopify's Order JSON, with the order's financial_status moved on.
 */
export function createRefund(shop: SimShop, order: SimOrder, request: RefundRequest, now: Date) {
  const lines = order.line_items as Line[];
  const taken = new Map<number, number>();
  for (const r of refundsOf(order))
    for (const l of r.refund_line_items)
      taken.set(l.line_item_id, (taken.get(l.line_item_id) ?? 0) + l.quantity);
  const wanted =
    request.line_items ??
    (request.amount === undefined
      ? lines
          .map((l) => ({ line_item_id: l.id, quantity: l.quantity - (taken.get(l.id) ?? 0) }))
          .filter((l) => l.quantity > 0)
      : []);
  const subtotal = Number(order.subtotal_price);
  const discountShare = subtotal > 0 ? Number(order.total_discounts) / subtotal : 0;
  const refundLines = wanted.map((w, i) => {
    const line = lines.find((l) => l.id === w.line_item_id);
    if (!line) throw new RangeError(`Order ${order.id} has no line item ${w.line_item_id}`);
    if (w.quantity > line.quantity - (taken.get(line.id) ?? 0))
      throw new RangeError(`Line item ${line.id} has fewer than ${w.quantity} unrefunded units`);
    const lineSubtotal = round(Number(line.price) * w.quantity * (1 - discountShare));
    return {
      id: Number(order.id) * 100 + refundsOf(order).length * 10 + i,
      line_item_id: line.id,
      location_id: null,
      quantity: w.quantity,
      restock_type: "return",
      subtotal: lineSubtotal,
      total_tax: round(lineSubtotal * TAX_RATE),
      line_item: line,
    };
  });
  if (refundLines.length === 0 && request.amount === undefined)
    throw new RangeError(`Order ${order.id} has nothing left to refund`);
  const items = round(refundLines.reduce((sum, l) => sum + l.subtotal + l.total_tax, 0));
  const amount = round(request.amount ?? items);
  const left = round(Number(order.total_price) - totalRefunded(order));
  if (amount > left) throw new RangeError(`Order ${order.id} has only ${left.toFixed(2)} left to refund`);
  const id = Number(order.id) * 10 + refundsOf(order).length + 1;
  const at = now.toISOString();
  const refund = {
    id,
    admin_graphql_api_id: `gid://shopify/Refund/${id}`,
    order_id: order.id,
    created_at: at,
    processed_at: at,
    note: request.note ?? null,
    restock: refundLines.length > 0,
    user_id: null,
    refund_line_items: refundLines,
    transactions: [
      {
        id: id * 10 + 1,
        order_id: order.id,
        kind: "refund",
        gateway: "shopify_payments",
        status: "success",
        amount: amount.toFixed(2),
        currency: shop.currency,
        created_at: at,
        processed_at: at,
        test: false,
      },
    ],
    // Shopify balances money sent back that the refunded lines do not account for.
    order_adjustments:
      round(amount - items) === 0
        ? []
        : [
            {
              id: id * 10 + 2,
              order_id: order.id,
              refund_id: id,
              amount: round(items - amount).toFixed(2),
              tax_amount: "0.00",
              kind: "refund_discrepancy",
              reason: "Refund discrepancy",
            },
          ],
    duties: [],
  };
  order.refunds = [...refundsOf(order), refund];
  order.financial_status =
    totalRefunded(order) >= round(Number(order.total_price)) ? "refunded" : "partially_refunded";
  order.updated_at = at;
  return refund;
}

/** Cancels without refunding (a cancel that refunds is a cancel plus /_sim/shopify/refunds). */
export function cancelOrder(order: SimOrder, reason: string, now: Date): SimOrder {
  if (order.cancelled_at) throw new RangeError(`Order ${order.id} is already cancelled`);
  const at = now.toISOString();
  order.cancelled_at = at;
  order.cancel_reason = reason;
  order.updated_at = at;
  if (order.financial_status === "pending" || order.financial_status === "authorized")
    order.financial_status = "voided";
  return order;
}
