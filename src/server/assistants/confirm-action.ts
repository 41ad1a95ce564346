import {
  type ActionKind,
  BULK_JOB_THRESHOLD,
  LINKS_NOT_UNDOABLE,
  OUTWARD_ACTIONS,
  REPLY_NOT_UNDOABLE,
} from "@shared/assistants/assistants.constants";
import type { ActionPreview } from "@shared/assistants/assistants.schema";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { toPreview, UNDOABLE } from "./action-preview";
import {
  findAction,
  restoreSnapshots,
  type Snapshot,
  transitionAction,
} from "./assistant-actions.repository";
import { assertMayRun } from "./preview-action";
import { runBulkAction, runBulkActionJob } from "./run-bulk-action.job";

type Deps = AppDeps;

export const ACTION_NOT_FOUND = "This action was not found.";
export const PREVIEW_EXPIRED = "This preview expired. Ask again to get a fresh preview.";
export const PREVIEW_CANCELLED = "This preview was cancelled. Ask again to get a fresh preview.";

/** An action of the caller's team that the caller asked for: another person's preview is not theirs to run. */
export async function ownAction(deps: Pick<AppDeps, "db">, actor: Actor, id: string) {
  const action = await findAction(deps.db, actor.teamId, id);
  if (!action || action.userId !== actor.userId) throw new DomainError(404, ACTION_NOT_FOUND, "NOT_FOUND");
  return action;
}

export async function getAction(deps: Pick<AppDeps, "db">, actor: Actor, id: string): Promise<ActionPreview> {
  return toPreview(deps.db, await ownAction(deps, actor, id));
}

/**
 * The person confirmed in the chat: small selections run now, in one transaction; larger ones run
 * as a job whose progress the chat polls.
 */
export async function confirmAction(deps: Deps, actor: Actor, id: string): Promise<ActionPreview> {
  const action = await ownAction(deps, actor, id);
  assertMayRun(actor, action.kind as ActionKind);
  const now = deps.now();
  if (action.status === "previewed" && action.expiresAt <= now) {
    await transitionAction(deps.db, actor.teamId, id, "previewed", { status: "expired" });
    throw new DomainError(410, PREVIEW_EXPIRED, "EXPIRED");
  }
  if (action.status === "cancelled") throw new DomainError(409, PREVIEW_CANCELLED, "CANCELLED");
  if (action.status !== "previewed")
    throw new DomainError(409, "This action was already confirmed.", "ALREADY_CONFIRMED");
  const confirmed = { status: "running", confirmedBy: actor.userId, confirmedAt: now } as const;
  if (!(await transitionAction(deps.db, actor.teamId, id, "previewed", confirmed))) {
    // Cancelled or confirmed by another tab between the read and the write.
    const now = await ownAction(deps, actor, id);
    if (now.status === "cancelled") throw new DomainError(409, PREVIEW_CANCELLED, "CANCELLED");
    throw new DomainError(409, "This action was already confirmed.", "ALREADY_CONFIRMED");
  }
  // Replies and links always run as a job: they call the platforms, and a restart must not lose them.
  if (action.total > BULK_JOB_THRESHOLD || OUTWARD_ACTIONS.includes(action.kind as ActionKind))
    await deps.jobs.send(runBulkActionJob, { actionId: id, teamId: actor.teamId });
  else await runBulkAction(deps, { actionId: id, teamId: actor.teamId });
  return getAction(deps, actor, id);
}

/** Puts the messages back as they were before the action; once. */
export async function undoAction(deps: Deps, actor: Actor, id: string): Promise<ActionPreview> {
  const action = await ownAction(deps, actor, id);
  assertMayRun(actor, action.kind as ActionKind);
  if (!UNDOABLE.includes(action.kind as ActionKind))
    throw new DomainError(
      409,
      action.kind === "send_reply" ? REPLY_NOT_UNDOABLE : LINKS_NOT_UNDOABLE,
      "NOT_UNDOABLE",
    );
  if (action.status !== "done")
    throw new DomainError(409, "Only a finished action can be undone.", "NOT_UNDOABLE");
  await deps.db.transaction(async (tx) => {
    const now = deps.now();
    if (
      !(await transitionAction(tx, actor.teamId, id, "done", {
        status: "undone",
        undoneBy: actor.userId,
        undoneAt: now,
      }))
    )
      throw new DomainError(409, "Only a finished action can be undone.", "NOT_UNDOABLE");
    await restoreSnapshots(
      tx,
      actor.teamId,
      action.kind as ActionKind,
      action.previous as Record<string, Snapshot>,
      now,
    );
    await deps.events.publish({ type: "message.updated", teamId: actor.teamId, data: { bulk: id } }, tx);
  });
  return getAction(deps, actor, id);
}
