import { readFileSync } from "node:fs";
import { INTENTS, type Intent } from "@shared/ai/ai.constants";
import { type ThresholdPrecision, thresholdPrecisionFileSchema } from "@shared/ai/threshold-precision.schema";
import { THRESHOLD_PRECISION_PATH } from "./embedded-model";

export const NOT_MEASURED: ThresholdPrecision = {
  measured: false,
  measured_on: null,
  generated_at: null,
  intents: {},
};

/**
 * The measured precision per intent and threshold. No file, or one that does not parse, means
 * nothing is measured: the product then says so and refuses to switch auto-reply on. Never a
 * made-up figure. Read on each call (a few kB), so a retrained model's table counts at once.
 */
export function loadThresholdPrecision(
  file: string = THRESHOLD_PRECISION_PATH,
  log: (line: string) => void = () => {},
): ThresholdPrecision {
  let raw: string;
  try {
    raw = readFileSync(file, "utf8");
  } catch {
    return NOT_MEASURED;
  }
  let parsed: ReturnType<typeof thresholdPrecisionFileSchema.safeParse>;
  try {
    parsed = thresholdPrecisionFileSchema.safeParse(JSON.parse(raw));
  } catch {
    log(`threshold precision file ${file} is not JSON; precision counts as not measured`);
    return NOT_MEASURED;
  }
  if (!parsed.success) {
    log(`threshold precision file ${file} is invalid: ${parsed.error.message}`);
    return NOT_MEASURED;
  }
  const intents: Partial<Record<Intent, ThresholdPrecision["intents"][Intent]>> = {};
  for (const intent of INTENTS) {
    const points = parsed.data.intents[intent];
    if (points) intents[intent] = [...points].sort((a, b) => a.threshold - b.threshold);
  }
  return {
    measured: true,
    measured_on: parsed.data.measuredOn,
    generated_at: parsed.data.generatedAt,
    intents,
  };
}
