import type { OverrideAction } from "@shared/inbox/inbox.constants";
import { autoReplyJob } from "../automation/auto-reply.job";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { findDecision, overrideDecision } from "./automation-override.repository";

type Deps = Pick<AppDeps, "db" | "events" | "jobs" | "now">;

export const OVERRIDE_MESSAGES: Record<OverrideAction, string> = {
  stop_auto: "Auto-reply stopped",
  send_now: "You have taken over this conversation",
  take_over: "You have taken over this conversation",
};

/**
 * stop_auto moves the decision to manual; send_now and take_over also set the executed time.
 * Either way the scheduled auto-reply job is cancelled, and the job itself only sends a
 * decision that is still auto, so a reply racing with the override is not sent twice.
 */
export async function overrideAutomation(
  deps: Deps,
  actor: Actor,
  input: { message_id: string; action: OverrideAction; reason: string },
): Promise<{ success: true; message: string }> {
  const now = deps.now();
  const result = await deps.db.transaction(async (tx) => {
    const existing = await findDecision(tx, actor.teamId, input.message_id);
    if (!existing) throw new DomainError(404, "No automation decision for this message", "NOT_FOUND");
    const updated = await overrideDecision(tx, {
      teamId: actor.teamId,
      messageId: input.message_id,
      executedAt: input.action === "stop_auto" ? null : now,
      reason: input.reason,
      by: actor.userId,
      now,
    });
    if (!updated) throw new DomainError(409, "The auto-reply has already been sent", "ALREADY_EXECUTED");
    await deps.events.publish(
      {
        type: "decision.updated",
        teamId: actor.teamId,
        data: { id: input.message_id, action: input.action },
      },
      tx,
    );
    return updated;
  });
  if (result.jobId) await deps.jobs.cancel(autoReplyJob, result.jobId);
  return { success: true, message: OVERRIDE_MESSAGES[input.action] };
}
