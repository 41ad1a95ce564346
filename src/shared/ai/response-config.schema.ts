import { z } from "zod";
import { INTENTS, type Intent, normalizeIntent } from "./ai.constants";

/** Spec 3 §9: delay options; 0 is shown as Immediate, -1 as Business Hours. */
export const IMMEDIATE_DELAY = 0;
export const BUSINESS_HOURS_DELAY = -1;
export const RESPONSE_DELAY_OPTIONS = [0, 2, 5, 30, 60, -1] as const;
export const RESPONSE_DELAY_LABELS: Record<(typeof RESPONSE_DELAY_OPTIONS)[number], string> = {
  0: "Immediate",
  2: "2 minutes",
  5: "5 minutes",
  30: "30 minutes",
  60: "60 minutes",
  [-1]: "Business Hours",
};

/** Sliders of spec 3 §5: confidence 50-100 step 5, minimum priority 0-100 step 5. */
const confidenceSlider = z.number().int().min(50).max(100).multipleOf(5);
const prioritySlider = z.number().int().min(0).max(100).multipleOf(5);

export const IntentAutomationSchema = z.object({
  confidence_threshold: confidenceSlider,
  response_delay_minutes: z.literal(RESPONSE_DELAY_OPTIONS),
  minimum_priority: prioritySlider,
  auto_reply_enabled: z.boolean(),
});
export type IntentAutomation = z.infer<typeof IntentAutomationSchema>;

export const GlobalAutomationSchema = z.object({
  default_confidence_threshold: confidenceSlider,
  auto_reply_enabled: z.boolean(),
});

export const ResponseConfigSchema = z.object({
  global: GlobalAutomationSchema,
  intents: z.record(z.enum(INTENTS), IntentAutomationSchema),
});
export type ResponseConfig = z.infer<typeof ResponseConfigSchema>;

/** What a team may save: any subset of intents, keys spelled either way (shipping_order too). */
export const ResponseConfigInputSchema = z.object({
  global: GlobalAutomationSchema.partial().optional(),
  intents: z.record(z.string(), IntentAutomationSchema.partial()).optional(),
});
export type ResponseConfigInput = z.infer<typeof ResponseConfigInputSchema>;

type WizardRow = readonly [
  confidence: number,
  delay: IntentAutomation["response_delay_minutes"],
  minPriority: number,
];

/** Spec 3 §9, wizard defaults (confidence / delay minutes / minimum priority). */
const WIZARD_ROWS: Record<Intent, WizardRow> = {
  product_inquiry: [80, 2, 30],
  purchase_intent: [85, 0, 20],
  complaint: [95, 2, 10],
  general_inquiry: [75, 5, 35],
  greeting: [70, 2, 40],
  compliment: [75, 30, 35],
  support_request: [85, 5, 25],
  partnership: [100, 60, 30],
  shipping_orders: [90, 0, 15],
  feedback: [80, 30, 30],
  catch_all: [90, 5, 40],
};

/**
 * Intents whose auto-reply starts off (issue 11 item 6, docs/decisions/014): an unhappy customer, a
 * business proposal or feedback needs a person, and a wrong guess there costs the most.
 */
export const AUTO_REPLY_OFF_BY_DEFAULT: readonly Intent[] = ["complaint", "partnership", "feedback"];

/**
 * The wizard's recommended values: global threshold 80 with auto reply off. The spec gives no
 * per-intent switch default; every intent but complaint, partnership and feedback is on, so turning
 * the global switch on is enough for the others.
 */
export const WIZARD_RESPONSE_CONFIG: ResponseConfig = {
  global: { default_confidence_threshold: 80, auto_reply_enabled: false },
  intents: Object.fromEntries(
    INTENTS.map((intent) => {
      const [confidence, delay, minPriority] = WIZARD_ROWS[intent];
      return [
        intent,
        {
          confidence_threshold: confidence,
          response_delay_minutes: delay,
          minimum_priority: minPriority,
          auto_reply_enabled: !AUTO_REPLY_OFF_BY_DEFAULT.includes(intent),
        },
      ];
    }),
  ) as Record<Intent, IntentAutomation>,
};

/**
 * The configuration in force for a team. No saved configuration gives the wizard defaults. An intent
 * missing from a saved configuration takes the team's global default threshold and the wizard's
 * other values, so the global slider means something.
 */
export function resolveResponseConfig(saved: ResponseConfigInput | null | undefined): ResponseConfig {
  if (!saved) return WIZARD_RESPONSE_CONFIG;
  const global = { ...WIZARD_RESPONSE_CONFIG.global, ...saved.global };
  const savedIntents = new Map<Intent, Partial<IntentAutomation>>();
  for (const [key, value] of Object.entries(saved.intents ?? {})) {
    savedIntents.set(normalizeIntent(key), value);
  }
  const intents = {} as Record<Intent, IntentAutomation>;
  for (const intent of INTENTS) {
    const stored = savedIntents.get(intent);
    const base = WIZARD_RESPONSE_CONFIG.intents[intent];
    intents[intent] = stored
      ? { ...base, confidence_threshold: global.default_confidence_threshold, ...stored }
      : { ...base, confidence_threshold: global.default_confidence_threshold };
  }
  return { global, intents };
}

/**
 * A change (any subset of controls, intents spelled either way) applied to the configuration in
 * force: what a save stores and what a dry run of unsaved edits evaluates.
 */
export function applyResponseConfigChange(
  current: ResponseConfig,
  change: ResponseConfigInput,
): ResponseConfig {
  const intents = { ...current.intents };
  for (const [key, value] of Object.entries(change.intents ?? {})) {
    const intent = normalizeIntent(key);
    intents[intent] = { ...intents[intent], ...value };
  }
  return resolveResponseConfig({ global: { ...current.global, ...change.global }, intents });
}
