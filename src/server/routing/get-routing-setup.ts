import type { RoutingSetup } from "@shared/routing/routing.schema";
import type { Actor, AppDeps } from "../deps";
import { listPeople, readSettings } from "./routing-setup.repository";

/** Settings, the team's people (capacity, routing teams, presence) and who is asking. */
export async function getRoutingSetup(
  deps: Pick<AppDeps, "db" | "now">,
  actor: Actor,
): Promise<RoutingSetup> {
  const [settings, people] = await Promise.all([
    readSettings(deps.db, actor.teamId),
    listPeople(deps.db, actor.teamId, deps.now()),
  ]);
  return { settings, people, me: { user_id: actor.userId, role: actor.role } };
}
