import { INTENTS } from "@shared/ai/ai.constants";
import type { CorpusRow } from "./corpus-reader";

/**
 * Stratified k-fold cross-validation on the train split only: features and hyper-parameters are
 * chosen from these figures, never from the dev split or the external set.
 */
export type FoldModel = { predictIntent(row: CorpusRow): string };
export type CrossValidationResult = {
  accuracy: number;
  macroF1: number;
  perIntentF1: Record<string, number>;
  errors: { row: CorpusRow; predicted: string }[];
};

function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Fold of each row: rows of one intent, ordered by a hash of their text, dealt out in turn. */
export function assignFolds(rows: readonly CorpusRow[], k: number): number[] {
  const folds = new Array<number>(rows.length).fill(0);
  for (const intent of INTENTS) {
    const members = rows
      .map((row, index) => ({ index, hash: hashText(row.text) }))
      .filter(({ index }) => (rows[index] as CorpusRow).intent === intent)
      .sort((a, b) => a.hash - b.hash || a.index - b.index);
    members.forEach(({ index }, position) => {
      folds[index] = position % k;
    });
  }
  return folds;
}

export function scoreIntents(pairs: readonly { gold: string; predicted: string }[]): {
  accuracy: number;
  macroF1: number;
  perIntentF1: Record<string, number>;
} {
  const perIntentF1: Record<string, number> = {};
  let correct = 0;
  let f1Sum = 0;
  for (const pair of pairs) if (pair.gold === pair.predicted) correct++;
  for (const intent of INTENTS) {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    for (const { gold, predicted } of pairs) {
      if (gold === intent && predicted === intent) tp++;
      else if (predicted === intent) fp++;
      else if (gold === intent) fn++;
    }
    const precision = tp + fp > 0 ? tp / (tp + fp) : 0;
    const recall = tp + fn > 0 ? tp / (tp + fn) : 0;
    const f1 = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
    perIntentF1[intent] = f1;
    f1Sum += f1;
  }
  return {
    accuracy: pairs.length ? correct / pairs.length : 0,
    macroF1: f1Sum / INTENTS.length,
    perIntentF1,
  };
}

export function crossValidate(
  rows: readonly CorpusRow[],
  k: number,
  train: (rows: readonly CorpusRow[]) => FoldModel,
): CrossValidationResult {
  const folds = assignFolds(rows, k);
  const pairs: { gold: string; predicted: string }[] = [];
  const errors: { row: CorpusRow; predicted: string }[] = [];
  for (let fold = 0; fold < k; fold++) {
    const model = train(rows.filter((_, i) => folds[i] !== fold));
    rows.forEach((row, i) => {
      if (folds[i] !== fold) return;
      const predicted = model.predictIntent(row);
      pairs.push({ gold: row.intent, predicted });
      if (predicted !== row.intent) errors.push({ row, predicted });
    });
  }
  return { ...scoreIntents(pairs), errors };
}
