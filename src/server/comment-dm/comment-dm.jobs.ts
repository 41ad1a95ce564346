import type { AnyJob } from "../jobs/define-job";
import { matchCommentRulesJob } from "./match-comment-rules.job";
import { sendCommentDmJob } from "./send-comment-dm.job";

export const commentDmJobs: readonly AnyJob[] = [matchCommentRulesJob, sendCommentDmJob];
