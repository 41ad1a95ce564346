import type { AnyJob } from "../jobs/define-job";
import { dailyDigestJob } from "./daily-digest.job";
import { runBulkActionJob } from "./run-bulk-action.job";
import { checkTeamMonitorsJob, runMonitorsJob } from "./run-monitors.job";

export const assistantsJobs: readonly AnyJob[] = [
  runBulkActionJob,
  runMonitorsJob,
  checkTeamMonitorsJob,
  dailyDigestJob,
];
