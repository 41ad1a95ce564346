import { DEFAULT_ATTRIBUTION_WINDOW_DAYS } from "@shared/attribution/attribution.constants";
import type { AttributionSettings } from "@shared/attribution/attribution-settings.schema";
import { sql } from "drizzle-orm";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { teamWindowDays } from "./orders.repository";

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
  await deps.db.execute(sql`
    insert into attribution_settings (team_id, window_days, updated_at) values (${actor.teamId}, ${input.windowDays}, now())
    on conflict (team_id) do update set window_days = excluded.window_days, updated_at = now()`);
  return { windowDays: input.windowDays };
}
