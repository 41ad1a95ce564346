import type { BrandSettings, BrandSettingsPatch } from "@shared/brand/brand-settings.schema";
import { recommendedResponseConfig } from "../automation/auto-reply-precision-guard";
import type { Actor, AppDeps } from "../deps";
import { type BrandSettingsWrite, findBrandSettings, upsertBrandSettings } from "./brand-settings.repository";
import { toBrandSettings } from "./brand-settings-view";
import { scheduleBrandPackCompile } from "./schedule-brand-pack";

/** Autosave of Brand Essentials: writes only the fields sent. */
export async function updateBrandSettings(
  deps: AppDeps,
  actor: Actor,
  patch: BrandSettingsPatch,
): Promise<BrandSettings> {
  const values: BrandSettingsWrite = {
    ...(patch.brand_name !== undefined && { brandName: patch.brand_name }),
    ...(patch.description !== undefined && { description: patch.description }),
    ...(patch.brand_tone !== undefined && { brandTone: patch.brand_tone }),
    ...(patch.brand_voice !== undefined && { brandVoice: patch.brand_voice }),
    ...(patch.target_audience !== undefined && { targetAudience: patch.target_audience }),
    ...(patch.website_url !== undefined && { websiteUrl: patch.website_url }),
    ...(patch.industry !== undefined && { industry: patch.industry }),
    ...(patch.brand_personality !== undefined && { brandPersonality: patch.brand_personality }),
    ...(patch.key_messages !== undefined && { keyMessages: patch.key_messages }),
    ...(patch.formality_level !== undefined && { formalityLevel: patch.formality_level }),
    ...(patch.use_emojis !== undefined && { useEmojis: patch.use_emojis }),
  };
  if (Object.keys(values).length > 0) {
    await upsertBrandSettings(deps.db, actor.teamId, values, deps.now());
    await scheduleBrandPackCompile(deps, actor.teamId);
  }
  return toBrandSettings(await findBrandSettings(deps.db, actor.teamId), recommendedResponseConfig(deps));
}
