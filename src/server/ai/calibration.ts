import { softmaxInPlace } from "./linear-model";
import type { NormalizedText } from "./text-normalizer";

/**
 * Calibration of the embedded model on real held-out data (never on the training rows):
 * - one temperature per head (temperature scaling: softmax(z / T), T chosen to minimise the negative
 *   log-likelihood of the held-out labels), so a probability of 0.9 is right about 9 times in 10;
 * - a coverage rule for text unlike the training data: the intent confidence is multiplied by
 *   min(1, coverage / fullCoverage), where coverage is the share of the message's words seen in
 *   at least three training messages; fullCoverage is chosen on the same held-out rows (Brier score
 *   of "the intent is right"). Other-language and out-of-domain text has few known words and so
 *   gets low confidence.
 */

const TEMPERATURES = Array.from({ length: 60 }, (_, i) => Math.exp(Math.log(0.25) + (i * Math.log(40)) / 59));

/** The temperature minimising the mean negative log-likelihood of `labels` under softmax(z / T). */
export function fitTemperature(scores: readonly Float64Array[], labels: readonly number[]): number {
  if (scores.length === 0) return 1;
  const nll = (t: number) => {
    let sum = 0;
    for (let i = 0; i < scores.length; i++) {
      const p = Float64Array.from(scores[i] as Float64Array);
      softmaxInPlace(p, t);
      sum -= Math.log(Math.max(1e-12, p[labels[i] as number] as number));
    }
    return sum / scores.length;
  };
  let best = 1;
  let bestLoss = Number.POSITIVE_INFINITY;
  for (const t of TEMPERATURES) {
    const loss = nll(t);
    if (loss < bestLoss) {
      bestLoss = loss;
      best = t;
    }
  }
  // One refinement pass around the grid point.
  for (let t = best * 0.9; t <= best * 1.1; t += best * 0.01) {
    const loss = nll(t);
    if (loss < bestLoss) {
      bestLoss = loss;
      best = t;
    }
  }
  return Number(best.toFixed(4));
}

function isWordToken(token: string): boolean {
  return !token.startsWith("emo_") && !token.startsWith("tok_");
}

/** Share of the message's word tokens the model knows; 0 for a message without words. */
export function coverageOf(text: NormalizedText, isKnownWord: (word: string) => boolean): number {
  let words = 0;
  let known = 0;
  for (const token of text.tokens) {
    if (!isWordToken(token)) continue;
    words++;
    if (isKnownWord(token)) known++;
  }
  return words === 0 ? 0 : known / words;
}

/**
 * The coverage needed for full confidence is never set below this, whatever the held-out data
 * prefers: those sets are all English and in domain, so they cannot show what unfamiliar text costs.
 */
export const MIN_FULL_COVERAGE = 0.6;

export function coverageFactor(coverage: number, fullCoverage: number): number {
  return fullCoverage <= 0 ? 1 : Math.min(1, coverage / fullCoverage);
}

/** The fullCoverage (MIN_FULL_COVERAGE, +0.05, ... 1) with the lowest Brier score of confidence against correctness. */
export function fitFullCoverage(
  rows: readonly { probability: number; coverage: number; correct: boolean }[],
): number {
  let best = MIN_FULL_COVERAGE;
  let bestLoss = Number.POSITIVE_INFINITY;
  for (let step = MIN_FULL_COVERAGE * 20; step <= 20; step++) {
    const full = step / 20;
    let loss = 0;
    for (const row of rows) {
      const confidence = row.probability * coverageFactor(row.coverage, full);
      loss += (confidence - (row.correct ? 1 : 0)) ** 2;
    }
    if (loss < bestLoss - 1e-9) {
      bestLoss = loss;
      best = full;
    }
  }
  return best;
}
