import type { AppDeps } from "../deps";
import { analyzeMessageJob, runAnalyzeMessage } from "./analyze-message.job";
import { autoReplyJob, runAutoReply } from "./auto-reply.job";

export async function registerAutomationJobs(deps: AppDeps): Promise<void> {
  await deps.jobs.work(analyzeMessageJob, (payload) => runAnalyzeMessage(deps, payload));
  await deps.jobs.work(autoReplyJob, (payload, job) => runAutoReply(deps, payload, job));
}
