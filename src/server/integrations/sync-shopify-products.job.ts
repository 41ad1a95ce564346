import { z } from "zod";
import { defineJob } from "../jobs/define-job";
import { syncKnowledgeIndex } from "../knowledge/sync-knowledge-index";
import { syncShopifyOrders } from "./sync-shopify-orders";
import { syncShopifyProducts } from "./sync-shopify-products";

/**
 * Paged product and order sync of one store: on connect, on demand and nightly; retried with backoff
 * by the queue. The knowledge index takes the products in at once, so a store just connected answers
 * price, shade and stock questions without waiting for the quarter-hourly index run.
 */
export const syncShopifyProductsJob = defineJob({
  name: "integrations.sync-shopify-products",
  policy: "keyed",
  schema: z.object({ integrationId: z.string(), teamId: z.string() }),
  retryLimit: 5,
  retryDelaySeconds: 30,
  handle: async (deps, payload) => {
    await syncShopifyProducts(deps, payload);
    await syncKnowledgeIndex(deps, payload.teamId);
    await syncShopifyOrders(deps, payload);
  },
});
