import { randomBytes } from "node:crypto";
import { STORE_TEXTS } from "@shared/store/store.schema";
import type { Actor } from "../deps";
import { DomainError } from "../http/errors";
import { runStoreAction } from "./run-store-action";
import type { StoreDeps } from "./store-context";

type Options<I> = { deps: StoreDeps; actor: Actor; threadId: string; input: I };
const DAY_MS = 86_400_000;
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

const newCode = (percentage: number) =>
  `THANKS${percentage}-${Array.from(randomBytes(6), (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join("")}`;

/** A single-use code for this customer only, refused above the team's cap before Shopify is asked. */
export async function createCustomerDiscount(options: Options<{ percentage: number; validDays: number }>) {
  const { deps, input } = options;
  return runStoreAction({ ...options, action: "discount" }, async ({ ctx, customer }) => {
    if (input.percentage > ctx.settings.discountCapPercent)
      throw new DomainError(400, STORE_TEXTS.aboveCap(ctx.settings.discountCapPercent), "ABOVE_CAP", {
        percentage: [STORE_TEXTS.aboveCap(ctx.settings.discountCapPercent)],
      });
    const start = deps.now();
    const endsAt = new Date(start.getTime() + input.validDays * DAY_MS);
    const created = await ctx.shopify.api.createDiscountCode(ctx.shopify.auth, {
      code: newCode(input.percentage),
      title: `${input.percentage}% for ${customer.displayName} (Lunara inbox)`,
      percentage: input.percentage,
      customerId: customer.id,
      startsAt: start,
      endsAt,
    });
    return {
      summary: `Created discount code ${created.code} (${input.percentage}% off, ${customer.displayName} only)`,
      message: `Here's ${input.percentage}% off just for you: ${created.code}`,
      messageExpiresAt: endsAt,
    };
  });
}

/** Cancels an order Shopify has not fulfilled (Shopify's own refusal is shown for one it has). */
export async function cancelStoreOrder(options: Options<{ orderId: string; restock: boolean }>) {
  const { input } = options;
  return runStoreAction({ ...options, action: "cancel" }, async ({ ctx, orders }) => {
    const order = orders.find((o) => o.id === input.orderId);
    if (!order) throw new DomainError(404, STORE_TEXTS.orderNotFound, "NOT_FOUND");
    await ctx.shopify.api.cancelOrder(ctx.shopify.auth, order.id, { refund: true, restock: input.restock });
    return { summary: `Cancelled order ${order.name} and refunded it`, message: null };
  });
}

/** Refunds units of one line, refused when it is more than what is left on the order. */
export async function refundOrderItem(
  options: Options<{ orderId: string; lineItemId: string; quantity: number }>,
) {
  const { input } = options;
  return runStoreAction({ ...options, action: "refund" }, async ({ ctx, orders }) => {
    const order = orders.find((o) => o.id === input.orderId);
    if (!order) throw new DomainError(404, STORE_TEXTS.orderNotFound, "NOT_FOUND");
    const line = order.lineItems.nodes.find((l) => l.id === input.lineItemId);
    if (!line) throw new DomainError(404, STORE_TEXTS.orderNotFound, "NOT_FOUND");
    const asked = Number(line.originalUnitPriceSet.shopMoney.amount) * input.quantity;
    const left =
      Number(order.totalPriceSet.shopMoney.amount) - Number(order.totalRefundedSet.shopMoney.amount);
    const currency = order.totalPriceSet.shopMoney.currencyCode;
    if (input.quantity > line.quantity || asked > left + 0.005)
      throw new DomainError(400, STORE_TEXTS.aboveTotal(`${left.toFixed(2)} ${currency}`), "ABOVE_TOTAL", {
        quantity: [STORE_TEXTS.aboveTotal(`${left.toFixed(2)} ${currency}`)],
      });
    const refund = await ctx.shopify.api.refundLineItem(ctx.shopify.auth, {
      orderId: order.id,
      lineItemId: line.id,
      quantity: input.quantity,
      note: "Refunded from the Lunara inbox",
    });
    return {
      summary: `Refunded ${input.quantity} × ${line.title} on ${order.name} (${refund.amount} ${currency})`,
      message: null,
    };
  });
}

/** Adds a note (replacing the order's note, as Shopify's note is one text) and/or tags. */
export async function annotateStoreOrder(
  options: Options<{ orderId: string; note?: string | undefined; tags?: string[] | undefined }>,
) {
  const { input } = options;
  return runStoreAction({ ...options, action: "annotate" }, async ({ ctx, orders }) => {
    const order = orders.find((o) => o.id === input.orderId);
    if (!order) throw new DomainError(404, STORE_TEXTS.orderNotFound, "NOT_FOUND");
    const done: string[] = [];
    if (input.note) {
      await ctx.shopify.api.setOrderNote(ctx.shopify.auth, order.id, input.note);
      done.push(`note "${input.note.slice(0, 80)}"`);
    }
    if (input.tags?.length) {
      await ctx.shopify.api.addTags(ctx.shopify.auth, order.id, input.tags);
      done.push(`tags ${input.tags.join(", ")}`);
    }
    return { summary: `Added ${done.join(" and ")} to ${order.name}`, message: null };
  });
}
