import type { AnyJob } from "../jobs/define-job";
import { analyzeMessageJob } from "./analyze-message.job";
import { autoReplyJob } from "./auto-reply.job";

/** The automation domain's jobs: a new message's analysis, and the auto-reply it may call for. */
export const automationJobs: readonly AnyJob[] = [analyzeMessageJob, autoReplyJob];
