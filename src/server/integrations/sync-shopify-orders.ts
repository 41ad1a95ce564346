import { announceOrderAttributed, recordShopifyOrder } from "../attribution/record-shopify-order";
import { recordShopifyRefund } from "../attribution/record-shopify-refund";
import type { AppDeps } from "../deps";
import { findTeamIntegration, mergeIntegrationSettings } from "./integrations.repository";
import { markShopifyRefusal } from "./mark-shopify-refusal";

type Deps = Pick<AppDeps, "db" | "now" | "integrations" | "events">;

/** The first sync reaches back far enough for a 90-day period and the same period a year before. */
export const ORDER_BACKFILL_DAYS = 456;
/** Later syncs re-read a day before the last one: recording an unchanged order again changes nothing. */
const RESYNC_OVERLAP_MS = 86_400_000;
const DAY_MS = 86_400_000;

/**
 * Reads the store's orders (created within the backfill horizon on the first run, updated since the
 * last run afterwards) and records each with its refunds, exactly as a webhook delivery would: orders
 * stored before their shipping, tax and address were mapped get them, and the rollups move by the
 * difference. A revoked token marks the integration for reconnect; other failures throw for a retry.
 */
export async function syncShopifyOrders(deps: Deps, ref: { integrationId: string; teamId: string }) {
  const integration = await findTeamIntegration(deps.db, ref.teamId, ref.integrationId);
  if (integration?.platform !== "shopify" || !integration.shopDomain) return { orders: 0, refunds: 0 };
  const { token } = deps.integrations.cipher.decrypt(integration.accessTokenEncrypted);
  const startedAt = deps.now();
  const last = integration.settings.lastOrderSyncAt;
  const query =
    typeof last === "string"
      ? `updated_at:>=${new Date(Date.parse(last) - RESYNC_OVERLAP_MS).toISOString()}`
      : `created_at:>=${new Date(startedAt.getTime() - ORDER_BACKFILL_DAYS * DAY_MS).toISOString()}`;
  const store = { integrationId: integration.id, teamId: ref.teamId };
  let orders = 0;
  let refunds = 0;
  let after: string | null = null;
  try {
    for (;;) {
      const page = await deps.integrations.shopify.listOrdersPage({
        shop: integration.shopDomain,
        accessToken: token,
        after,
        query,
      });
      for (const order of page.items) {
        await announceOrderAttributed(deps, store.teamId, await recordShopifyOrder(deps, store, order));
        orders += 1;
        for (const refund of order.refunds) {
          if ((await recordShopifyRefund(deps, store, refund)).recorded) refunds += 1;
        }
      }
      if (!page.hasNextPage || !page.endCursor) break;
      after = page.endCursor;
    }
  } catch (error) {
    if (!(await markShopifyRefusal(deps, integration.id, error))) throw error;
    return { orders, refunds };
  }
  await mergeIntegrationSettings(
    deps.db,
    integration.id,
    { lastOrderSyncAt: startedAt.toISOString() },
    deps.now(),
  );
  return { orders, refunds };
}
