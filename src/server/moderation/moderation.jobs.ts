import type { AnyJob } from "../jobs/define-job";
import { hideSpamJob } from "./hide-spam.job";

/** The moderation domain's jobs: hiding on its platform a comment the analysis marked spam. */
export const moderationJobs: readonly AnyJob[] = [hideSpamJob];
