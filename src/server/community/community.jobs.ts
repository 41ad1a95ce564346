import type { AnyJob } from "../jobs/define-job";
import { backfillMembersJob } from "./backfill-members.job";
import { refreshCommentLikesJob } from "./refresh-comment-likes.job";
import { syncShopifyCheckoutsJob } from "./sync-shopify-checkouts.job";

/**
 * The community domain's jobs: the backfill of members, the hourly refresh of comments' likes and
 * the 15-minute sync of Shopify checkouts (abandoned carts whose webhook was lost).
 */
export const communityJobs: readonly AnyJob[] = [
  backfillMembersJob,
  refreshCommentLikesJob,
  syncShopifyCheckoutsJob,
];
