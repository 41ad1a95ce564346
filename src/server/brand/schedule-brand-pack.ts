import type { AppDeps } from "../deps";
import { syncKnowledgeIndexJob } from "../knowledge/sync-knowledge-index.job";
import { BRAND_PACK_DEBOUNCE_MS, compileBrandPackJob } from "./compile-brand-pack.job";

/**
 * Queues a brand pack compile after a brand change. One queued compile per team (singleton key)
 * absorbs a burst of changes; it reads the state when it runs, so it sees all of them. A failure
 * to queue is logged and never fails the change itself (the spec calls the compile non-critical).
 */
export async function scheduleBrandPackCompile(deps: Pick<AppDeps, "jobs" | "now" | "log">, teamId: string) {
  try {
    await deps.jobs.send(
      compileBrandPackJob,
      { teamId },
      {
        singletonKey: `brand-pack:${teamId}`,
        startAfter: new Date(deps.now().getTime() + BRAND_PACK_DEBOUNCE_MS),
      },
    );
    // The knowledge index follows the same changes (documents, links, products shown or hidden).
    await deps.jobs.send(
      syncKnowledgeIndexJob,
      { teamId },
      {
        singletonKey: `knowledge:${teamId}`,
        startAfter: new Date(deps.now().getTime() + BRAND_PACK_DEBOUNCE_MS),
      },
    );
  } catch (error) {
    deps.log(`[brand] could not queue the brand pack compile for ${teamId}: ${(error as Error).message}`);
  }
}
