import { describe, expect, it } from "vitest";
import {
  coverageFactor,
  coverageOf,
  fitFullCoverage,
  fitTemperature,
  MIN_FULL_COVERAGE,
} from "./calibration";
import { mulberry32 } from "./model-trainer";
import { normalizeText } from "./text-normalizer";
import { thresholdPrecision } from "./threshold-precision";

describe("fitTemperature", () => {
  it("recovers the temperature of over-confident scores", () => {
    // Labels drawn from softmax(z / 2): the scores are twice as sharp as the truth.
    const random = mulberry32(7);
    const scores: Float64Array[] = [];
    const labels: number[] = [];
    for (let i = 0; i < 4000; i++) {
      const z = Float64Array.from({ length: 3 }, () => random() * 8 - 4);
      const e = Array.from(z, (v) => Math.exp(v / 2));
      const sum = e.reduce((a, b) => a + b, 0);
      let r = random() * sum;
      let label = 0;
      while (label < 2 && r > (e[label] as number)) r -= e[label++] as number;
      scores.push(z);
      labels.push(label);
    }
    expect(fitTemperature(scores, labels)).toBeGreaterThan(1.7);
    expect(fitTemperature(scores, labels)).toBeLessThan(2.3);
    expect(fitTemperature([], [])).toBe(1);
  });
});

describe("coverage", () => {
  it("is the share of known words, emoji and links aside", () => {
    const known = new Set(["where", "is", "my", "order"]);
    const text = normalizeText("where is my pedido 😡 https://x.example");
    expect(coverageOf(text, (w) => known.has(w))).toBeCloseTo(3 / 4);
    expect(coverageOf(normalizeText("😡😡"), () => true)).toBe(0);
    expect(coverageFactor(0.3, 0.6)).toBeCloseTo(0.5);
    expect(coverageFactor(0.9, 0.6)).toBe(1);
  });

  it("never asks less than the minimum coverage for full confidence", () => {
    const rows = Array.from({ length: 50 }, (_, i) => ({
      probability: 0.99,
      coverage: i / 50,
      correct: true,
    }));
    expect(fitFullCoverage(rows)).toBe(MIN_FULL_COVERAGE);
    const unsure = Array.from({ length: 50 }, (_, i) => ({
      probability: 0.99,
      coverage: i / 50,
      correct: i > 45,
    }));
    expect(fitFullCoverage(unsure)).toBeGreaterThan(MIN_FULL_COVERAGE);
  });
});

describe("thresholdPrecision", () => {
  it("gives, per intent and threshold 50..99, the accuracy and count of predictions at or above it", () => {
    const table = thresholdPrecision(
      [
        { predicted: "greeting", confidence: 0.95, correct: true },
        { predicted: "greeting", confidence: 0.7, correct: false },
        { predicted: "greeting", confidence: 0.704, correct: true },
        { predicted: "complaint", confidence: 0.4, correct: true },
      ],
      ["greeting", "complaint"],
    );
    expect(table.greeting).toHaveLength(50);
    expect(table.greeting?.[0]).toEqual({ threshold: 50, precision: 0.6667, support: 3 });
    expect(table.greeting?.[20]).toEqual({ threshold: 70, precision: 0.6667, support: 3 });
    expect(table.greeting?.[21]).toEqual({ threshold: 71, precision: 1, support: 1 });
    expect(table.greeting?.[49]).toEqual({ threshold: 99, precision: null, support: 0 });
    expect(table.complaint?.[0]).toEqual({ threshold: 50, precision: null, support: 0 });
  });
});
