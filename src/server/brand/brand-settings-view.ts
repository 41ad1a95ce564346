import {
  type ResponseConfig,
  ResponseConfigInputSchema,
  resolveResponseConfig,
} from "@shared/ai/response-config.schema";
import type { BrandSettings } from "@shared/brand/brand-settings.schema";
import type { BrandSettingsRow } from "./brand-settings.repository";

/** The saved configuration in force, or the wizard defaults when none (or an unreadable one) is saved. */
export function responseConfigOf(saved: unknown) {
  const parsed = ResponseConfigInputSchema.safeParse(saved);
  return resolveResponseConfig(saved != null && parsed.success ? parsed.data : null);
}

/**
 * The spec's brand settings entity; a team that never saved gets empty fields and the wizard, and
 * `unsaved` (the recommended configuration as measured) when it saved no automation.
 */
export function toBrandSettings(row: BrandSettingsRow | null, unsaved?: ResponseConfig): BrandSettings {
  return {
    brand_name: row?.brandName ?? "",
    description: row?.description ?? "",
    brand_tone: row?.brandTone ?? "",
    brand_voice: row?.brandVoice ?? "",
    brand_personality: row?.brandPersonality ?? [],
    target_audience: row?.targetAudience ?? "",
    key_messages: row?.keyMessages ?? [],
    website_url: row?.websiteUrl ?? "",
    industry: row?.industry ?? "",
    wizard_completed: row?.wizardCompleted ?? false,
    formality_level: row?.formalityLevel ?? "casual",
    use_emojis: row?.useEmojis ?? false,
    response_rules: {
      always: row?.rulesAlways ?? [],
      never: row?.rulesNever ?? [],
      auto_escalate_keywords: row?.autoEscalateKeywords ?? [],
    },
    product_config: { featured: row?.featuredProductIds ?? [], hidden: row?.hiddenProductIds ?? [] },
    response_config:
      row?.responseConfig == null && unsaved ? unsaved : responseConfigOf(row?.responseConfig ?? null),
    timezone: row?.timezone ?? "UTC",
    updated_at: row?.updatedAt?.toISOString() ?? null,
  };
}
