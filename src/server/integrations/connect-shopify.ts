import { ACCOUNT_IN_ANOTHER_TEAM } from "@shared/integrations/integrations-texts";
import type { AppDeps } from "../deps";
import { createOAuthState } from "../platforms/oauth-state";
import { type QueryValues, verifyShopifyCallback } from "../platforms/shopify/shopify-oauth";
import { AccountInAnotherTeamError, upsertIntegration } from "./integrations.repository";
import { consumeOAuthState, saveOAuthState } from "./oauth-states.repository";
import { syncShopifyProductsJob } from "./sync-shopify-products.job";

export const SHOPIFY_CALLBACK_PATH = "/api/integrations/shopify/callback";
const RETURN_PATH = "/dashboard/integrations";

type Deps = Pick<AppDeps, "db" | "now" | "publicUrl" | "integrations" | "log" | "jobs" | "events">;

/** `shop` is already normalised by the shared rule; the state remembers it so the return must match. */
export async function startShopifyConnect(
  deps: Deps,
  actor: { userId: string; teamId: string },
  shop: string,
) {
  const state = createOAuthState();
  await saveOAuthState(deps.db, {
    state,
    userId: actor.userId,
    teamId: actor.teamId,
    platform: "shopify",
    context: { shop },
    now: deps.now(),
  });
  return deps.integrations.shopify.buildAuthorizeUrl({
    shop,
    redirectUri: `${deps.publicUrl}${SHOPIFY_CALLBACK_PATH}`,
    state,
  });
}

const failure = (reason: string) => `${RETURN_PATH}?shopify=error&message=${encodeURIComponent(reason)}`;

/**
 * The install return: HMAC, state, shop and timestamp are verified before anything else; then the code
 * is exchanged once (the state is consumed first, atomically), the shop's currency read and the
 * store saved with its token encrypted. The first product sync runs as a job.
 */
export async function completeShopifyConnect(deps: Deps, query: QueryValues, userId: string) {
  const { shopify, cipher, config } = deps.integrations;
  const state = typeof query.state === "string" ? query.state : "";
  const check = verifyShopifyCallback({
    query,
    apiSecret: config.shopify.apiSecret,
    expectedState: state,
    now: deps.now(),
  });
  if (!check.ok || !state) return failure(check.ok ? "state" : check.reason);
  try {
    // The state is spent first; the platform calls then run outside any transaction, so a slow
    // Shopify holds no database connection.
    const started = await consumeOAuthState(deps.db, { state, platform: "shopify", userId, now: deps.now() });
    if (!started || started.context.shop !== check.shop) return failure("state");
    const token = await shopify.exchangeCode({ shop: check.shop, code: check.code });
    const shop = await shopify.getShop({ shop: check.shop, accessToken: token.accessToken });
    // The connected store and its first sync commit together.
    await deps.db.transaction(async (tx) => {
      const id = await upsertIntegration(tx, {
        teamId: started.teamId,
        platform: "shopify",
        platformAccountId: check.shop,
        platformUsername: shop.name,
        shopDomain: check.shop,
        accessTokenEncrypted: cipher.encrypt({ token: token.accessToken }),
        tokenExpiresAt: null,
        followerCount: null,
        currency: shop.currencyCode,
        status: "active",
        settings: { scopes: token.scopes, primaryDomain: shop.primaryDomain },
        now: deps.now(),
      });
      await deps.jobs.send(
        syncShopifyProductsJob,
        { integrationId: id, teamId: started.teamId },
        { singletonKey: id, tx },
      );
      // Every process's pixel directory forgets what it knew of this shop (a cached "unknown store").
      await deps.events.publish(
        { type: "integration.connected", teamId: started.teamId, data: { id, platform: "shopify" } },
        tx,
      );
    });
    return `${RETURN_PATH}?shopify=connected&shop=${encodeURIComponent(check.shop)}`;
  } catch (error) {
    if (error instanceof AccountInAnotherTeamError) return failure(ACCOUNT_IN_ANOTHER_TEAM);
    deps.log(`Shopify connect failed: ${error instanceof Error ? error.message : String(error)}`);
    return failure("connection_failed");
  }
}
