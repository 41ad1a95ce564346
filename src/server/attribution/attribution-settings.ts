import { DEFAULT_ATTRIBUTION_WINDOW_DAYS } from "@shared/attribution/attribution.constants";
import type { AttributionSettings } from "@shared/attribution/attribution-settings.schema";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { saveTeamWindowDays, teamWindowDays } from "./orders.repository";

export async function getAttributionSettings(
  deps: Pick<AppDeps, "db">,
  actor: Actor,
): Promise<AttributionSettings> {
  return { windowDays: await teamWindowDays(deps.db, actor.teamId, DEFAULT_ATTRIBUTION_WINDOW_DAYS) };
}

/** Admins only: the window decides which orders count as the team's conversation revenue. */
export async function updateAttributionSettings(
  deps: Pick<AppDeps, "db">,
  actor: Actor,
  input: AttributionSettings,
): Promise<AttributionSettings> {
  if (actor.role !== "admin")
    throw new DomainError(403, "Only admins can change the attribution window", "FORBIDDEN");
  await saveTeamWindowDays(deps.db, actor.teamId, input.windowDays);
  return { windowDays: input.windowDays };
}
