import { tuning } from "../env";

/**
 * One head's labels: a class index per document, or -1 where the source does not label it; optional
 * weights per document for this head only (multiplying the document's own weight).
 */
export type TrainingHead = {
  name: string;
  classes: readonly string[];
  labels: ArrayLike<number>;
  weights?: ArrayLike<number>;
};

export type TrainingOptions = {
  epochs: number;
  learningRate: number;
  l2: number;
  /** Rows of the hashed weight table: 2^tableBits. */
  tableBits: number;
  seed: number;
  version: string;
  /**
   * A head trained with its own schedule: fewer epochs and a smaller step stop it earlier (early
   * stopping). The other heads use `epochs` and `learningRate`.
   */
  headSchedules?: Readonly<Record<string, { epochs: number; learningRate: number }>>;
};

/** Chosen on the train sets' own validation folds (see README, "The model"). */
export const DEFAULT_TRAINING_OPTIONS: TrainingOptions = {
  epochs: tuning.AI_TRAIN_EPOCHS,
  learningRate: 0.2,
  l2: 1e-6,
  tableBits: 18,
  seed: 20261123,
  version: "embedded-ngram-1",
  // The sentiment head overfits the Reddit comments it mostly learns from: on the 15% validation
  // part of the train files (`npm run ai:train -- --validate`) its accuracy peaks at 5 epochs with
  // half the step (README, "Sentiment").
  headSchedules: { sentiment: { epochs: 5, learningRate: 0.1 } },
};

// Small seeded PRNG so that retraining on the same data gives the same model file.
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type TrainedWeights = {
  heads: { name: string; classes: string[]; bias: number[] }[];
  columnScales: number[];
  weights: Int8Array;
};

/**
 * Multinomial logistic regression per head over shared hashed features (a dense table of
 * 2^tableBits rows), trained with AdaGrad and L2. Heads are independent softmax layers on the same
 * inputs; a document without a label for a head does not move that head. Weights are stored as
 * int8 with one scale per column.
 */
export function trainLinearModel(
  docs: readonly Int32Array[],
  heads: readonly TrainingHead[],
  options: TrainingOptions = DEFAULT_TRAINING_OPTIONS,
  /** Optional weight per document (1 when absent): balances sources of different sizes. */
  docWeights?: ArrayLike<number>,
): TrainedWeights {
  const mask = (1 << options.tableBits) - 1;
  const columns = heads.reduce((n, h) => n + h.classes.length, 0);
  const offsets = heads.map((_, i) => heads.slice(0, i).reduce((n, h) => n + h.classes.length, 0));
  const size = (mask + 1) * columns;
  const weights = new Float32Array(size);
  const gradSq = new Float32Array(size).fill(1e-8);
  const bias = new Float64Array(columns);
  const biasSq = new Float64Array(columns).fill(1e-8);
  const rowsOfDoc = docs.map((doc) => Int32Array.from(doc, (f) => (f & mask) * columns));
  const values = docs.map((doc) => (doc.length > 0 ? 1 / Math.sqrt(doc.length) : 0));
  const random = mulberry32(options.seed);
  const order = docs.map((_, i) => i);
  const scores = new Float64Array(columns);
  const gradients = new Float64Array(columns);
  const headEpochs = heads.map((head) => options.headSchedules?.[head.name]?.epochs ?? options.epochs);
  const rates = new Float64Array(columns);
  heads.forEach((head, h) => {
    const rate = options.headSchedules?.[head.name]?.learningRate ?? options.learningRate;
    rates.fill(rate, offsets[h] as number, (offsets[h] as number) + head.classes.length);
  });
  const epochs = Math.max(options.epochs, ...headEpochs);

  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    for (const d of order) {
      const rows = rowsOfDoc[d] as Int32Array;
      const value = values[d] as number;
      const docWeight = docWeights ? (docWeights[d] as number) : 1;
      scores.set(bias);
      for (const row of rows) {
        for (let c = 0; c < columns; c++)
          scores[c] = (scores[c] as number) + (weights[row + c] as number) * value;
      }
      gradients.fill(0);
      let any = false;
      for (let h = 0; h < heads.length; h++) {
        const head = heads[h] as TrainingHead;
        const label = head.labels[d] as number;
        if (label < 0 || epoch >= (headEpochs[h] as number)) continue;
        any = true;
        const start = offsets[h] as number;
        const width = head.classes.length;
        const weight = docWeight * (head.weights ? (head.weights[d] as number) : 1);
        let max = Number.NEGATIVE_INFINITY;
        for (let c = 0; c < width; c++) max = Math.max(max, scores[start + c] as number);
        let sum = 0;
        for (let c = 0; c < width; c++) {
          scores[start + c] = Math.exp((scores[start + c] as number) - max);
          sum += scores[start + c] as number;
        }
        for (let c = 0; c < width; c++) {
          gradients[start + c] = weight * ((scores[start + c] as number) / sum - (c === label ? 1 : 0));
        }
      }
      if (!any) continue;
      for (let c = 0; c < columns; c++) {
        const g = gradients[c] as number;
        if (g === 0) continue;
        biasSq[c] = (biasSq[c] as number) + g * g;
        bias[c] = (bias[c] as number) - ((rates[c] as number) * g) / Math.sqrt(biasSq[c] as number);
      }
      for (const row of rows) {
        for (let c = 0; c < columns; c++) {
          const gc = gradients[c] as number;
          if (gc === 0) continue;
          const k = row + c;
          const g = gc * value + options.l2 * (weights[k] as number);
          gradSq[k] = (gradSq[k] as number) + g * g;
          weights[k] = (weights[k] as number) - ((rates[c] as number) * g) / Math.sqrt(gradSq[k] as number);
        }
      }
    }
  }

  const columnScales = Array.from({ length: columns }, () => 1e-6);
  for (let k = 0; k < size; k++) {
    const c = k % columns;
    columnScales[c] = Math.max(columnScales[c] as number, Math.abs(weights[k] as number) / 127);
  }
  const quantized = new Int8Array(size);
  for (let k = 0; k < size; k++) {
    quantized[k] = Math.round((weights[k] as number) / (columnScales[k % columns] as number));
  }
  return {
    heads: heads.map((head, h) => ({
      name: head.name,
      classes: [...head.classes],
      bias: Array.from(bias.subarray(offsets[h], (offsets[h] as number) + head.classes.length), (b) =>
        Number(b.toFixed(5)),
      ),
    })),
    columnScales: columnScales.map((s) => Number(s.toPrecision(8))),
    weights: quantized,
  };
}
