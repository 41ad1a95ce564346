import type { MonitorSetting } from "@shared/assistants/assistants.schema";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { saveMonitorSetting } from "./monitors.repository";
import { effectiveMonitors } from "./run-monitors";

export const MONITORS_ADMIN_ONLY = "Only a team admin can change Galara's monitors.";

export async function getMonitorSettings(deps: Pick<AppDeps, "db">, actor: Actor) {
  return { monitors: await effectiveMonitors(deps.db, actor.teamId) };
}

/** Turns a monitor on or off and sets its threshold (admins only). */
export async function updateMonitorSetting(
  deps: Pick<AppDeps, "db" | "now">,
  actor: Actor,
  input: MonitorSetting,
) {
  if (actor.role !== "admin") throw new DomainError(403, MONITORS_ADMIN_ONLY, "FORBIDDEN");
  await saveMonitorSetting(deps.db, actor.teamId, input, deps.now());
  return getMonitorSettings(deps, actor);
}
