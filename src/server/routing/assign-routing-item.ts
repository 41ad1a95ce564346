import { ROUTING_TEXTS } from "@shared/routing/routing.constants";
import type { AssignItemInput, QueueItem } from "@shared/routing/routing.schema";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { requireAdmin } from "./require-admin";
import { conflictFor, itemOrNotFound } from "./routing-item-errors";
import { assignItem } from "./routing-queue.repository";
import { isTeamMember } from "./routing-setup.repository";

/** An admin hands an open item to a person of the team (or back to the pool), optionally to another routing team. */
export async function assignRoutingItem(
  deps: Pick<AppDeps, "db" | "now" | "events">,
  actor: Actor,
  id: string,
  input: AssignItemInput,
): Promise<{ item: QueueItem }> {
  requireAdmin(actor);
  await itemOrNotFound(deps.db, actor.teamId, id);
  if (input.user_id !== null && !(await isTeamMember(deps.db, actor.teamId, input.user_id))) {
    throw new DomainError(400, ROUTING_TEXTS.assigneeNotInTeam, "ASSIGNEE_NOT_IN_TEAM", {
      user_id: [ROUTING_TEXTS.assigneeNotInTeam],
    });
  }
  const done = await assignItem(
    deps.db,
    actor.teamId,
    id,
    { userId: input.user_id, team: input.team },
    deps.now(),
  );
  const item = await itemOrNotFound(deps.db, actor.teamId, id);
  if (!done) throw conflictFor(item, actor.userId, "start");
  await deps.events.publish({ type: "routing.updated", teamId: actor.teamId, data: { id } });
  return { item };
}
