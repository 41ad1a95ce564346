import { z } from "zod";
import { defineJob } from "../jobs/define-job";
import { LIKES_WINDOW_DAYS, refreshCommentLikes } from "./refresh-comment-likes";

/** Hourly: the like counts of the last days' comments, from Instagram and TikTok (issue 17). */
export const refreshCommentLikesJob = defineJob({
  name: "community.refresh-comment-likes",
  schema: z.object({ days: z.number().int().min(1).max(30).default(LIKES_WINDOW_DAYS) }),
  policy: "keyed",
  retryLimit: 0,
  // One Graph call per Instagram comment: a large account may take a while, well within the hour.
  expireInSeconds: 50 * 60,
  cron: "41 * * * *",
  scheduledPayload: { days: LIKES_WINDOW_DAYS },
  handle: async (deps, payload) => {
    const outcomes = await refreshCommentLikes(deps, payload);
    for (const o of outcomes.filter((x) => x.skipped)) {
      deps.log(
        `community.refresh-comment-likes: ${o.platform} account ${o.integrationId} skipped: ${o.skipped}`,
      );
    }
  },
});
