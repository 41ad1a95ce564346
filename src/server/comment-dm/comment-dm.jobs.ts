import type { AppDeps } from "../deps";
import { matchCommentRulesJob, runMatchCommentRules } from "./match-comment-rules.job";
import { runSendCommentDm, sendCommentDmJob } from "./send-comment-dm.job";

/**
 * Workers per process for the matching job: each run waits on two platform calls, so one worker
 * (pg-boss takes one job at a time) would queue a burst of comments behind each other. The unique
 * indexes and the claim keep concurrent runs to one DM (decision 022).
 */
const MATCH_WORKERS = 4;

export async function registerCommentDmJobs(deps: AppDeps): Promise<void> {
  for (let i = 0; i < MATCH_WORKERS; i++)
    await deps.jobs.work(matchCommentRulesJob, (payload) => runMatchCommentRules(deps, payload));
  await deps.jobs.work(sendCommentDmJob, (payload) => runSendCommentDm(deps, payload));
}
