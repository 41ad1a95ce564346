import type { AppDeps } from "../deps";
import { matchCommentRulesJob, runMatchCommentRules } from "./match-comment-rules.job";
import { runSendCommentDm, sendCommentDmJob } from "./send-comment-dm.job";

export async function registerCommentDmJobs(deps: AppDeps): Promise<void> {
  await deps.jobs.work(matchCommentRulesJob, (payload) => runMatchCommentRules(deps, payload));
  await deps.jobs.work(sendCommentDmJob, (payload) => runSendCommentDm(deps, payload));
}
