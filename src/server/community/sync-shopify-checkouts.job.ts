import { z } from "zod";
import { listIntegrationsByPlatform } from "../integrations/integrations.repository";
import { defineJob } from "../jobs/define-job";
import { syncShopifyCheckouts } from "./sync-shopify-checkouts";

/**
 * Every 15 minutes, each connected store's checkouts updated since its last run: carts whose
 * checkouts/create or checkouts/update delivery was lost still reach the Abandon Cart tab. One
 * store's failure is logged and does not hold up the others; the next run retries it.
 */
export const syncShopifyCheckoutsJob = defineJob({
  name: "community.sync-shopify-checkouts",
  schema: z.object({}),
  policy: "keyed",
  cron: "*/15 * * * *",
  scheduledPayload: {},
  handle: async (deps) => {
    for (const store of await listIntegrationsByPlatform(deps.db, "shopify", ["active", "connected"])) {
      try {
        await syncShopifyCheckouts(deps, { integrationId: store.id, teamId: store.teamId });
      } catch (error) {
        deps.log(`Checkout sync of ${store.shopDomain ?? store.id} failed: ${(error as Error).message}`);
      }
    }
  },
});
