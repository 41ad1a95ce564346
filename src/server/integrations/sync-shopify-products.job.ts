import { z } from "zod";
import { defineJob } from "../jobs/define-job";
import { syncShopifyOrders } from "./sync-shopify-orders";
import { syncShopifyProducts } from "./sync-shopify-products";

/** Paged product and order sync of one store: on connect, on demand and nightly; retried with backoff by the queue. */
export const syncShopifyProductsJob = defineJob({
  name: "integrations.sync-shopify-products",
  policy: "keyed",
  schema: z.object({ integrationId: z.string(), teamId: z.string() }),
  retryLimit: 5,
  retryDelaySeconds: 30,
  handle: async (deps, payload) => {
    await syncShopifyProducts(deps, payload);
    await syncShopifyOrders(deps, payload);
  },
});
