import { assistantsJobs } from "../assistants/assistants.jobs";
import { attributionJobs } from "../attribution/attribution.jobs";
import { automationJobs } from "../automation/automation.jobs";
import { brandJobs } from "../brand/brand.jobs";
import { commentDmJobs } from "../comment-dm/comment-dm.jobs";
import { communityJobs } from "../community/community.jobs";
import type { AppDeps } from "../deps";
import { integrationsJobs } from "../integrations/integrations.jobs";
import { knowledgeJobs } from "../knowledge/knowledge.jobs";
import { moderationJobs } from "../moderation/moderation.jobs";
import { outboundWebhooksJobs, subscribeOutboundWebhooks } from "../outbound-webhooks/outbound-webhooks.jobs";
import type { AnyJob } from "./define-job";

/** Every job of every domain; a domain adds its `<domain>.jobs.ts` registry here. */
export const allJobs: readonly AnyJob[] = [
  ...automationJobs,
  ...moderationJobs,
  ...integrationsJobs,
  ...brandJobs,
  ...attributionJobs,
  ...knowledgeJobs,
  ...assistantsJobs,
  ...outboundWebhooksJobs,
  ...commentDmJobs,
  ...communityJobs,
];

/** Every domain's job handlers and schedules, started once per process. */
export async function registerWorkers(deps: AppDeps, jobs: readonly AnyJob[] = allJobs): Promise<void> {
  const names = new Set<string>();
  for (const job of jobs) {
    if (names.has(job.name)) throw new Error(`Two jobs are named ${job.name}`);
    names.add(job.name);
    const jobDeps =
      job.ownConnections && deps.withOwnConnections ? deps.withOwnConnections(job.ownConnections) : deps;
    await deps.jobs.work(job, (payload, context) => job.handle(jobDeps, payload, context));
    if (job.cron) await deps.jobs.schedule(job, job.cron, job.scheduledPayload);
  }
  for (const job of jobs) {
    const payload = job.atStart ? await job.atStart(deps) : null;
    if (payload) await deps.jobs.send(job, payload, { singletonKey: job.name });
  }
  // Domain-event listeners that queue jobs.
  subscribeOutboundWebhooks(deps);
}
