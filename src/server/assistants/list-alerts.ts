import type { Actor, AppDeps } from "../deps";
import { listRecentAlerts, listUrgentAlertsSince } from "./assistant-alerts.repository";

/** How long an urgent finding stays in the inbox banner. */
export const URGENT_BANNER_HOURS = 24;

export async function listAlerts(deps: Pick<AppDeps, "db">, actor: Actor) {
  return { alerts: await listRecentAlerts(deps.db, actor.teamId, 20) };
}

export async function listUrgentAlerts(deps: Pick<AppDeps, "db" | "now">, actor: Actor) {
  const since = new Date(deps.now().getTime() - URGENT_BANNER_HOURS * 3_600_000);
  return { alerts: await listUrgentAlertsSince(deps.db, actor.teamId, since) };
}
