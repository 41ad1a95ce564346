import { INTENTS, SENTIMENT_CLASSIFICATIONS } from "@shared/ai/ai.constants";
import type { CorpusRow } from "./corpus-reader";
import { extractFeatures } from "./feature-hasher";
import type { TrainingHead } from "./model-trainer";
import { normalizeText } from "./text-normalizer";

export const CRISIS_CLASSES = ["no", "yes"] as const;
const QUESTION_MARKS = /\?/g;

/**
 * Feature vectors and labels for the three heads. Each question is also seen without its question
 * mark, because customers often leave it out ("where do i buy this").
 */
export function buildTrainingSet(rows: readonly CorpusRow[]): { docs: Int32Array[]; heads: TrainingHead[] } {
  const docs: Int32Array[] = [];
  const intent: number[] = [];
  const sentiment: number[] = [];
  const crisis: number[] = [];
  const add = (text: string, row: CorpusRow) => {
    docs.push(extractFeatures(normalizeText(text)));
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
  };
}
