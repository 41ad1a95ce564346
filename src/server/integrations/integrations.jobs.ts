import type { AppDeps } from "../deps";
import { listIntegrationsByPlatform } from "./integrations.repository";
import { pollTikTokComments } from "./poll-tiktok-comments";
import {
  pollAllTikTokAccountsJob,
  pollTikTokCommentsJob,
  TIKTOK_POLL_CRON,
} from "./poll-tiktok-comments.job";
import { syncShopifyOrders } from "./sync-shopify-orders";
import { syncShopifyProducts } from "./sync-shopify-products";
import {
  NIGHTLY_SHOPIFY_SYNC_CRON,
  syncAllShopifyStoresJob,
  syncShopifyProductsJob,
} from "./sync-shopify-products.job";

/** The integrations domain's workers and schedules: product syncs and TikTok comment polling. */
export async function registerIntegrationsJobs(deps: AppDeps): Promise<void> {
  await deps.jobs.work(syncShopifyProductsJob, async (payload) => {
    await syncShopifyProducts(deps, payload);
    await syncShopifyOrders(deps, payload);
  });
  await deps.jobs.work(syncAllShopifyStoresJob, async () => {
    for (const store of await listIntegrationsByPlatform(deps.db, "shopify", ["active", "connected"])) {
      await deps.jobs.send(
        syncShopifyProductsJob,
        { integrationId: store.id, teamId: store.teamId },
        { singletonKey: store.id },
      );
    }
  });
  await deps.jobs.work(pollTikTokCommentsJob, async (payload) => {
    await pollTikTokComments(deps, payload);
  });
  await deps.jobs.work(pollAllTikTokAccountsJob, async () => {
    for (const account of await listIntegrationsByPlatform(deps.db, "tiktok", ["active", "connected"])) {
      await deps.jobs.send(
        pollTikTokCommentsJob,
        { integrationId: account.id, teamId: account.teamId },
        { singletonKey: account.id },
      );
    }
  });
  await deps.jobs.schedule(syncAllShopifyStoresJob, NIGHTLY_SHOPIFY_SYNC_CRON, {});
  await deps.jobs.schedule(pollAllTikTokAccountsJob, TIKTOK_POLL_CRON, {});
}
