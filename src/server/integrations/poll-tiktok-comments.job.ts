import { z } from "zod";
import { defineJob } from "../jobs/define-job";
import { pollTikTokComments } from "./poll-tiktok-comments";

/** One TikTok account's new comments since its watermark; retried with backoff on 5xx, 429 and timeouts. */
export const pollTikTokCommentsJob = defineJob({
  name: "integrations.poll-tiktok-comments",
  policy: "keyed",
  schema: z.object({ integrationId: z.string(), teamId: z.string() }),
  retryLimit: 3,
  retryDelaySeconds: 20,
  handle: async (deps, payload) => {
    await pollTikTokComments(deps, payload);
  },
});
