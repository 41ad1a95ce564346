import type { AnyJob } from "../jobs/define-job";
import { backfillMembersJob } from "./backfill-members.job";
import { refreshCommentLikesJob } from "./refresh-comment-likes.job";

/** The community domain's jobs: the backfill of members, and the hourly refresh of comments' likes. */
export const communityJobs: readonly AnyJob[] = [backfillMembersJob, refreshCommentLikesJob];
