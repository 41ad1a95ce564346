import { WIZARD_RESPONSE_CONFIG } from "@shared/ai/response-config.schema";
import type { ResponseConfigResponse } from "@shared/brand/brand-response-config.schema";
import type { Actor, AppDeps } from "../deps";
import { findBrandSettings } from "./brand-settings.repository";
import { responseConfigOf } from "./brand-settings-view";

export async function getResponseConfig(deps: AppDeps, actor: Actor): Promise<ResponseConfigResponse> {
  const row = await findBrandSettings(deps.db, actor.teamId);
  return {
    config: responseConfigOf(row?.responseConfig ?? null),
    recommended: WIZARD_RESPONSE_CONFIG,
    saved: row?.responseConfig != null,
  };
}
