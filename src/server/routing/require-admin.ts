import { ROUTING_TEXTS } from "@shared/routing/routing.constants";
import type { Actor } from "../deps";
import { DomainError } from "../http/errors";

/** Members work the queue; only admins change teams, capacity, SLA targets and assignments. */
export function requireAdmin(actor: Actor) {
  if (actor.role !== "admin") throw new DomainError(403, ROUTING_TEXTS.adminsOnly, "FORBIDDEN");
}
