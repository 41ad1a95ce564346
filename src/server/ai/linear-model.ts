import { z } from "zod";
import { DEFAULT_FEATURE_OPTIONS, type FeatureOptions } from "./feature-hasher";

/** The checked-in model: one weight row per kept feature, one column per class of every head. */
export const LinearModelFileSchema = z.object({
  version: z.string(),
  feature_bits: z.number().int(),
  /** Optional feature families the model was trained with (absent: none of them). */
  feature_options: z
    .object({
      sentimentBuckets: z.boolean(),
      wordAffixes: z.boolean(),
      squeezed: z.boolean(),
      negationScope: z.boolean(),
    })
    .optional(),
  scale: z.number().positive(),
  heads: z.array(
    z.object({ name: z.string(), classes: z.array(z.string()).min(2), bias: z.array(z.number()) }),
  ),
  features: z.array(z.number().int()),
  weights: z.array(z.number().int()),
  /** Dense-input weights, row-major (input dimension x class column), when the model has them. */
  dense_weights: z.array(z.number().int()).optional(),
  /** What the dense inputs are: "glove100-sif-mean" (see word-embeddings.ts) and their scale. */
  dense_input: z.object({ kind: z.string(), dimensions: z.number().int(), scale: z.number() }).optional(),
  /** The training vocabulary, most frequent first, that typos are repaired to (see spelling.ts). */
  lexicon: z.array(z.string()).optional(),
});
export type LinearModelFile = z.infer<typeof LinearModelFileSchema>;

export type HeadPrediction = { classes: readonly string[]; probabilities: Float64Array; best: number };

export type LinearModel = {
  version: string;
  headNames: readonly string[];
  featureOptions: FeatureOptions;
  /** Dense input expected by `predict`, if any. */
  denseInput?: { kind: string; dimensions: number; scale: number };
  /** Vocabulary for typo repair (empty: the model reads tokens as they are). */
  lexicon: readonly string[];
  predict(features: Int32Array, dense?: Float32Array | null): HeadPrediction[];
};

function softmaxInPlace(values: Float64Array): number {
  let max = Number.NEGATIVE_INFINITY;
  let best = 0;
  for (let i = 0; i < values.length; i++) {
    if ((values[i] as number) > max) {
      max = values[i] as number;
      best = i;
    }
  }
  let sum = 0;
  for (let i = 0; i < values.length; i++) {
    const e = Math.exp((values[i] as number) - max);
    values[i] = e;
    sum += e;
  }
  for (let i = 0; i < values.length; i++) values[i] = (values[i] as number) / sum;
  return best;
}

export function loadLinearModel(file: LinearModelFile): LinearModel {
  const columns = file.heads.reduce((n, head) => n + head.classes.length, 0);
  if (file.weights.length !== file.features.length * columns) {
    throw new Error(`model weights: expected ${file.features.length * columns}, got ${file.weights.length}`);
  }
  const rows = new Map<number, number>();
  for (const [index, feature] of file.features.entries()) rows.set(feature, index * columns);
  const weights = Float32Array.from(file.weights, (w) => w / file.scale);
  const bias = Float64Array.from(file.heads.flatMap((head) => head.bias));
  const offsets = file.heads.map((_, i) => file.heads.slice(0, i).reduce((n, h) => n + h.classes.length, 0));
  const denseWeights = file.dense_weights
    ? Float32Array.from(file.dense_weights, (w) => w / file.scale)
    : null;
  const dims = denseWeights ? denseWeights.length / columns : 0;
  if (denseWeights && (!file.dense_input || file.dense_input.dimensions !== dims)) {
    throw new Error("model dense weights do not match dense_input");
  }
  return {
    version: file.version,
    headNames: file.heads.map((head) => head.name),
    featureOptions: file.feature_options ?? DEFAULT_FEATURE_OPTIONS,
    ...(file.dense_input ? { denseInput: file.dense_input } : {}),
    lexicon: file.lexicon ?? [],
    predict(features, dense) {
      const scores = Float64Array.from(bias);
      // Same normalisation as training: each present feature weighs 1/sqrt(feature count).
      const value = features.length > 0 ? 1 / Math.sqrt(features.length) : 0;
      for (let i = 0; i < features.length; i++) {
        const row = rows.get(features[i] as number);
        if (row === undefined) continue;
        for (let c = 0; c < columns; c++)
          scores[c] = (scores[c] as number) + (weights[row + c] as number) * value;
      }
      if (denseWeights && dense && dense.length === dims) {
        const scale = file.dense_input?.scale ?? 1;
        for (let j = 0; j < dims; j++) {
          const xj = (dense[j] as number) * scale;
          if (xj === 0) continue;
          const base = j * columns;
          for (let c = 0; c < columns; c++)
            scores[c] = (scores[c] as number) + (denseWeights[base + c] as number) * xj;
        }
      }
      return file.heads.map((head, h) => {
        const start = offsets[h] as number;
        const probabilities = scores.slice(start, start + head.classes.length);
        const best = softmaxInPlace(probabilities);
        return { classes: head.classes, probabilities, best };
      });
    },
  };
}
