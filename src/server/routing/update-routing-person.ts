import { ROUTING_TEXTS } from "@shared/routing/routing.constants";
import type { UpdatePersonInput } from "@shared/routing/routing.schema";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { getRoutingSetup } from "./get-routing-setup";
import { requireAdmin } from "./require-admin";
import { isTeamMember, savePerson } from "./routing-setup.repository";

/** An admin sets a person's capacity and the routing teams they are in. */
export async function updateRoutingPerson(
  deps: Pick<AppDeps, "db" | "now" | "events">,
  actor: Actor,
  userId: string,
  input: UpdatePersonInput,
) {
  requireAdmin(actor);
  if (!(await isTeamMember(deps.db, actor.teamId, userId))) {
    throw new DomainError(404, ROUTING_TEXTS.assigneeNotInTeam, "NOT_FOUND");
  }
  await savePerson(deps.db, actor.teamId, userId, input);
  await deps.events.publish({ type: "routing.updated", teamId: actor.teamId, data: { person: userId } });
  return getRoutingSetup(deps, actor);
}
