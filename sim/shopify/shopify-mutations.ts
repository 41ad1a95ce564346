import { randomBytes } from "node:crypto";
import { cancelOrder, createRefund, findOrder } from "./shopify-refunds";
import { gid, numericFromGid, type SimOrder, type SimShop } from "./shopify-world";

/** A webhook the mutation causes, sent by the route after the answer (Shopify sends them asynchronously). */
export type SimChange = { topic: string; payload: unknown };
// GraphQL has validated the input against the schema before a resolver sees it.
// biome-ignore lint/suspicious/noExplicitAny: the input's shape is the schema's, already checked
type SimInput = Record<string, any>;
type UserError = { field: string[] | null; message: string; code?: string | null };

export type SimDiscount = {
  id: number;
  title: string;
  code: string;
  percentage: number;
  customerIds: string[];
  startsAt: string;
  endsAt: string | null;
  usageLimit: number | null;
};
export type SimDraftOrder = {
  id: number;
  name: string;
  invoiceUrl: string;
  lines: { variantId: number; quantity: number }[];
  email: string | null;
  customAttributes: { key: string; value: string }[];
};

/** What discounts and draft orders the shop holds (kept on the shop object, created on first use). */
function extras(shop: SimShop) {
  const holder = shop as SimShop & { discounts?: SimDiscount[]; draftOrders?: SimDraftOrder[] };
  holder.discounts ??= [];
  holder.draftOrders ??= [];
  return holder as SimShop & { discounts: SimDiscount[]; draftOrders: SimDraftOrder[] };
}

/**
 * The Admin GraphQL mutations Lunara's store panel uses, with Shopify's payload shapes (a result
 * field plus `userErrors`) and its refusals as userErrors rather than top-level errors.
 */
export function mutationsFor(shop: SimShop, now: () => Date, changes: SimChange[]) {
  const orderOf = (id: string) => findOrder(shop, numericFromGid(id));
  const orderChanged = (order: SimOrder) => changes.push({ topic: "orders/updated", payload: order });
  const fail = (message: string, field: string[] | null = null, code: string | null = null) => [
    { field, message, code },
  ];

  return {
    discountCodeBasicCreate: ({
      basicCodeDiscount: input,
    }: {
      basicCodeDiscount: Record<string, unknown> & SimInput;
    }) => {
      const { discounts } = extras(shop);
      const code = String(input.code ?? "").trim();
      const userErrors: UserError[] = [];
      if (!code) userErrors.push(...fail("Code can't be blank", ["basicCodeDiscount", "code"], "BLANK"));
      if (discounts.some((d) => d.code.toLowerCase() === code.toLowerCase()))
        userErrors.push(
          ...fail(
            "Code must be unique. Please try a different code.",
            ["basicCodeDiscount", "code"],
            "TAKEN",
          ),
        );
      const percentage = Number(input.customerGets?.value?.percentage);
      if (!(percentage > 0 && percentage <= 1))
        userErrors.push(
          ...fail(
            "Value must be between 0.0 and 1.0",
            ["basicCodeDiscount", "customerGets", "value", "percentage"],
            "VALUE_OUTSIDE_RANGE",
          ),
        );
      if (userErrors.length) return { codeDiscountNode: null, userErrors };
      const discount: SimDiscount = {
        id: 1_100_000_000 + discounts.length + 1,
        title: String(input.title ?? code),
        code,
        percentage,
        customerIds: (input.customerSelection?.customers?.add as string[] | undefined) ?? [],
        startsAt: String(input.startsAt ?? now().toISOString()),
        endsAt: (input.endsAt as string | undefined) ?? null,
        usageLimit: (input.usageLimit as number | undefined) ?? null,
      };
      discounts.push(discount);
      return {
        codeDiscountNode: {
          id: gid("DiscountCodeNode", discount.id),
          codeDiscount: {
            __typename: "DiscountCodeBasic",
            title: discount.title,
            codes: { nodes: [{ code }] },
          },
        },
        userErrors,
      };
    },

    draftOrderCreate: ({ input }: { input: Record<string, unknown> & SimInput }) => {
      const { draftOrders } = extras(shop);
      const lines = ((input.lineItems as { variantId: string; quantity: number }[] | undefined) ?? []).map(
        (l) => ({
          variantId: numericFromGid(l.variantId),
          quantity: l.quantity,
        }),
      );
      if (lines.length === 0)
        return { draftOrder: null, userErrors: fail("Add at least 1 product", ["lineItems"]) };
      const unknown = lines.find(
        (l) => !shop.products.some((p) => p.variants.some((v) => v.id === l.variantId)),
      );
      if (unknown)
        return {
          draftOrder: null,
          userErrors: fail("Product variant does not exist", ["lineItems", "0", "variantId"]),
        };
      const id = 1_200_000_000 + draftOrders.length + 1;
      const draft: SimDraftOrder = {
        id,
        name: `#D${draftOrders.length + 1}`,
        invoiceUrl: `https://${shop.domain}/${shop.id}/invoices/${randomBytes(16).toString("hex")}`,
        lines,
        email: (input.email as string | undefined) ?? null,
        customAttributes: (input.customAttributes as { key: string; value: string }[] | undefined) ?? [],
      };
      draftOrders.push(draft);
      return {
        draftOrder: { id: gid("DraftOrder", id), name: draft.name, invoiceUrl: draft.invoiceUrl },
        userErrors: [],
      };
    },

    orderCancel: (args: {
      orderId: string;
      reason: string;
      refund: boolean;
      restock: boolean;
      staffNote?: string;
    }) => {
      const order = orderOf(args.orderId);
      if (!order)
        return { job: null, orderCancelUserErrors: fail("Order does not exist", ["orderId"], "NOT_FOUND") };
      if (order.cancelled_at)
        return {
          job: null,
          orderCancelUserErrors: fail("Order has already been canceled", ["orderId"], "INVALID"),
        };
      if (order.fulfillment_status === "fulfilled" || order.fulfillment_status === "partial")
        return {
          job: null,
          orderCancelUserErrors: fail(
            "Cannot cancel an order that has been fulfilled.",
            ["orderId"],
            "INVALID",
          ),
        };
      cancelOrder(order, args.reason.toLowerCase(), now());
      if (args.refund && Number(order.total_price) > 0 && order.financial_status === "paid")
        createRefund(shop, order, { order_id: order.id }, now());
      changes.push({ topic: "orders/cancelled", payload: order });
      orderChanged(order);
      return {
        job: { id: gid("Job", randomBytes(8).toString("hex")), done: true },
        orderCancelUserErrors: [],
      };
    },

    refundCreate: ({ input }: { input: Record<string, unknown> & SimInput }) => {
      const order = orderOf(String(input.orderId));
      if (!order) return { refund: null, userErrors: fail("Order does not exist", ["orderId"]) };
      const lineItems = (
        (input.refundLineItems as { lineItemId: string; quantity: number }[] | undefined) ?? []
      ).map((l) => ({
        line_item_id: numericFromGid(l.lineItemId),
        quantity: l.quantity,
      }));
      const amount = (input.transactions as { amount: string }[] | undefined)?.reduce(
        (s, t) => s + Number(t.amount),
        0,
      );
      try {
        const refund = createRefund(
          shop,
          order,
          { order_id: order.id, line_items: lineItems, amount, note: input.note },
          now(),
        );
        changes.push({ topic: "refunds/create", payload: refund });
        orderChanged(order);
        return {
          refund: {
            id: gid("Refund", refund.id),
            totalRefundedSet: {
              shopMoney: { amount: refund.transactions[0]?.amount ?? "0.00", currencyCode: shop.currency },
            },
          },
          userErrors: [],
        };
      } catch (error) {
        return { refund: null, userErrors: fail((error as Error).message, ["refundLineItems"]) };
      }
    },

    tagsAdd: ({ id, tags }: { id: string; tags: string[] }) => {
      const order = orderOf(id);
      if (!order) return { node: null, userErrors: fail("Resource not found", ["id"]) };
      const existing = String(order.tags ?? "")
        .split(",")
        .map((t) => t.trim())
        .filter(Boolean);
      order.tags = [...new Set([...existing, ...tags.map((t) => t.trim()).filter(Boolean)])].join(", ");
      order.updated_at = now().toISOString();
      orderChanged(order);
      return { node: { __typename: "TaggedNode", id }, userErrors: [] };
    },

    orderUpdate: ({ input }: { input: { id: string; note?: string | null } }) => {
      const order = orderOf(input.id);
      if (!order) return { order: null, userErrors: fail("Order does not exist", ["id"]) };
      if (input.note !== undefined) order.note = input.note;
      order.updated_at = now().toISOString();
      orderChanged(order);
      return { order: { id: input.id, note: order.note ?? null }, userErrors: [] };
    },
  };
}

export const draftOrdersOf = (shop: SimShop) => extras(shop).draftOrders;

/** Marks an order fulfilled with a tracking number (a simulator control: fulfilment is the merchant's). */
export function fulfillOrder(
  order: SimOrder,
  tracking: { number: string; company: string; url: string },
  now: Date,
) {
  order.fulfillment_status = "fulfilled";
  order.fulfillments = [
    {
      id: Number(order.id) * 10 + 7,
      status: "success",
      created_at: now.toISOString(),
      tracking_company: tracking.company,
      tracking_number: tracking.number,
      tracking_url: tracking.url,
    },
  ];
  order.updated_at = now.toISOString();
  return order;
}
