import { z } from "zod";
import { defineJob } from "../jobs/job-queue";

/** Paged product and order sync of one store: on connect, on demand and nightly; retried with backoff by the queue. */
export const syncShopifyProductsJob = defineJob({
  name: "sync-shopify-products",
  policy: "keyed",
  schema: z.object({ integrationId: z.string(), teamId: z.string() }),
  retryLimit: 5,
  retryDelaySeconds: 30,
});

/** The nightly sweep that enqueues a sync for every connected store. */
export const syncAllShopifyStoresJob = defineJob({
  name: "sync-all-shopify-stores",
  schema: z.object({}),
  retryLimit: 2,
  retryDelaySeconds: 60,
});
export const NIGHTLY_SHOPIFY_SYNC_CRON = "17 3 * * *";
