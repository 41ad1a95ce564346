import type { AppDeps } from "../deps";
import { runBulkAction, runBulkActionJob } from "./run-bulk-action.job";

export async function registerAssistantsJobs(deps: AppDeps): Promise<void> {
  await deps.jobs.work(runBulkActionJob, (payload) => runBulkAction(deps, payload));
}
