import { BRAND_PERSONALITIES, BRAND_TONES } from "@shared/ai/ai.constants";
import { z } from "zod";
import { BRAND_MESSAGES, isHttpUrl, WIZARD_KEY_MESSAGE_COUNT } from "./brand.constants";
import { websiteUrlSchema } from "./brand-settings.schema";

/** POST /api/brand/wizard: the one-page setup; formality and emoji use are derived from the tone. */
export const wizardSaveSchema = z.object({
  brand_name: z
    .string({ error: BRAND_MESSAGES.brandNameRequired })
    .trim()
    .min(1, BRAND_MESSAGES.brandNameRequired)
    .max(2000),
  description: z
    .string({ error: BRAND_MESSAGES.descriptionRequired })
    .trim()
    .min(1, BRAND_MESSAGES.descriptionRequired)
    .max(5000),
  website_url: websiteUrlSchema.default(""),
  brand_tone: z.union([z.enum(BRAND_TONES), z.literal("")]).default(""),
  brand_personality: z.array(z.enum(BRAND_PERSONALITIES)).max(BRAND_PERSONALITIES.length).default([]),
  brand_voice: z.string().trim().max(2000).default(""),
  target_audience: z.string().trim().max(2000).default(""),
  // Empty inputs are dropped on save (spec 3 §5).
  key_messages: z
    .array(z.string().trim().max(500))
    .max(WIZARD_KEY_MESSAGE_COUNT)
    .default([])
    .transform((list) => list.filter((m) => m !== "")),
  industry: z.string().trim().max(2000).default(""),
});
export type WizardSaveInput = z.input<typeof wizardSaveSchema>;

/** POST /api/brand/analyze-website (the earlier openai-brand-analyze). */
export const analyzeWebsiteSchema = z.object({
  websiteUrl: z
    .string({ error: BRAND_MESSAGES.websiteRequired })
    .trim()
    .min(1, BRAND_MESSAGES.websiteRequired)
    .max(2048)
    .refine(isHttpUrl, BRAND_MESSAGES.urlInvalid),
});
export type AnalyzeWebsiteInput = z.infer<typeof analyzeWebsiteSchema>;
