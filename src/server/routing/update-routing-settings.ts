import type { RoutingSettings } from "@shared/routing/routing.schema";
import type { Actor, AppDeps } from "../deps";
import { getRoutingSetup } from "./get-routing-setup";
import { requireAdmin } from "./require-admin";
import { saveSettings } from "./routing-setup.repository";

/** Business hours, timezone, SLA targets and round-robin teams (admins only). */
export async function updateRoutingSettings(
  deps: Pick<AppDeps, "db" | "now" | "events">,
  actor: Actor,
  input: RoutingSettings,
) {
  requireAdmin(actor);
  await saveSettings(deps.db, actor.teamId, input, deps.now());
  await deps.events.publish({ type: "routing.updated", teamId: actor.teamId, data: { settings: true } });
  return getRoutingSetup(deps, actor);
}
