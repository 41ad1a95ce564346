import { z } from "zod";
import { defineJob } from "../jobs/define-job";
import { syncKnowledgeIndex } from "./sync-knowledge-index";

/** Brings one team's knowledge index in line with its sources (incremental). */
export const syncKnowledgeIndexJob = defineJob({
  name: "knowledge.sync-knowledge-index",
  policy: "keyed",
  schema: z.object({ teamId: z.string() }),
  retryLimit: 3,
  retryDelaySeconds: 5,
  handle: async (deps, { teamId }) => {
    await syncKnowledgeIndex(deps, teamId);
  },
});
