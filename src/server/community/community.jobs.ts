import type { AnyJob } from "../jobs/define-job";
import { backfillMembersJob } from "./backfill-members.job";

/** The community domain's jobs: the backfill of members for history from before members existed. */
export const communityJobs: readonly AnyJob[] = [backfillMembersJob];
