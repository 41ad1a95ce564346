import { BRAND_TONES } from "@shared/ai/ai.constants";
import { ResponseConfigSchema } from "@shared/ai/response-config.schema";
import { z } from "zod";
import {
  BRAND_ITEM_MAX,
  BRAND_MESSAGES,
  BRAND_TEXT_MAX,
  FORMALITY_LEVELS,
  isHttpUrl,
  RULE_LISTS,
  tooLong,
} from "./brand.constants";

/** One phrase of a list (a rule, a personality trait, a key message), named in its messages. */
const phrase = (what: string) =>
  z
    .string()
    .trim()
    .min(1, BRAND_MESSAGES.phraseRequired)
    .max(BRAND_TEXT_MAX.phrase, tooLong(what, BRAND_TEXT_MAX.phrase));
const shortText = (what: string) =>
  z.string().trim().max(BRAND_TEXT_MAX.text, tooLong(what, BRAND_TEXT_MAX.text));

/** The brand tone: one of the listed tones, or none. */
export const brandToneSchema = z.union([z.enum(BRAND_TONES), z.literal("")], {
  error: BRAND_MESSAGES.toneInvalid,
});

/** Empty, or an http(s) URL: the website field may be cleared. */
export const websiteUrlSchema = z
  .string()
  .trim()
  .max(BRAND_TEXT_MAX.url, tooLong("The website URL", BRAND_TEXT_MAX.url))
  .refine((value) => value === "" || isHttpUrl(value), BRAND_MESSAGES.urlInvalid);

/** GET /api/brand/settings: the spec's brand settings entity (defaults when nothing is saved yet). */
export const brandSettingsSchema = z.object({
  brand_name: z.string(),
  description: z.string(),
  brand_tone: z.string(),
  brand_voice: z.string(),
  brand_personality: z.array(z.string()),
  target_audience: z.string(),
  key_messages: z.array(z.string()),
  website_url: z.string(),
  industry: z.string(),
  wizard_completed: z.boolean(),
  formality_level: z.enum(FORMALITY_LEVELS),
  use_emojis: z.boolean(),
  response_rules: z.object({
    always: z.array(z.string()),
    never: z.array(z.string()),
    auto_escalate_keywords: z.array(z.string()),
  }),
  product_config: z.object({ featured: z.array(z.string()), hidden: z.array(z.string()) }),
  response_config: ResponseConfigSchema,
  timezone: z.string(),
  updated_at: z.string().nullable(),
});
export type BrandSettings = z.infer<typeof brandSettingsSchema>;

/** PATCH /api/brand/settings: any subset of the Brand Essentials fields (autosave sends one). */
export const brandSettingsPatchSchema = z
  .object({
    // Required as in the wizard: settings cannot blank what setup demanded.
    brand_name: shortText("The brand name").min(1, BRAND_MESSAGES.brandNameRequired),
    description: z
      .string()
      .trim()
      .min(1, BRAND_MESSAGES.descriptionRequired)
      .max(BRAND_TEXT_MAX.description, tooLong("The description", BRAND_TEXT_MAX.description)),
    brand_tone: brandToneSchema,
    brand_voice: shortText("The brand voice"),
    target_audience: shortText("The target audience"),
    website_url: websiteUrlSchema,
    industry: shortText("The industry"),
    brand_personality: z
      .array(phrase("A personality trait"))
      .max(BRAND_ITEM_MAX.personality, BRAND_MESSAGES.tooManyTraits),
    key_messages: z
      .array(phrase("A key message"))
      .max(BRAND_ITEM_MAX.keyMessages, BRAND_MESSAGES.tooManyKeyMessages),
    formality_level: z.enum(FORMALITY_LEVELS, { error: BRAND_MESSAGES.formalityInvalid }),
    use_emojis: z.boolean(),
  })
  .partial()
  .strict();
export type BrandSettingsPatch = z.infer<typeof brandSettingsPatchSchema>;

/** The Brand Essentials fields edited one at a time with the pencil. */
export const BRAND_TEXT_FIELDS = [
  "brand_name",
  "target_audience",
  "brand_tone",
  "brand_voice",
  "website_url",
  "industry",
  "description",
] as const;
export type BrandTextField = (typeof BRAND_TEXT_FIELDS)[number];

/** POST and DELETE /api/brand/rules: one phrase into or out of one rule list. */
export const ruleChangeSchema = z.object({ list: z.enum(RULE_LISTS), phrase: phrase("A rule") });
export type RuleChange = z.infer<typeof ruleChangeSchema>;

/** POST and DELETE /api/brand/rules: the three rule lists after the change. */
export const ruleListsResponseSchema = brandSettingsSchema.pick({ response_rules: true });

/** POST /api/brand/products/:id/toggle: featured and hidden exclude each other. */
export const productToggleSchema = z.object({
  kind: z.enum(["featured", "hidden"]),
  enabled: z.boolean(),
});
export type ProductToggle = z.infer<typeof productToggleSchema>;

export const productIdParamsSchema = z.object({ id: z.uuid(BRAND_MESSAGES.productNotFound) });

export const brandProductSchema = z.object({
  id: z.string(),
  title: z.string(),
  handle: z.string(),
  image_url: z.string().nullable(),
  price_min: z.number().nullable(),
  price_max: z.number().nullable(),
  featured: z.boolean(),
  hidden: z.boolean(),
});
export type BrandProductItem = z.infer<typeof brandProductSchema>;

/** GET /api/brand/products: the team's active store products, by title. */
export const brandProductsResponseSchema = z.object({
  products: z.array(brandProductSchema),
  /** The connected store's currency (CAD without one): prices are shown in it. */
  currency: z.string(),
});

export const productConfigResponseSchema = z.object({
  product_config: z.object({ featured: z.array(z.string()), hidden: z.array(z.string()) }),
});
