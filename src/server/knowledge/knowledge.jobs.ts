import { z } from "zod";
import { privateFetchAllowed } from "../brand/address-guard";
import { DEFAULT_FETCH_POLICY } from "../brand/safe-fetch";
import type { AppDeps } from "../deps";
import { defineJob } from "../jobs/job-queue";
import { listTeamsWithKnowledge } from "./knowledge.repository";
import { refreshReferenceLinks } from "./refresh-reference-links";
import { syncKnowledgeIndex } from "./sync-knowledge-index";

/** Brings one team's knowledge index in line with its sources (incremental). */
export const syncKnowledgeIndexJob = defineJob({
  name: "knowledge.sync-index",
  policy: "keyed",
  schema: z.object({ teamId: z.string() }),
  retryLimit: 3,
  retryDelaySeconds: 5,
});

/** Every team's index, for what changes without a brand edit: sent replies, store products. */
export const syncAllKnowledgeJob = defineJob({
  name: "knowledge.sync-all",
  policy: "keyed",
  schema: z.object({}),
  retryLimit: 1,
});

/** Reference links fetched again, their changes re-indexed and shown. */
export const refreshReferenceLinksJob = defineJob({
  name: "knowledge.refresh-links",
  policy: "keyed",
  schema: z.object({}),
  retryLimit: 1,
});

export async function registerKnowledgeJobs(deps: AppDeps): Promise<void> {
  await deps.jobs.work(syncKnowledgeIndexJob, async ({ teamId }) => {
    await syncKnowledgeIndex(deps, teamId);
  });
  await deps.jobs.work(syncAllKnowledgeJob, async () => {
    for (const teamId of await listTeamsWithKnowledge(deps.db)) await syncKnowledgeIndex(deps, teamId);
  });
  await deps.jobs.work(refreshReferenceLinksJob, async () => {
    await refreshReferenceLinks(deps, { ...DEFAULT_FETCH_POLICY, allowPrivate: privateFetchAllowed() });
  });
  await deps.jobs.schedule(syncAllKnowledgeJob, "*/15 * * * *", {});
  await deps.jobs.schedule(refreshReferenceLinksJob, "17 * * * *", {});
}
