import { deriveFormality, deriveUseEmojis } from "@shared/brand/brand.constants";
import type { BrandSettings } from "@shared/brand/brand-settings.schema";
import type { wizardSaveSchema } from "@shared/brand/brand-wizard.schema";
import type { z } from "zod";
import { recommendedResponseConfig } from "../automation/auto-reply-precision-guard";
import type { Actor, AppDeps } from "../deps";
import { findBrandSettings, upsertBrandSettings } from "./brand-settings.repository";
import { toBrandSettings } from "./brand-settings-view";
import { scheduleBrandPackCompile } from "./schedule-brand-pack";

/**
 * Complete setup: saves the profile with formality and emoji use derived from the tone, pre-sets
 * the automation configuration to the recommended values as measured (`recommendedResponseConfig`)
 * unless one is saved, and marks the wizard done.
 */
export async function saveWizard(
  deps: AppDeps,
  actor: Actor,
  input: z.output<typeof wizardSaveSchema>,
): Promise<BrandSettings> {
  const existing = await findBrandSettings(deps.db, actor.teamId);
  await upsertBrandSettings(
    deps.db,
    actor.teamId,
    {
      brandName: input.brand_name,
      description: input.description,
      websiteUrl: input.website_url,
      brandTone: input.brand_tone,
      brandPersonality: input.brand_personality,
      brandVoice: input.brand_voice,
      targetAudience: input.target_audience,
      keyMessages: input.key_messages,
      industry: input.industry,
      formalityLevel: deriveFormality(input.brand_tone),
      useEmojis: deriveUseEmojis(input.brand_tone),
      responseConfig: existing?.responseConfig ?? recommendedResponseConfig(deps),
      wizardCompleted: true,
    },
    deps.now(),
  );
  await scheduleBrandPackCompile(deps, actor.teamId);
  return toBrandSettings(await findBrandSettings(deps.db, actor.teamId));
}
