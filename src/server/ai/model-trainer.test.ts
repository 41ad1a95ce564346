import { describe, expect, it } from "vitest";
import {
  DEFAULT_TRAINING_OPTIONS,
  type TrainingHead,
  type TrainingOptions,
  trainLinearModel,
} from "./model-trainer";

const options: TrainingOptions = { ...DEFAULT_TRAINING_OPTIONS, epochs: 6, tableBits: 10, headSchedules: {} };
// Feature 1 goes with class 1 of both heads, feature 2 with class 0.
const docs = Array.from({ length: 40 }, (_, i) => Int32Array.of(i % 2 === 0 ? 1 : 2));
const labels = docs.map((doc) => (doc[0] === 1 ? 1 : 0));
const head = (name: string, extra: Partial<TrainingHead> = {}): TrainingHead => ({
  name,
  classes: ["no", "yes"],
  labels,
  ...extra,
});
/** The int8 weights of one column of a head (2 columns per head) for a feature's row. */
const weightOf = (weights: Int8Array, columns: number, feature: number, column: number) =>
  weights[feature * columns + column] as number;

describe("trainLinearModel", () => {
  it("trains a head with its own schedule without changing the other heads", () => {
    const plain = trainLinearModel(docs, [head("a"), head("b")], options);
    const scheduled = trainLinearModel(docs, [head("a"), head("b")], {
      ...options,
      headSchedules: { b: { epochs: 1, learningRate: 0.05 } },
    });
    for (let feature = 1; feature <= 2; feature++) {
      for (let c = 0; c < 2; c++) {
        expect(
          weightOf(scheduled.weights, 4, feature, c) * (scheduled.columnScales[c] as number),
        ).toBeCloseTo(weightOf(plain.weights, 4, feature, c) * (plain.columnScales[c] as number), 6);
      }
    }
    // Head b learnt the same direction, but less far: one short epoch instead of six.
    expect(scheduled.columnScales[3] as number).toBeLessThan((plain.columnScales[3] as number) / 2);
    expect(weightOf(scheduled.weights, 4, 1, 3)).toBeGreaterThan(0);
  });

  it("leaves a head unmoved by the documents its own weights set to zero", () => {
    // Head b learns only from feature 2's documents; feature 1's rows stay at zero for it.
    const weights = docs.map((doc) => (doc[0] === 1 ? 0 : 1));
    const trained = trainLinearModel(docs, [head("a"), head("b", { weights })], options);
    expect(weightOf(trained.weights, 4, 1, 2)).toBe(0);
    expect(weightOf(trained.weights, 4, 1, 3)).toBe(0);
    expect(weightOf(trained.weights, 4, 2, 2)).toBeGreaterThan(0);
    // Head a still learns from every document.
    expect(weightOf(trained.weights, 4, 1, 1)).toBeGreaterThan(0);
  });
});
