import { registerAttributionJobs } from "../attribution/credit-late-orders";
import { registerAutomationJobs } from "../automation/automation.jobs";
import { registerBrandJobs } from "../brand/register-brand-jobs";
import { registerCommentDmJobs } from "../comment-dm/comment-dm.jobs";
import type { AppDeps } from "../deps";
import { registerIntegrationsJobs } from "../integrations/integrations.jobs";
import { registerKnowledgeJobs } from "../knowledge/knowledge.jobs";
import { registerModerationJobs } from "../moderation/hide-spam.job";

/**
 * Every domain's job handlers, started once per process. A domain adds one line here:
 * its `register<Domain>Jobs(deps)` that calls `deps.jobs.work(...)` for each of its jobs.
 */
export async function registerWorkers(deps: AppDeps): Promise<void> {
  const registrations: ((deps: AppDeps) => Promise<void>)[] = [
    registerAutomationJobs,
    registerIntegrationsJobs,
    registerBrandJobs,
    registerAttributionJobs,
    registerModerationJobs,
    registerKnowledgeJobs,
    registerCommentDmJobs,
  ];
  for (const register of registrations) await register(deps);
}
