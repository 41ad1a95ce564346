import type { AppDeps } from "../deps";
import { findTeamIntegration, mergeIntegrationSettings } from "../integrations/integrations.repository";
import { markShopifyRefusal } from "../integrations/mark-shopify-refusal";
import { recordShopifyCheckout } from "./record-shopify-checkout";

type Deps = Pick<AppDeps, "db" | "now" | "integrations">;

/** The first sync reaches back this far: older checkouts are past any reminder. */
export const CHECKOUT_BACKFILL_DAYS = 30;
/** Later syncs re-read an hour before the last one: a checkout recorded twice changes nothing. */
const RESYNC_OVERLAP_MS = 3_600_000;
const DAY_MS = 86_400_000;

/**
 * The backstop for lost checkouts/create and checkouts/update deliveries: reads the store's open
 * checkouts updated since the last run (REST `checkouts.json`, every page) and records each exactly
 * as its webhook would. A refused token marks the store for reconnect; other failures throw.
 */
export async function syncShopifyCheckouts(deps: Deps, ref: { integrationId: string; teamId: string }) {
  const integration = await findTeamIntegration(deps.db, ref.teamId, ref.integrationId);
  if (integration?.platform !== "shopify" || !integration.shopDomain) return { checkouts: 0 };
  const { token } = deps.integrations.cipher.decrypt(integration.accessTokenEncrypted);
  const startedAt = deps.now();
  const last = integration.settings.lastCheckoutSyncAt;
  const updatedAtMin =
    typeof last === "string"
      ? new Date(Date.parse(last) - RESYNC_OVERLAP_MS)
      : new Date(startedAt.getTime() - CHECKOUT_BACKFILL_DAYS * DAY_MS);
  const store = { integrationId: integration.id, teamId: ref.teamId };
  let checkouts = 0;
  let pageInfo: string | null = null;
  try {
    do {
      const page = await deps.integrations.shopify.listCheckoutsPage({
        shop: integration.shopDomain,
        accessToken: token,
        updatedAtMin,
        pageInfo,
      });
      for (const checkout of page.items)
        if ((await recordShopifyCheckout(deps, store, checkout)).changed) checkouts += 1;
      pageInfo = page.next;
    } while (pageInfo);
  } catch (error) {
    if (!(await markShopifyRefusal(deps, integration.id, error))) throw error;
    return { checkouts };
  }
  await mergeIntegrationSettings(
    deps.db,
    integration.id,
    { lastCheckoutSyncAt: startedAt.toISOString() },
    deps.now(),
  );
  return { checkouts };
}
