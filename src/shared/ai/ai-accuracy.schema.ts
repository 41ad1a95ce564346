import { z } from "zod";
import { INTENTS } from "./ai.constants";
import { ResponseConfigInputSchema } from "./response-config.schema";

/** The accuracy panel looks at messages received in this many days. */
export const ACCURACY_PERIOD_DAYS = 90;

const agreementSchema = z.object({
  /** Messages a person reviewed: corrected, or answered with an AI suggestion sent unedited. */
  reviewed: z.number().int(),
  agreed: z.number().int(),
  corrected: z.number().int(),
  /** agreed / reviewed; null when nothing was reviewed. */
  agreement: z.number().nullable(),
});

/** GET /api/ai/accuracy: agreement per intent the AI gave, from the team's own reviews. */
export const aiAccuracyResponseSchema = z.object({
  period_days: z.number().int(),
  intents: z.array(
    agreementSchema.extend({
      intent: z.enum(INTENTS),
      /** What the team corrected this intent to most often. */
      most_corrected_to: z.string().nullable(),
    }),
  ),
  overall: agreementSchema,
  sentiment: agreementSchema,
});
export type AiAccuracy = z.infer<typeof aiAccuracyResponseSchema>;

/** Dry-run periods offered in the UI; the API takes any whole number of days from 1 to 90. */
export const DRY_RUN_DAYS = [7, 30, 90] as const;
export const DRY_RUN_EXAMPLES = 20;

/** POST /api/automation/dry-run: the saved configuration, with these (unsaved) changes on top. */
export const dryRunInputSchema = z.object({
  days: z.number().int().min(1).max(90),
  config: ResponseConfigInputSchema.optional(),
});
export type DryRunInput = z.infer<typeof dryRunInputSchema>;

export const dryRunResponseSchema = z.object({
  days: z.number().int(),
  since: z.string(),
  /** Messages of the period that had an analysis. */
  analysed: z.number().int(),
  would_send: z.number().int(),
  /** Of those, how many the team later corrected (intent or sentiment). */
  later_corrected: z.number().int(),
  /** Decided for auto reply, but handed to a person: no source of the brand's knowledge answers them for sure. */
  held_for_person: z.number().int(),
  /** How many of the messages decided for auto reply were put through that knowledge check (the newest). */
  knowledge_checked: z.number().int(),
  intents: z.array(
    z.object({ intent: z.enum(INTENTS), would_send: z.number().int(), later_corrected: z.number().int() }),
  ),
  examples: z.array(
    z.object({
      message_id: z.uuid(),
      content: z.string(),
      received_at: z.string(),
      intent: z.enum(INTENTS),
      confidence: z.number(),
      corrected_to: z.string().nullable(),
      /** The stored suggestion auto reply would have sent; null when none was drafted. */
      reply: z.string().nullable(),
    }),
  ),
});
export type DryRunResult = z.infer<typeof dryRunResponseSchema>;
