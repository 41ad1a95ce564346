import type { AppDeps } from "../deps";
import { PlatformAuthError } from "../platforms/platform-errors";
import {
  findTeamIntegration,
  markIntegrationError,
  mergeIntegrationSettings,
} from "./integrations.repository";
import { archiveProductsNotIn, upsertProduct } from "./products.repository";

type Deps = Pick<AppDeps, "db" | "now" | "integrations" | "log">;

/**
 * Reads every product page of the store and upserts it; products the store no longer has are archived.
 * A revoked token marks the integration for reconnect instead of retrying; other failures throw so the
 * queue retries with backoff.
 */
export async function syncShopifyProducts(deps: Deps, ref: { integrationId: string; teamId: string }) {
  const integration = await findTeamIntegration(deps.db, ref.teamId, ref.integrationId);
  if (integration?.platform !== "shopify" || !integration.shopDomain) return { synced: 0, archived: 0 };
  const { token } = deps.integrations.cipher.decrypt(integration.accessTokenEncrypted);
  const primary =
    typeof integration.settings.primaryDomain === "string" ? integration.settings.primaryDomain : null;
  const owner = { ...ref, storeUrl: primary ? `https://${primary}` : null };
  const seen: string[] = [];
  // The client's own page size keeps a page (with its variants) under Shopify's single-query cost cap.
  let after: string | null = null;
  try {
    for (;;) {
      const page = await deps.integrations.shopify.listProductsPage({
        shop: integration.shopDomain,
        accessToken: token,
        after,
      });
      await deps.db.transaction(async (tx) => {
        for (const product of page.items) await upsertProduct(tx, owner, product, deps.now());
      });
      seen.push(...page.items.map((p) => p.shopify_product_id));
      if (!page.hasNextPage || !page.endCursor) break;
      after = page.endCursor;
    }
  } catch (error) {
    if (error instanceof PlatformAuthError) {
      await markIntegrationError(
        deps.db,
        integration.id,
        `Shopify refused the connection: ${error.message}`,
        deps.now(),
      );
      return { synced: seen.length, archived: 0 };
    }
    throw error;
  }
  const archived = await archiveProductsNotIn(deps.db, integration.id, seen, deps.now());
  await mergeIntegrationSettings(
    deps.db,
    integration.id,
    { lastProductSyncAt: deps.now().toISOString() },
    deps.now(),
  );
  return { synced: seen.length, archived };
}
