import type { QueueItem } from "@shared/routing/routing.schema";
import type { Actor, AppDeps } from "../deps";
import { conflictFor, itemOrNotFound } from "./routing-item-errors";
import { claimItem } from "./routing-queue.repository";

/** Start: claims a pending item for the caller; a second person gets 409 naming who holds it. */
export async function startRoutingItem(
  deps: Pick<AppDeps, "db" | "now" | "events">,
  actor: Actor,
  id: string,
): Promise<{ item: QueueItem }> {
  const claimed = await claimItem(deps.db, actor.teamId, id, actor.userId, deps.now());
  const item = await itemOrNotFound(deps.db, actor.teamId, id);
  if (!claimed) {
    if (item.status === "in_progress" && item.assigned_to === actor.userId) return { item };
    throw conflictFor(item, actor.userId, "start");
  }
  await deps.events.publish({ type: "routing.updated", teamId: actor.teamId, data: { id } });
  return { item };
}
