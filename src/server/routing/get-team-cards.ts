import type { RoutingFilters, TeamCard } from "@shared/routing/routing.schema";
import type { Actor, AppDeps } from "../deps";
import { teamCards } from "./routing-stats.repository";

/** One card per routing team: members, active members, capacity, workload and pending. */
export async function getTeamCards(
  deps: Pick<AppDeps, "db" | "now">,
  actor: Actor,
  filters: RoutingFilters,
): Promise<{ teams: TeamCard[] }> {
  return { teams: await teamCards(deps.db, actor.teamId, filters, deps.now()) };
}
