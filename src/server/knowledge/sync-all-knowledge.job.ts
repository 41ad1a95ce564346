import { z } from "zod";
import { defineJob } from "../jobs/define-job";
import { listTeamsWithKnowledge } from "./knowledge.repository";
import { syncKnowledgeIndex } from "./sync-knowledge-index";

/** Every team's index, for what changes without a brand edit: sent replies, store products. */
export const syncAllKnowledgeJob = defineJob({
  name: "knowledge.sync-all-knowledge",
  policy: "keyed",
  schema: z.object({}),
  retryLimit: 1,
  cron: "*/15 * * * *",
  scheduledPayload: {},
  handle: async (deps) => {
    for (const teamId of await listTeamsWithKnowledge(deps.db)) await syncKnowledgeIndex(deps, teamId);
  },
});
