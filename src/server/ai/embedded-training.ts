import { INTENTS, SENTIMENT_CLASSIFICATIONS } from "@shared/ai/ai.constants";
import { tuning } from "../env";
import { coverageOf, fitFullCoverage, fitTemperature } from "./calibration";
import { extractFeatures } from "./feature-hasher";
import { type LinearModel, loadLinearModel, type ModelFile, softmaxInPlace } from "./linear-model";
import { DEFAULT_TRAINING_OPTIONS, type TrainingOptions, trainLinearModel } from "./model-trainer";
import { normalizeText } from "./text-normalizer";
import { buildTrainingSet, type LabelledRow, sampleRows, TRAINING_FEATURES } from "./training-set";

/** Rows read per source and split, at most (sampled by a hash of the text): a run stays within minutes. */
export const MAX_TRAIN_ROWS_PER_SOURCE = tuning.AI_TRAIN_MAX_ROWS;
export const MAX_CALIBRATION_ROWS_PER_SOURCE = 3000;
/**
 * Weight of an own-corpus row in the loss: the in-house lines are the only ones in the style of
 * Instagram/TikTok comments to a beauty brand, and a small share of the rows.
 */
export const OWN_CORPUS_WEIGHT = tuning.AI_OWN_CORPUS_WEIGHT;
/** A word must occur in this many training messages to count as known (coverage, calibration.ts). */
export const VOCABULARY_MIN_DOCS = 3;
const WORD = /^[\p{L}][\p{L}'\p{N}]*$/u;

function vocabularyOf(rows: readonly LabelledRow[]): string[] {
  const counts = new Map<string, number>();
  for (const row of rows) {
    for (const token of new Set(normalizeText(row.text).tokens)) {
      if (WORD.test(token)) counts.set(token, (counts.get(token) ?? 0) + 1);
    }
  }
  return [...counts]
    .filter(([, n]) => n >= VOCABULARY_MIN_DOCS)
    .map(([word]) => word)
    .sort();
}

/**
 * Trains the four heads on every source's train rows, then calibrates on the given held-out rows
 * (temperatures per head and the coverage rule). Deterministic for the same rows.
 */
export function trainEmbeddedModel(
  trainBySource: ReadonlyMap<string, readonly LabelledRow[]>,
  calibrationBySource: ReadonlyMap<string, readonly LabelledRow[]>,
  log: (line: string) => void = () => {},
  options: TrainingOptions = DEFAULT_TRAINING_OPTIONS,
): { file: ModelFile; model: LinearModel } {
  const rows: LabelledRow[] = [];
  const trainedOn: { source: string; rows: number }[] = [];
  for (const [source, all] of trainBySource) {
    const sample = sampleRows(all, MAX_TRAIN_ROWS_PER_SOURCE);
    rows.push(...sample);
    trainedOn.push({ source, rows: sample.length });
    log(`train ${source}: ${sample.length} of ${all.length} rows`);
  }
  const started = performance.now();
  const set = buildTrainingSet(rows, TRAINING_FEATURES, (row) =>
    row.source === "own-corpus" ? OWN_CORPUS_WEIGHT : 1,
  );
  const trained = trainLinearModel(set.docs, set.heads, options, set.weights);
  log(`trained on ${rows.length} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const header = {
    version: options.version,
    table_bits: options.tableBits,
    feature_options: TRAINING_FEATURES,
    heads: trained.heads.map((head) => ({ ...head, temperature: 1 })),
    column_scales: trained.columnScales,
    vocabulary: vocabularyOf(rows),
    full_coverage: 0,
    trained_on: trainedOn,
    calibrated_on: "none",
  };
  const raw = loadLinearModel({ header, weights: trained.weights });

  const calibration = [...calibrationBySource].flatMap(([, all]) =>
    sampleRows(all, MAX_CALIBRATION_ROWS_PER_SOURCE),
  );
  if (calibration.length > 0) {
    const scored = calibration.map((row) => {
      const normalized = normalizeText(row.text);
      return { row, normalized, scores: raw.scores(extractFeatures(normalized, raw.featureOptions)) };
    });
    const fitHead = (head: number, labelOf: (row: LabelledRow) => number) => {
      const labelled = scored.filter((s) => labelOf(s.row) >= 0);
      return fitTemperature(
        labelled.map((s) => s.scores[head] as Float64Array),
        labelled.map((s) => labelOf(s.row)),
      );
    };
    const temperatures = [
      fitHead(0, (row) => (row.intent === null ? -1 : INTENTS.indexOf(row.intent))),
      fitHead(1, (row) => (row.sentiment === null ? -1 : SENTIMENT_CLASSIFICATIONS.indexOf(row.sentiment))),
      fitHead(2, (row) => (row.complaint === null ? -1 : row.complaint ? 1 : 0)),
      1,
    ];
    header.heads = header.heads.map((head, h) => ({ ...head, temperature: temperatures[h] ?? 1 }));
    header.full_coverage = fitFullCoverage(
      scored
        .filter((s) => s.row.intent !== null)
        .map((s) => {
          const p = Float64Array.from(s.scores[0] as Float64Array);
          const best = softmaxInPlace(p, temperatures[0]);
          return {
            probability: p[best] as number,
            coverage: coverageOf(s.normalized, raw.isKnownWord),
            correct: INTENTS[best] === s.row.intent,
          };
        }),
    );
    header.calibrated_on = [...calibrationBySource.keys()].join(", ");
    log(
      `calibrated on ${calibration.length} held-out rows: temperatures ${temperatures.join(" / ")}, full coverage ${header.full_coverage}`,
    );
  }
  const file = { header, weights: trained.weights };
  return { file, model: loadLinearModel(file) };
}
