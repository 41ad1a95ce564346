import { z } from "zod";
import { INTENTS, type Intent } from "./ai.constants";

/** Issue 11 item 6: an intent may reply by itself only where the engine is right this often. */
export const MIN_AUTO_REPLY_PRECISION = 0.95;
/** Fewer real messages than this at a threshold is no measurement (one lucky message is 100%). */
export const MIN_PRECISION_SUPPORT = 20;

const precisionPointSchema = z.object({
  threshold: z.number().int().min(0).max(100),
  /** Share of messages read as the intent at or above the threshold that really were; null if none. */
  precision: z.number().min(0).max(1).nullable(),
  support: z.number().int().min(0),
});
export type PrecisionPoint = z.infer<typeof precisionPointSchema>;

/** `src/server/ai/model/threshold-precision.json`, written by the model's evaluation on real data. */
export const thresholdPrecisionFileSchema = z.object({
  measuredOn: z.string(),
  generatedAt: z.string(),
  intents: z.record(z.string(), z.array(precisionPointSchema)),
});
export type ThresholdPrecisionFile = z.infer<typeof thresholdPrecisionFileSchema>;

/** GET /api/ai/threshold-precision: the table in force, or measured false when there is none. */
export const thresholdPrecisionResponseSchema = z.object({
  measured: z.boolean(),
  measured_on: z.string().nullable(),
  generated_at: z.string().nullable(),
  intents: z.partialRecord(z.enum(INTENTS), z.array(precisionPointSchema)),
});
export type ThresholdPrecision = z.infer<typeof thresholdPrecisionResponseSchema>;

export type PrecisionVerdict =
  | { status: "measured"; precision: number; support: number; allowed: boolean }
  | { status: "too_few"; precision: number | null; support: number; allowed: false }
  | { status: "not_measured"; allowed: false };

/** The measured precision of an intent at a confidence threshold (percent), and whether it may auto-reply. */
export function precisionAt(table: ThresholdPrecision, intent: Intent, threshold: number): PrecisionVerdict {
  const point = table.measured ? table.intents[intent]?.find((p) => p.threshold === threshold) : undefined;
  if (!point) return { status: "not_measured", allowed: false };
  if (point.precision === null || point.support < MIN_PRECISION_SUPPORT) {
    return { status: "too_few", precision: point.precision, support: point.support, allowed: false };
  }
  return {
    status: "measured",
    precision: point.precision,
    support: point.support,
    allowed: point.precision >= MIN_AUTO_REPLY_PRECISION,
  };
}

const percent = (share: number) => `${(Math.round(share * 1000) / 10).toFixed(1)}%`;

/** One line for the slider and for a refused save. */
export function describePrecision(verdict: PrecisionVerdict): string {
  switch (verdict.status) {
    case "not_measured":
      return "Precision not measured at this threshold";
    case "too_few":
      // Support counts the real messages read as the intent at or above the threshold.
      if (verdict.support === 0) {
        return `Not measured yet, since no real message was read as this intent at this threshold (at least ${MIN_PRECISION_SUPPORT} needed)`;
      }
      return `Precision measured on only ${verdict.support} real ${verdict.support === 1 ? "message" : "messages"} (at least ${MIN_PRECISION_SUPPORT} needed)`;
    case "measured":
      return `Measured precision ${percent(verdict.precision)} on ${verdict.support} real messages`;
  }
}

export function autoReplyRefusal(intentName: string, threshold: number, verdict: PrecisionVerdict): string {
  return `Auto reply for ${intentName} can't be switched on at a ${threshold}% threshold: ${describePrecision(verdict).replace(/^./, (c) => c.toLowerCase())}; at least ${percent(MIN_AUTO_REPLY_PRECISION)} precision is required.`;
}
