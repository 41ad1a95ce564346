import type { QueueItem } from "@shared/routing/routing.schema";
import type { Actor, AppDeps } from "../deps";
import { conflictFor, itemOrNotFound } from "./routing-item-errors";
import { completeItem } from "./routing-queue.repository";

/** Complete: only the person holding an item in progress closes it. */
export async function completeRoutingItem(
  deps: Pick<AppDeps, "db" | "now" | "events">,
  actor: Actor,
  id: string,
): Promise<{ item: QueueItem }> {
  const done = await completeItem(deps.db, actor.teamId, id, actor.userId, deps.now());
  const item = await itemOrNotFound(deps.db, actor.teamId, id);
  if (!done) throw conflictFor(item, actor.userId, "complete");
  await deps.events.publish({ type: "routing.updated", teamId: actor.teamId, data: { id } });
  return { item };
}
