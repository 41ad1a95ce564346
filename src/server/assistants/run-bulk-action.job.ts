import { type ActionKind, OUTWARD_ACTIONS } from "@shared/assistants/assistants.constants";
import { z } from "zod";
import type { AppDeps } from "../deps";
import { defineJob } from "../jobs/define-job";
import { applyBatch, findAction, transitionAction } from "./assistant-actions.repository";
import { runOutwardAction } from "./run-outward-action";

export const BATCH_SIZE = 250;

export const runBulkActionJob = defineJob({
  name: "assistants.run-bulk-action",
  schema: z.object({ actionId: z.uuid(), teamId: z.string().min(1) }),
  retryLimit: 5,
  retryDelaySeconds: 5,
  handle: (deps, payload) => runBulkAction(deps, payload),
});

/**
 * Runs a confirmed action batch by batch from where it stopped: each batch commits with its
 * progress, so a restart (pg-boss retries the job) resumes and never applies a batch twice.
 */
export async function runBulkAction(deps: AppDeps, payload: { actionId: string; teamId: string }) {
  for (;;) {
    const action = await findAction(deps.db, payload.teamId, payload.actionId);
    if (action?.status !== "running") return;
    // Replies and links reach outside Lunara: recorded message by message, never in one batch.
    if (OUTWARD_ACTIONS.includes(action.kind as ActionKind) && action.processed < action.total) {
      await runOutwardAction(deps, action);
      continue;
    }
    const batch = action.messageIds.slice(action.processed, action.processed + BATCH_SIZE);
    if (batch.length === 0) {
      await transitionAction(deps.db, payload.teamId, action.id, "running", {
        status: "done",
        finishedAt: deps.now(),
      });
      await deps.events.publish({
        type: "assistant.action",
        teamId: payload.teamId,
        data: { id: action.id },
      });
      return;
    }
    await deps.db.transaction(async (tx) => {
      await applyBatch(tx, { ...action, kind: action.kind as ActionKind }, batch, deps.now());
      await deps.events.publish(
        { type: "message.updated", teamId: payload.teamId, data: { bulk: action.id } },
        tx,
      );
    });
  }
}
