import { gunzipSync, gzipSync } from "node:zlib";
import { z } from "zod";
import type { FeatureOptions } from "./feature-hasher";

/**
 * The checked-in model (`model/embedded-model.bin.gz`): a JSON header, then one row of int8 weights
 * per hashed-feature bucket (2^table_bits rows, one column per class of every head, row-major),
 * gzipped. Each column has its own scale (int8 x scale = weight). A dense table needs no feature
 * list: a feature id folded to the table size is its row.
 */
export const ModelHeaderSchema = z.object({
  version: z.string(),
  table_bits: z.number().int().min(10).max(22),
  feature_options: z.object({
    sentimentBuckets: z.boolean(),
    wordAffixes: z.boolean(),
    squeezed: z.boolean(),
    negationScope: z.boolean(),
    charNgrams: z.boolean().optional(),
    lexiconWords: z.boolean().optional(),
  }),
  heads: z.array(
    z.object({
      name: z.string(),
      classes: z.array(z.string()).min(2),
      bias: z.array(z.number()),
      /** Temperature fitted on real held-out data (calibration.ts): probabilities = softmax(z / T). */
      temperature: z.number().positive(),
    }),
  ),
  column_scales: z.array(z.number().positive()),
  /** Words seen in at least three training messages: how much of a message the model has seen. */
  vocabulary: z.array(z.string()),
  /** Confidence is multiplied by min(1, coverage / full_coverage) (calibration.ts). */
  full_coverage: z.number().min(0).max(1),
  /** The training data, per source: rows read and what they were used for. */
  trained_on: z.array(z.object({ source: z.string(), rows: z.number().int() })),
  /** Where the temperatures and the coverage rule were fitted. */
  calibrated_on: z.string(),
});
export type ModelHeader = z.infer<typeof ModelHeaderSchema>;
export type ModelFile = { header: ModelHeader; weights: Int8Array };

const MAGIC = "LNM2";

export function encodeModelFile(file: ModelFile): Buffer {
  const header = Buffer.from(JSON.stringify(file.header), "utf8");
  const length = Buffer.alloc(4);
  length.writeUInt32LE(header.length);
  const weights = Buffer.from(file.weights.buffer, file.weights.byteOffset, file.weights.byteLength);
  return gzipSync(Buffer.concat([Buffer.from(MAGIC, "ascii"), length, header, weights]), { level: 9 });
}

export function decodeModelFile(gzipped: Buffer): ModelFile {
  const raw = gunzipSync(gzipped);
  if (raw.subarray(0, 4).toString("ascii") !== MAGIC) throw new Error("model file: unknown format");
  const headerLength = raw.readUInt32LE(4);
  const header = ModelHeaderSchema.parse(JSON.parse(raw.subarray(8, 8 + headerLength).toString("utf8")));
  const body = raw.subarray(8 + headerLength);
  const columns = header.heads.reduce((n, head) => n + head.classes.length, 0);
  if (body.length !== (1 << header.table_bits) * columns) {
    throw new Error(`model weights: expected ${(1 << header.table_bits) * columns}, got ${body.length}`);
  }
  const weights = new Int8Array(body.length);
  weights.set(new Int8Array(body.buffer, body.byteOffset, body.length));
  return { header, weights };
}

export type HeadPrediction = {
  classes: readonly string[];
  /** Calibrated probabilities (softmax of the scores divided by the head's temperature). */
  probabilities: Float64Array;
  best: number;
};

export type LinearModel = {
  version: string;
  headNames: readonly string[];
  featureOptions: FeatureOptions;
  /** Share of a message's words the model has seen this often for full confidence (calibration). */
  fullCoverage: number;
  isKnownWord(word: string): boolean;
  predict(features: Int32Array): HeadPrediction[];
  /** Raw scores (before temperature), for calibration: one array per head. */
  scores(features: Int32Array): Float64Array[];
  header: ModelHeader;
};

export function softmaxInPlace(values: Float64Array, temperature = 1): number {
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
    const e = Math.exp(((values[i] as number) - max) / temperature);
    values[i] = e;
    sum += e;
  }
  for (let i = 0; i < values.length; i++) values[i] = (values[i] as number) / sum;
  return best;
}

export function loadLinearModel(file: ModelFile): LinearModel {
  const { header, weights } = file;
  const columns = header.heads.reduce((n, head) => n + head.classes.length, 0);
  const mask = (1 << header.table_bits) - 1;
  const scales = Float64Array.from(header.column_scales);
  const bias = Float64Array.from(header.heads.flatMap((head) => head.bias));
  const offsets = header.heads.map((_, i) =>
    header.heads.slice(0, i).reduce((n, h) => n + h.classes.length, 0),
  );
  const vocabulary = new Set(header.vocabulary);
  const sums = new Float64Array(columns);

  const scores = (features: Int32Array): Float64Array[] => {
    sums.fill(0);
    for (let i = 0; i < features.length; i++) {
      const row = ((features[i] as number) & mask) * columns;
      for (let c = 0; c < columns; c++) sums[c] = (sums[c] as number) + (weights[row + c] as number);
    }
    // Same normalisation as training: each present feature weighs 1/sqrt(feature count).
    const value = features.length > 0 ? 1 / Math.sqrt(features.length) : 0;
    return header.heads.map((head, h) => {
      const start = offsets[h] as number;
      const out = new Float64Array(head.classes.length);
      for (let c = 0; c < out.length; c++) {
        out[c] =
          (bias[start + c] as number) + (sums[start + c] as number) * (scales[start + c] as number) * value;
      }
      return out;
    });
  };

  return {
    version: header.version,
    headNames: header.heads.map((head) => head.name),
    featureOptions: header.feature_options,
    fullCoverage: header.full_coverage,
    isKnownWord: (word) => vocabulary.has(word),
    scores,
    predict(features) {
      return scores(features).map((probabilities, h) => {
        const best = softmaxInPlace(probabilities, header.heads[h]?.temperature ?? 1);
        return { classes: header.heads[h]?.classes ?? [], probabilities, best };
      });
    },
    header,
  };
}
