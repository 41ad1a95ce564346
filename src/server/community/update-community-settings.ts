import {
  COMMUNITY_SETTINGS_TEXTS,
  type CommunitySettings,
  type CommunitySettingsInput,
} from "@shared/community/community-settings.schema";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { saveCommunitySettings } from "./community-settings.repository";
import { getCommunitySettings } from "./get-community-settings";

/** Admins set the value per engagement and the ambassador thresholds; every member's EMV follows at once. */
export async function updateCommunitySettings(
  deps: Pick<AppDeps, "db" | "now">,
  actor: Actor,
  input: CommunitySettingsInput,
): Promise<CommunitySettings> {
  if (actor.role !== "admin") throw new DomainError(403, COMMUNITY_SETTINGS_TEXTS.adminsOnly, "FORBIDDEN");
  await saveCommunitySettings(deps.db, actor.teamId, input, deps.now());
  return getCommunitySettings(deps, actor);
}
