import type { RoutingFilters, TeamDashboard } from "@shared/routing/routing.schema";
import type { Actor, AppDeps } from "../deps";
import { listQueue } from "./routing-queue.repository";
import { routingStats, teamCards } from "./routing-stats.repository";

/**
 * The queue, the team cards and the statistics together: the page's single read, so a live update
 * costs one request (one session check) instead of three. Each part also has its own route.
 */
export async function getTeamDashboard(
  deps: Pick<AppDeps, "db" | "now">,
  actor: Actor,
  filters: RoutingFilters,
): Promise<TeamDashboard> {
  const now = deps.now();
  const [queue, teams, stats] = await Promise.all([
    listQueue(deps.db, actor.teamId, filters, now),
    teamCards(deps.db, actor.teamId, filters, now),
    routingStats(deps.db, actor.teamId, filters, now),
  ]);
  return { queue, teams, stats };
}
