import { BRAND_PERSONALITIES } from "@shared/ai/ai.constants";
import { z } from "zod";
import {
  BRAND_MESSAGES,
  BRAND_TEXT_MAX,
  isHttpUrl,
  tooLong,
  WIZARD_KEY_MESSAGE_COUNT,
} from "./brand.constants";
import { brandToneSchema, websiteUrlSchema } from "./brand-settings.schema";

const optionalText = (what: string) =>
  z.string().trim().max(BRAND_TEXT_MAX.text, tooLong(what, BRAND_TEXT_MAX.text)).default("");

/** POST /api/brand/wizard: the one-page setup; formality and emoji use are derived from the tone. */
export const wizardSaveSchema = z.object({
  brand_name: z
    .string({ error: BRAND_MESSAGES.brandNameRequired })
    .trim()
    .min(1, BRAND_MESSAGES.brandNameRequired)
    .max(BRAND_TEXT_MAX.text, tooLong("The brand name", BRAND_TEXT_MAX.text)),
  description: z
    .string({ error: BRAND_MESSAGES.descriptionRequired })
    .trim()
    .min(1, BRAND_MESSAGES.descriptionRequired)
    .max(BRAND_TEXT_MAX.description, tooLong("The description", BRAND_TEXT_MAX.description)),
  website_url: websiteUrlSchema.default(""),
  brand_tone: brandToneSchema.default(""),
  brand_personality: z.array(z.enum(BRAND_PERSONALITIES)).max(BRAND_PERSONALITIES.length).default([]),
  brand_voice: optionalText("The brand voice"),
  target_audience: optionalText("The target audience"),
  // Empty inputs are dropped on save (spec 3 §5).
  key_messages: z
    .array(z.string().trim().max(BRAND_TEXT_MAX.phrase, tooLong("A key message", BRAND_TEXT_MAX.phrase)))
    .max(WIZARD_KEY_MESSAGE_COUNT)
    .default([])
    .transform((list) => list.filter((m) => m !== "")),
  industry: optionalText("The industry"),
});
export type WizardSaveInput = z.input<typeof wizardSaveSchema>;

/** POST /api/brand/analyze-website (the earlier openai-brand-analyze). */
export const analyzeWebsiteSchema = z.object({
  websiteUrl: z
    .string({ error: BRAND_MESSAGES.websiteRequired })
    .trim()
    .min(1, BRAND_MESSAGES.websiteRequired)
    .max(BRAND_TEXT_MAX.url, tooLong("The website URL", BRAND_TEXT_MAX.url))
    .refine(isHttpUrl, BRAND_MESSAGES.urlInvalid),
});
export type AnalyzeWebsiteInput = z.infer<typeof analyzeWebsiteSchema>;
