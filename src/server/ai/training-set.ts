import { INTENTS, SENTIMENT_CLASSIFICATIONS } from "@shared/ai/ai.constants";
import type { CorpusRow } from "./corpus-reader";
import { DEFAULT_FEATURE_OPTIONS, extractFeatures, type FeatureOptions } from "./feature-hasher";
import type { TrainingHead } from "./model-trainer";
import type { Speller } from "./spelling";
import { normalizeText } from "./text-normalizer";
import { embedTokens, type WordEmbeddings } from "./word-embeddings";

export const CRISIS_CLASSES = ["no", "yes"] as const;

/**
 * The feature families and dense-input scale the checked-in model is trained with, chosen by 5-fold
 * cross-validation on the train split (`npm run ai:train -- --cv`; figures in the README).
 */
export const TRAINING_FEATURES: FeatureOptions = {
  sentimentBuckets: true,
  wordAffixes: true,
  squeezed: true,
  negationScope: true,
};
export const DENSE_SCALE = 0.5;
export const DENSE_KIND = "glove100-sif-mean";
/** Typo repair to the training vocabulary (spelling.ts); `AI_SPELLING=0` trains without, for CV. */
export const TRAINING_SPELLING = process.env.AI_SPELLING !== "0";
const QUESTION_MARKS = /\?/g;

export type TrainingSet = { docs: Int32Array[]; heads: TrainingHead[]; dense?: Float32Array[] };

/** Dense inputs: the word-embedding mean of the message, times `scale`. */
export type DenseSetting = { embeddings: WordEmbeddings; scale: number };

/** The dense input of one message, as the model sees it (before its stored scale). */
export function denseInputOf(tokens: readonly string[], embeddings: WordEmbeddings): Float32Array {
  return embedTokens(tokens, embeddings);
}

/**
 * Feature vectors and labels for the three heads. Each question is also seen without its question
 * mark, because customers often leave it out ("where do i buy this").
 */
export function buildTrainingSet(
  rows: readonly CorpusRow[],
  features: FeatureOptions = DEFAULT_FEATURE_OPTIONS,
  dense?: DenseSetting,
  speller?: Speller,
): TrainingSet {
  const docs: Int32Array[] = [];
  const vectors: Float32Array[] = [];
  const intent: number[] = [];
  const sentiment: number[] = [];
  const crisis: number[] = [];
  const add = (text: string, row: CorpusRow) => {
    const read = normalizeText(text);
    const normalized = speller ? { ...read, tokens: speller.correctAll(read.tokens) } : read;
    docs.push(extractFeatures(normalized, features));
    if (dense) {
      const vector = denseInputOf(normalized.tokens, dense.embeddings);
      for (let i = 0; i < vector.length; i++) vector[i] = (vector[i] as number) * dense.scale;
      vectors.push(vector);
    }
    intent.push(INTENTS.indexOf(row.intent));
    sentiment.push(SENTIMENT_CLASSIFICATIONS.indexOf(row.sentiment));
    crisis.push(row.crisis ? 1 : 0);
  };
  for (const row of rows) {
    add(row.text, row);
    if (row.text.includes("?")) add(row.text.replace(QUESTION_MARKS, ""), row);
  }
  return {
    docs,
    heads: [
      { name: "intent", classes: INTENTS, labels: intent },
      { name: "sentiment", classes: SENTIMENT_CLASSIFICATIONS, labels: sentiment },
      { name: "crisis", classes: CRISIS_CLASSES, labels: crisis },
    ],
    ...(dense ? { dense: vectors } : {}),
  };
}
