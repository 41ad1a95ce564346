import { STORE_CACHE_TTL_SECONDS, STORE_TEXTS, type StoreOrderView } from "@shared/store/store.schema";
import type { Actor } from "../deps";
import { DomainError } from "../http/errors";
import { PlatformAuthError, PlatformError, PlatformRateLimitError } from "../platforms/platform-errors";
import type { StoreCustomer, StoreOrder } from "../platforms/shopify/shopify-store";
import { findCheckoutBuyer, findLeadEmail, findManualLink, readCache, writeCache } from "./store.repository";
import type { StoreContext, StoreDeps } from "./store-context";

export type CustomerMatch = { by: "manual" | "checkout" | "email"; key: string; value: string };
type Cached = { customer: StoreCustomer | null; orders: StoreOrder[] };
/** The longest the panel sits out Shopify's throttle (an empty bucket refills 100 points a second). */
const MAX_WAIT_SECONDS = 5;

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
  const hit = options.fresh ? null : await readCache(deps.db, actor.teamId, shopify.integrationId, match.key);
  if (hit && deps.now().getTime() - hit.fetchedAt.getTime() < STORE_CACHE_TTL_SECONDS * 1000)
    return { ...(hit.data as Cached), fetchedAt: hit.fetchedAt };
  const by = match.key.startsWith("email:") ? { email: match.value } : { id: match.value };
  // Both asked at once: one Shopify round trip of latency rather than two.
  const findCustomer = () => shopify.api.findCustomer(shopify.auth, by);
  const findOrders = () => shopify.api.customerOrders(shopify.auth, by);
  const [asked, askedOrders] = await Promise.allSettled([findCustomer(), findOrders()]);
  let answer: [StoreCustomer | null, StoreOrder[]];
  if (asked.status === "fulfilled" && askedOrders.status === "fulfilled")
    answer = [asked.value, askedOrders.value];
  else {
    const error = asked.status === "rejected" ? asked.reason : (askedOrders as PromiseRejectedResult).reason;
    // Actions (fresh) report Shopify's refusal themselves. The panel shows what it last knew (with
    // its age) at once; knowing nothing, it sits out a short throttle (Shopify's bucket refills in a
    // second or two), and otherwise answers a clear error rather than crashing.
    if (options.fresh || !(error instanceof PlatformError)) throw error;
    if (hit) return { ...(hit.data as Cached), fetchedAt: hit.fetchedAt };
    const deadline = Date.now() + MAX_WAIT_SECONDS * 1000;
    answer = [
      asked.status === "fulfilled" ? asked.value : await patiently(findCustomer, asked.reason, deadline),
      askedOrders.status === "fulfilled"
        ? askedOrders.value
        : await patiently(findOrders, askedOrders.reason, deadline),
    ];
  }
  const [customer, found] = answer;
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

/** Asks again after each throttle's advised wait while that ends before the deadline; else a clear error. */
async function patiently<T>(ask: () => Promise<T>, failed: unknown, deadline: number): Promise<T> {
  let error = failed;
  while (error instanceof PlatformRateLimitError && Date.now() + error.retryAfterSeconds * 1000 <= deadline) {
    await new Promise((resolve) =>
      setTimeout(resolve, (error as PlatformRateLimitError).retryAfterSeconds * 1000),
    );
    try {
      return await ask();
    } catch (again) {
      error = again;
    }
  }
  if (error instanceof PlatformAuthError)
    throw new DomainError(502, STORE_TEXTS.shopifyReconnect, "PLATFORM_AUTH");
  if (error instanceof PlatformError)
    throw new DomainError(502, STORE_TEXTS.shopifyUnavailable, "PLATFORM_UNAVAILABLE");
  throw error;
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
