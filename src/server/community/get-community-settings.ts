import {
  type CommunitySettings,
  DEFAULT_COMMUNITY_SETTINGS,
} from "@shared/community/community-settings.schema";
import { teamCurrency } from "../analytics/analytics.repository";
import type { Actor, AppDeps } from "../deps";
import { readCommunitySettings } from "./community-settings.repository";

/** The team's EMV values and ambassador thresholds (the defaults until an admin saves its own). */
export async function getCommunitySettings(
  deps: Pick<AppDeps, "db">,
  actor: Actor,
): Promise<CommunitySettings> {
  const [saved, currency] = await Promise.all([
    readCommunitySettings(deps.db, actor.teamId),
    teamCurrency(deps.db, actor.teamId),
  ]);
  return {
    ...(saved ?? DEFAULT_COMMUNITY_SETTINGS),
    canEdit: actor.role === "admin",
    isDefault: saved === null,
    currency,
  };
}
