import { z } from "zod";
import { defineJob } from "../jobs/job-queue";

/** One TikTok account's new comments since its watermark; retried with backoff on 5xx, 429 and timeouts. */
export const pollTikTokCommentsJob = defineJob({
  name: "poll-tiktok-comments",
  policy: "keyed",
  schema: z.object({ integrationId: z.string(), teamId: z.string() }),
  retryLimit: 3,
  retryDelaySeconds: 20,
});

/** Every minute: one poll job per connected TikTok account (a singleton each, so polls never pile up). */
export const pollAllTikTokAccountsJob = defineJob({
  name: "poll-all-tiktok-accounts",
  schema: z.object({}),
  retryLimit: 0,
});
export const TIKTOK_POLL_CRON = "* * * * *";
