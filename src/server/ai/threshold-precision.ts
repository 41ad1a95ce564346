/** One row of the measured-precision table that the automation settings show beside each slider. */
export type ThresholdPrecisionRow = {
  threshold: number;
  /** Share of right intents among held-out messages predicted as the intent at or above the threshold; null when none. */
  precision: number | null;
  support: number;
};

export const THRESHOLD_MIN = 50;
export const THRESHOLD_MAX = 99;

/**
 * Per intent and per integer threshold 50..99: among held-out messages predicted as that intent
 * with round(confidence x 100) >= threshold, the share whose intent is right, and their count.
 */
export function thresholdPrecision(
  rows: readonly { predicted: string; confidence: number; correct: boolean }[],
  intents: readonly string[],
): Record<string, ThresholdPrecisionRow[]> {
  const out: Record<string, ThresholdPrecisionRow[]> = {};
  for (const intent of intents) {
    const mine = rows.filter((row) => row.predicted === intent);
    const table: ThresholdPrecisionRow[] = [];
    for (let threshold = THRESHOLD_MIN; threshold <= THRESHOLD_MAX; threshold++) {
      const above = mine.filter((row) => Math.round(row.confidence * 100) >= threshold);
      const right = above.filter((row) => row.correct).length;
      table.push({
        threshold,
        precision: above.length > 0 ? Number((right / above.length).toFixed(4)) : null,
        support: above.length,
      });
    }
    out[intent] = table;
  }
  return out;
}
