import { DEFAULT_DISCOUNT_CAP_PERCENT, STORE_TEXTS } from "@shared/store/store.schema";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { createShopifyStore } from "../platforms/shopify/shopify-store";
import { findShopifyStore, findThreadForStore, readStoreSettings } from "./store.repository";

export type StoreDeps = Pick<AppDeps, "db" | "now" | "integrations" | "publicUrl" | "events">;

/** The conversation (of the caller's team), its team's store settings and, when connected, the store. */
export async function loadStoreContext(deps: StoreDeps, actor: Actor, threadId: string) {
  const [thread, team] = await Promise.all([
    findThreadForStore(deps.db, actor.teamId, threadId),
    loadTeamStore(deps, actor),
  ]);
  if (!thread) throw new DomainError(404, STORE_TEXTS.threadNotFound, "NOT_FOUND");
  return { thread, ...team };
}
export type StoreContext = Awaited<ReturnType<typeof loadStoreContext>>;

/** The team's store settings (with whether the caller may act) and, when connected, the store. */
export async function loadTeamStore(deps: StoreDeps, actor: Actor) {
  const [store, saved] = await Promise.all([
    findShopifyStore(deps.db, actor.teamId),
    readStoreSettings(deps.db, actor.teamId),
  ]);
  const settings = saved ?? { discountCapPercent: DEFAULT_DISCOUNT_CAP_PERCENT, membersMayAct: false };
  const canAct = actor.role === "admin" || settings.membersMayAct;
  const shopify = store
    ? {
        integrationId: store.id,
        auth: {
          shop: store.shopDomain,
          accessToken: deps.integrations.cipher.decrypt(store.accessTokenEncrypted).token,
        },
        api: createShopifyStore(deps.integrations.shopify),
      }
    : null;
  return { settings: { ...settings, canAct }, shopify };
}
