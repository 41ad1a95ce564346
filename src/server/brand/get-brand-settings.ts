import type { BrandSettings } from "@shared/brand/brand-settings.schema";
import { recommendedResponseConfig } from "../automation/auto-reply-precision-guard";
import type { Actor, AppDeps } from "../deps";
import { findBrandSettings } from "./brand-settings.repository";
import { toBrandSettings } from "./brand-settings-view";

export async function getBrandSettings(deps: AppDeps, actor: Actor): Promise<BrandSettings> {
  return toBrandSettings(await findBrandSettings(deps.db, actor.teamId), recommendedResponseConfig(deps));
}
