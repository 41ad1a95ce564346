import type { RoutingFilters, RoutingStats } from "@shared/routing/routing.schema";
import type { Actor, AppDeps } from "../deps";
import { routingStats } from "./routing-stats.repository";

/** Overall Statistics, response and resolution times per person, SLA breaches. */
export async function getRoutingStats(
  deps: Pick<AppDeps, "db" | "now">,
  actor: Actor,
  filters: RoutingFilters,
): Promise<RoutingStats> {
  return routingStats(deps.db, actor.teamId, filters, deps.now());
}
