import { STORE_CACHE_TTL_SECONDS, type StoreOrderView } from "@shared/store/store.schema";
import type { Actor } from "../deps";
import type { StoreCustomer, StoreOrder } from "../platforms/shopify/shopify-store";
import { findCheckoutBuyer, findLeadEmail, findManualLink, readCache, writeCache } from "./store.repository";
import type { StoreContext, StoreDeps } from "./store-context";

export type CustomerMatch = { by: "manual" | "checkout" | "email"; key: string; value: string };
type Cached = { customer: StoreCustomer | null; orders: StoreOrder[] };

/** Who the conversation's customer is: an agent's link first, then a tracked-link checkout, then the lead's email. */
export async function matchCustomer(
  deps: StoreDeps,
  actor: Actor,
  ctx: StoreContext,
): Promise<CustomerMatch | null> {
  const manual = await findManualLink(deps.db, actor.teamId, ctx.thread.id);
  if (manual) return { by: "manual", ...keyOf(manual) };
  const buyer = await findCheckoutBuyer(deps.db, actor.teamId, ctx.thread.id, ctx.thread.leadId);
  if (buyer?.customerId) return { by: "checkout", ...keyOf(buyer.customerId) };
  if (buyer?.email) return { by: "checkout", ...keyOf(buyer.email) };
  const email = ctx.thread.leadId ? await findLeadEmail(deps.db, actor.teamId, ctx.thread.leadId) : null;
  return email ? { by: "email", ...keyOf(email) } : null;
}

/** The cache key and Admin API lookup of an email or a customer id (numeric or gid). */
export function keyOf(value: string) {
  if (value.includes("@")) return { key: `email:${value.toLowerCase()}`, value };
  const id = value.replace(/^gid:\/\/shopify\/Customer\//, "");
  return { key: `id:${id}`, value: id };
}

/**
 * The customer and their orders, from the cache when younger than the TTL (order webhooks drop it),
 * else from the Admin API (and cached). `fresh` skips the cache: actions check what Shopify holds now.
 */
export async function loadCustomer(
  deps: StoreDeps,
  actor: Actor,
  ctx: Pick<StoreContext, "shopify">,
  match: CustomerMatch,
  options: { fresh?: boolean } = {},
): Promise<Cached & { fetchedAt: Date }> {
  const shopify = ctx.shopify;
  if (!shopify) return { customer: null, orders: [], fetchedAt: deps.now() };
  if (!options.fresh) {
    const hit = await readCache(deps.db, actor.teamId, shopify.integrationId, match.key);
    if (hit && deps.now().getTime() - hit.fetchedAt.getTime() < STORE_CACHE_TTL_SECONDS * 1000)
      return { ...(hit.data as Cached), fetchedAt: hit.fetchedAt };
  }
  const by = match.key.startsWith("email:") ? { email: match.value } : { id: match.value };
  // Both asked at once: one Shopify round trip of latency rather than two.
  const [customer, found] = await Promise.all([
    shopify.api.findCustomer(shopify.auth, by),
    shopify.api.customerOrders(shopify.auth, by),
  ]);
  const orders = customer ? found : [];
  const at = deps.now();
  await writeCache(deps.db, {
    teamId: actor.teamId,
    integrationId: shopify.integrationId,
    key: match.key,
    data: { customer, orders },
    at,
  });
  return { customer, orders, fetchedAt: at };
}

/** The customer as the panel shows them: name, email, order count and lifetime value. */
export const customerView = (customer: StoreCustomer | null) =>
  customer
    ? {
        id: customer.id,
        name: customer.displayName,
        email: customer.email,
        ordersCount: customer.numberOfOrders,
        lifetimeValue: customer.amountSpent,
      }
    : null;

export const orderView = (o: StoreOrder): StoreOrderView => ({
  id: o.id,
  name: o.name,
  createdAt: o.createdAt,
  cancelled: o.cancelledAt !== null,
  financialStatus: o.displayFinancialStatus,
  fulfillmentStatus: o.displayFulfillmentStatus,
  total: o.totalPriceSet.shopMoney,
  refunded: o.totalRefundedSet.shopMoney,
  note: o.note,
  tags: o.tags,
  items: o.lineItems.nodes.map((l) => ({
    id: l.id,
    title: l.title,
    variantTitle: l.variantTitle,
    quantity: l.quantity,
    unitPrice: l.originalUnitPriceSet.shopMoney,
  })),
  tracking: o.fulfillments.flatMap((f) => f.trackingInfo),
});
