import { z } from "zod";
import { defineJob } from "../jobs/define-job";
import { listIntegrationsByPlatform } from "./integrations.repository";
import { pollTikTokCommentsJob } from "./poll-tiktok-comments.job";

/** Every minute: one poll job per connected TikTok account (a singleton each, so polls never pile up). */
export const pollAllTikTokAccountsJob = defineJob({
  name: "integrations.poll-all-tiktok-accounts",
  schema: z.object({}),
  retryLimit: 0,
  cron: "* * * * *",
  scheduledPayload: {},
  handle: async (deps) => {
    for (const account of await listIntegrationsByPlatform(deps.db, "tiktok", ["active", "connected"])) {
      await deps.jobs.send(
        pollTikTokCommentsJob,
        { integrationId: account.id, teamId: account.teamId },
        { singletonKey: account.id },
      );
    }
  },
});
