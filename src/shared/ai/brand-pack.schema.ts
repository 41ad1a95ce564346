import { z } from "zod";
import { BRAND_TONES } from "./ai.constants";

/** A store product as the reply engine sees it; featured and hidden come from product_config. */
export const BrandProductSchema = z.object({
  id: z.string(),
  title: z.string(),
  handle: z.string().optional(),
  description: z.string().optional(),
  price_min: z.number().nonnegative().optional(),
  price_max: z.number().nonnegative().optional(),
  currency: z.string().length(3).optional(),
  featured: z.boolean().default(false),
  hidden: z.boolean().default(false),
});
export type BrandProduct = z.input<typeof BrandProductSchema>;

/** A fact the brand taught the product: a passage of an uploaded document or a scraped link. */
export const KnowledgeSnippetSchema = z.object({
  source_name: z.string(),
  text: z.string(),
});
export type KnowledgeSnippet = z.infer<typeof KnowledgeSnippetSchema>;

/**
 * Everything reply generation needs to speak in the brand's voice (the earlier product compiled a
 * "brand pack" after every brand change). Built from brand_settings plus documents and links.
 */
export const BrandPackSchema = z.object({
  brand_name: z.string(),
  description: z.string().optional(),
  brand_tone: z.string().optional(),
  brand_voice: z.string().optional(),
  brand_personality: z.array(z.string()).default([]),
  target_audience: z.string().optional(),
  key_messages: z.array(z.string()).default([]),
  formality_level: z.enum(["casual", "professional"]).default("casual"),
  use_emojis: z.boolean().default(false),
  response_rules: z
    .object({
      always: z.array(z.string()).default([]),
      never: z.array(z.string()).default([]),
      auto_escalate_keywords: z.array(z.string()).default([]),
    })
    .default({ always: [], never: [], auto_escalate_keywords: [] }),
  knowledge: z.array(KnowledgeSnippetSchema).default([]),
});
export type BrandPack = z.input<typeof BrandPackSchema>;
export type ResolvedBrandPack = z.output<typeof BrandPackSchema>;

/** The answer of the wizard's Analyze action (spec 3, openai-brand-analyze response). */
export const BrandProfileDraftSchema = z.object({
  brand_name: z.string(),
  description: z.string(),
  tone: z.enum(BRAND_TONES),
  personality: z.array(z.string()).max(5),
  voice: z.string(),
  target_audience: z.string(),
  key_messaging: z.array(z.string()).max(3),
});
export type BrandProfileDraft = z.infer<typeof BrandProfileDraftSchema>;
