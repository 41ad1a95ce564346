import type { ResponseConfigResponse } from "@shared/brand/brand-response-config.schema";
import { recommendedResponseConfig } from "../automation/auto-reply-precision-guard";
import type { Actor, AppDeps } from "../deps";
import { findBrandSettings } from "./brand-settings.repository";
import { responseConfigOf } from "./brand-settings-view";

/** The configuration in force: the saved one, or the recommended one as measured when none is saved. */
export async function getResponseConfig(deps: AppDeps, actor: Actor): Promise<ResponseConfigResponse> {
  const row = await findBrandSettings(deps.db, actor.teamId);
  const recommended = recommendedResponseConfig(deps);
  const saved = row?.responseConfig != null;
  return {
    config: saved ? responseConfigOf(row?.responseConfig) : recommended,
    recommended,
    saved,
  };
}
