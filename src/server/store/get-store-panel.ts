import type { StorePanel } from "@shared/store/store.schema";
import type { Actor } from "../deps";
import { customerView, loadCustomer, matchCustomer, orderView } from "./find-store-customer";
import { listStoreActions } from "./store.repository";
import { actionView } from "./store-action-view";
import { loadStoreContext, type StoreDeps } from "./store-context";

/** The store panel beside a conversation: the matched customer, lifetime value, orders, and what was done. */
export async function getStorePanel(options: {
  deps: StoreDeps;
  actor: Actor;
  threadId: string;
}): Promise<StorePanel> {
  const { deps, actor, threadId } = options;
  const ctx = await loadStoreContext(deps, actor, threadId);
  const [match, actions] = await Promise.all([
    ctx.shopify ? matchCustomer(deps, actor, ctx) : null,
    listStoreActions(deps.db, actor.teamId, threadId),
  ]);
  const loaded = match ? await loadCustomer(deps, actor, ctx, match) : null;
  const customer = loaded?.customer ?? null;
  return {
    connected: ctx.shopify !== null,
    match: match ? { by: match.by, value: match.value } : null,
    customer: customerView(customer),
    orders: (loaded?.orders ?? []).map(orderView),
    settings: ctx.settings,
    actions: actions.map((a) => actionView(a, deps.now())),
    fetchedAt: loaded ? loaded.fetchedAt.toISOString() : null,
  };
}
