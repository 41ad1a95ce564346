import type { QueueResponse, RoutingFilters } from "@shared/routing/routing.schema";
import type { Actor, AppDeps } from "../deps";
import { listQueue } from "./routing-queue.repository";

/** The Message Routing Queue: the first 20 open items and how many there are. */
export async function listRoutingQueue(
  deps: Pick<AppDeps, "db" | "now">,
  actor: Actor,
  filters: RoutingFilters,
): Promise<QueueResponse> {
  return listQueue(deps.db, actor.teamId, filters, deps.now());
}
