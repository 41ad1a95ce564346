import { z } from "zod";
import { INTENTS, SENTIMENT_CLASSIFICATIONS } from "./ai.constants";

/** The two parts of an analysis a person can correct from the inbox. */
export const CORRECTABLE_FIELDS = ["intent", "sentiment"] as const;
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];

/** POST /api/ai/corrections: one click sets a message's intent or sentiment to the right value. */
export const correctAnalysisSchema = z.discriminatedUnion("field", [
  z.object({ message_id: z.uuid(), field: z.literal("intent"), to: z.enum(INTENTS) }),
  z.object({ message_id: z.uuid(), field: z.literal("sentiment"), to: z.enum(SENTIMENT_CLASSIFICATIONS) }),
]);
export type CorrectAnalysisInput = z.infer<typeof correctAnalysisSchema>;

export const analysisCorrectionSchema = z.object({
  id: z.uuid(),
  message_id: z.uuid(),
  field: z.enum(CORRECTABLE_FIELDS),
  from: z.string(),
  to: z.string(),
  corrected_by_name: z.string(),
  created_at: z.string(),
});
export type AnalysisCorrection = z.infer<typeof analysisCorrectionSchema>;

/** GET /api/ai/corrections?message_id=: a message's corrections, oldest first. */
export const correctionsQuerySchema = z.object({ message_id: z.uuid() });
export const correctionsResponseSchema = z.object({ corrections: z.array(analysisCorrectionSchema) });
export type CorrectionsResponse = z.infer<typeof correctionsResponseSchema>;

/**
 * What the team's own corrections did to a new message's analysis (stored in its
 * enhanced_analysis as `adaptation`): the corrected message it resembles, and how closely.
 */
export const analysisAdaptationSchema = z.object({
  field: z.enum(CORRECTABLE_FIELDS),
  from: z.string(),
  to: z.string(),
  similar_message_id: z.uuid(),
  similarity: z.number().min(0).max(1),
});
export type AnalysisAdaptation = z.infer<typeof analysisAdaptationSchema>;
