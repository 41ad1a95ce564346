import type { ActionPreview } from "@shared/assistants/assistants.schema";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { transitionAction } from "./assistant-actions.repository";
import { getAction, ownAction, PREVIEW_CANCELLED } from "./confirm-action";

export const CANCEL_EXPIRED = "This preview already expired: nothing was or will be done.";
export const CANCEL_CONFIRMED = "This action was already confirmed, so it can no longer be cancelled.";

/** Why a preview in this status cannot be cancelled; null when it still can. */
function refusal(status: string): DomainError | null {
  if (status === "previewed") return null;
  if (status === "expired") return new DomainError(410, CANCEL_EXPIRED, "EXPIRED");
  if (status === "cancelled") return new DomainError(409, PREVIEW_CANCELLED, "CANCELLED");
  return new DomainError(409, CANCEL_CONFIRMED, "ALREADY_CONFIRMED");
}

/**
 * The person dismissed their preview: it is recorded as cancelled (when, in `finishedAt`), so it
 * can no longer be confirmed, by this tab or another. Only the person who asked, in their team,
 * can cancel; a confirmed or expired preview is refused with why.
 */
export async function cancelAction(
  deps: Pick<AppDeps, "db" | "now">,
  actor: Actor,
  id: string,
): Promise<ActionPreview> {
  const action = await ownAction(deps, actor, id);
  const now = deps.now();
  if (action.status === "previewed" && action.expiresAt <= now) {
    await transitionAction(deps.db, actor.teamId, id, "previewed", { status: "expired" });
    throw refusal("expired")!;
  }
  const refused = refusal(action.status);
  if (refused) throw refused;
  if (
    !(await transitionAction(deps.db, actor.teamId, id, "previewed", {
      status: "cancelled",
      finishedAt: now,
    }))
  )
    // Confirmed (or cancelled) in another tab between the read and the write.
    throw refusal((await ownAction(deps, actor, id)).status) ?? new DomainError(409, CANCEL_CONFIRMED);
  return getAction(deps, actor, id);
}
