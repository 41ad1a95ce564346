import { z } from "zod";
import { defineJob } from "../jobs/define-job";
import { listIntegrationsByPlatform } from "./integrations.repository";
import { syncShopifyProductsJob } from "./sync-shopify-products.job";

/** The nightly sweep that enqueues a sync for every connected store. */
export const syncAllShopifyStoresJob = defineJob({
  name: "integrations.sync-all-shopify-stores",
  schema: z.object({}),
  retryLimit: 2,
  retryDelaySeconds: 60,
  cron: "17 3 * * *",
  scheduledPayload: {},
  handle: async (deps) => {
    for (const store of await listIntegrationsByPlatform(deps.db, "shopify", ["active", "connected"])) {
      await deps.jobs.send(
        syncShopifyProductsJob,
        { integrationId: store.id, teamId: store.teamId },
        { singletonKey: store.id },
      );
    }
  },
});
