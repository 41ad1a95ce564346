import type { AppDeps } from "../deps";
import { DAILY_DIGEST_CRON, dailyDigestJob, postAllDigests } from "./daily-digest.job";
import { runBulkAction, runBulkActionJob } from "./run-bulk-action.job";
import { MONITORS_CRON, runAllMonitors, runMonitorsJob } from "./run-monitors.job";

export async function registerAssistantsJobs(deps: AppDeps): Promise<void> {
  await deps.jobs.work(runBulkActionJob, (payload) => runBulkAction(deps, payload));
  await deps.jobs.work(runMonitorsJob, () => runAllMonitors(deps));
  await deps.jobs.schedule(runMonitorsJob, MONITORS_CRON, {});
  await deps.jobs.work(dailyDigestJob, () => postAllDigests(deps));
  await deps.jobs.schedule(dailyDigestJob, DAILY_DIGEST_CRON, {});
}
