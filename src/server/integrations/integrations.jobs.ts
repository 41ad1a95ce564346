import type { AnyJob } from "../jobs/define-job";
import { pollAllTikTokAccountsJob } from "./poll-all-tiktok-accounts.job";
import { pollTikTokCommentsJob } from "./poll-tiktok-comments.job";
import { syncAllShopifyStoresJob } from "./sync-all-shopify-stores.job";
import { syncShopifyProductsJob } from "./sync-shopify-products.job";

/** The integrations domain's jobs and schedules: store syncs and TikTok comment polling. */
export const integrationsJobs: readonly AnyJob[] = [
  syncShopifyProductsJob,
  syncAllShopifyStoresJob,
  pollTikTokCommentsJob,
  pollAllTikTokAccountsJob,
];
