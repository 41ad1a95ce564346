import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { CorpusRow } from "./corpus-reader";
import { assignFolds, scoreIntents } from "./cross-validation";
import { getEmbeddedModel } from "./embedded-model";
import { embedTokens, loadWordEmbeddings } from "./word-embeddings";

const dir = mkdtempSync(join(tmpdir(), "lunara-embeddings-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A file in the package's layout: vectors keyed by word, each 100 values, its norm and its rank. */
function fakePackage(words: string[]): string {
  const vectors: Record<string, number[]> = {};
  words.forEach((word, rank) => {
    const values = Array.from({ length: 100 }, (_, d) => (d === rank % 100 ? 2.5 : d === 99 ? -1e-3 : 0));
    vectors[word] = [...values, 2.5, rank];
  });
  const path = join(dir, `${words.length}.json`);
  writeFileSync(path, JSON.stringify({ precision: 8, words, vectors, unkVector: new Array(101).fill(0) }));
  return path;
}

describe("loadWordEmbeddings", () => {
  it("reads the package layout, unit-normalises and stops at the vocabulary limit", () => {
    const path = fakePackage(["the", 'quote"d', "serum", "glow", "parcel"]);
    const embeddings = loadWordEmbeddings(4, path);
    expect(embeddings.size).toBe(4);
    expect(embeddings.rowOf("serum")).toBe(2);
    expect(embeddings.rowOf('quote"d')).toBe(1);
    expect(embeddings.rowOf("parcel")).toBe(-1); // past the limit
    const row = embeddings.vectors.subarray(200, 300);
    const norm = Math.sqrt(row.reduce((sum, v) => sum + v * v, 0));
    expect(norm).toBeCloseTo(1, 5);
    expect(embeddings.rankOfRow(3)).toBe(3);
  });

  it("survives entries split across read chunks", () => {
    const words = Array.from({ length: 25_000 }, (_, i) => `w${i}`); // about 5.5 MB: two chunks
    const embeddings = loadWordEmbeddings(25_000, fakePackage(words));
    expect(embeddings.size).toBe(25_000);
    expect(embeddings.rowOf("w24999")).toBe(24_999);
    expect(embeddings.vectors[24_999 * 100 + (24_999 % 100)]).toBeCloseTo(1, 3);
  });

  it("averages known words into a unit vector and gives zeros for unknown text", () => {
    const embeddings = loadWordEmbeddings(5, fakePackage(["the", "serum", "glow", "parcel", "i"]));
    const known = embedTokens(["serum", "glow", "emo_love", "zzzz"], embeddings);
    expect(Math.sqrt(known.reduce((sum, v) => sum + v * v, 0))).toBeCloseTo(1, 5);
    expect(embedTokens(["i'm"], embeddings)[4]).toBeGreaterThan(0); // falls back to "i"
    expect(embedTokens(["qwerty", "emo_fire"], embeddings).every((v) => v === 0)).toBe(true);
  });
});

describe("the checked-in model", () => {
  it("uses the dense word-embedding input and the feature families it was trained with", () => {
    const model = getEmbeddedModel();
    expect(model.denseInput?.dimensions).toBe(100);
    expect(model.featureOptions.sentimentBuckets).toBe(true);
  });
});

describe("cross-validation folds", () => {
  const row = (text: string, intent: CorpusRow["intent"]): CorpusRow => ({
    text,
    intent,
    sentiment: "neutral",
    crisis: false,
    platform: "instagram",
    message_type: "comment",
  });

  it("deals every intent evenly over the folds, the same way every run", () => {
    const rows = [
      ...Array.from({ length: 10 }, (_, i) => row(`hi ${i}`, "greeting")),
      ...Array.from({ length: 10 }, (_, i) => row(`price ${i}`, "purchase_intent")),
    ];
    const folds = assignFolds(rows, 5);
    expect(assignFolds(rows, 5)).toEqual(folds);
    for (let fold = 0; fold < 5; fold++) {
      expect(folds.slice(0, 10).filter((f) => f === fold)).toHaveLength(2);
      expect(folds.slice(10).filter((f) => f === fold)).toHaveLength(2);
    }
  });

  it("scores accuracy and macro-F1 over all intents", () => {
    const score = scoreIntents([
      { gold: "greeting", predicted: "greeting" },
      { gold: "greeting", predicted: "catch_all" },
    ]);
    expect(score.accuracy).toBe(0.5);
    expect(score.perIntentF1.greeting).toBeCloseTo(2 / 3, 5);
  });
});
