import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  INTENTS,
  type Intent,
  SENTIMENT_CLASSIFICATIONS,
  type SentimentClassification,
} from "@shared/ai/ai.constants";
import { z } from "zod";
import { tuning } from "../env";
import { readCorpus } from "./corpus-reader";
import { extractFeatures, type FeatureOptions } from "./feature-hasher";
import type { TrainingHead } from "./model-trainer";
import { normalizeText } from "./text-normalizer";

export const CRISIS_CLASSES = ["no", "yes"] as const;
export const COMPLAINT_CLASSES = ["no", "yes"] as const;

/** The feature families the checked-in model is trained with (README, "The model"). */
export const TRAINING_FEATURES: FeatureOptions = {
  sentimentBuckets: true,
  wordAffixes: false,
  squeezed: true,
  negationScope: true,
  charNgrams: true,
  lexiconWords: true,
};

/**
 * Where the external sets live: one folder per source holding `train.jsonl` and `heldout.jsonl`
 * (built by the data script, see corpus/README and ai-data's docs). Fetched data is never
 * committed, so training and the bench read it from here.
 */
export function externalDir(): string {
  return tuning.AI_EXTERNAL_DIR;
}

/**
 * Sets reserved for the independent evaluation (issue 11): never trained, tuned or measured on.
 * A source folder whose name matches is refused.
 */
export const RESERVED_SOURCES =
  /clinc|airline|preotiuc|complaints?[-_]?twitter|epqa[-_]?dev|tweeteval[-_]?sentiment[-_]?test|goemotions[-_]?test/i;

/** A labelled message of any source; a head the source does not label is null. */
export type LabelledRow = {
  text: string;
  intent: Intent | null;
  sentiment: SentimentClassification | null;
  complaint: boolean | null;
  crisis: boolean | null;
  source: string;
};

const ExternalLineSchema = z.object({
  text: z.string(),
  intent: z.enum(INTENTS).nullable().optional(),
  sentiment: z.enum(SENTIMENT_CLASSIFICATIONS).nullable().optional(),
  complaint: z.boolean().nullable().optional(),
  source: z.string().optional(),
});

/** Intent rows say whether a message is a complaint even when the source has no complaint label. */
function complaintOf(intent: Intent | null, complaint: boolean | null | undefined): boolean | null {
  if (complaint !== undefined && complaint !== null) return complaint;
  return intent === null ? null : intent === "complaint";
}

function readLines(path: string, source: string): LabelledRow[] {
  const rows: LabelledRow[] = [];
  readFileSync(path, "utf8")
    .split("\n")
    .forEach((line, index) => {
      if (line.trim() === "") return;
      const parsed = ExternalLineSchema.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`${path}:${index + 1}: ${parsed.error.message}`);
      const { text, intent = null, sentiment = null, complaint } = parsed.data;
      if (intent === null && sentiment === null && (complaint ?? null) === null) return;
      rows.push({ text, intent, sentiment, complaint: complaintOf(intent, complaint), crisis: null, source });
    });
  return rows;
}

/** The source folders present in the external directory (reserved names refused), sorted. */
export function externalSources(dir = externalDir()): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((name) => {
      if (!RESERVED_SOURCES.test(name)) return true;
      process.stderr.write(`skipping ${name}: reserved for the independent evaluation\n`);
      return false;
    })
    .sort();
}

/** One split of one external source, or [] when the file is absent. */
export function readExternalSplit(
  source: string,
  split: "train" | "heldout",
  dir = externalDir(),
): LabelledRow[] {
  const path = join(dir, source, `${split}.jsonl`);
  return existsSync(path) ? readLines(path, source) : [];
}

/**
 * Each source's held-out split is halved by a hash of the text. Calibration (the temperatures, the
 * coverage rule and the threshold-precision table) is fitted on the "calibration" half; every figure
 * `bench:ai` prints is on the "test" half, which nothing was trained, fitted or chosen on.
 */
export function heldoutHalf(rows: readonly LabelledRow[], half: "calibration" | "test"): LabelledRow[] {
  return rows.filter((row) => (hashText(`calibration|${row.text}`) % 2 === 0) === (half === "calibration"));
}

/** The team's own corpus (written in-house): a minority of training data, never the yardstick. */
export function ownCorpusRows(split: "train" | "dev"): LabelledRow[] {
  return readCorpus(split).map((row) => ({
    text: row.text,
    intent: row.intent,
    sentiment: row.sentiment,
    complaint: row.intent === "complaint",
    crisis: row.crisis,
    source: split === "train" ? "own-corpus" : "own-corpus-dev",
  }));
}

export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** At most `limit` rows, chosen by a hash of the text (deterministic, independent of file order). */
export function sampleRows(rows: readonly LabelledRow[], limit: number): LabelledRow[] {
  if (rows.length <= limit) return [...rows];
  return rows
    .map((row, index) => ({ row, key: hashText(`${row.source}|${row.text}|${index}`) }))
    .sort((a, b) => a.key - b.key)
    .slice(0, limit)
    .map(({ row }) => row);
}

/**
 * Weight of a source's rows in the sentiment head only. The review sentences are the one source of
 * customers judging products (positive or negative, never neutral), 2,400 rows beside 33,000 Reddit
 * comments; weighed twice they keep the head from reading a product verdict as neutral (chosen on
 * the calibration halves, README "Sentiment").
 */
export const SENTIMENT_SOURCE_WEIGHTS: Readonly<Record<string, number>> = { "review-sentences": 2 };

export type TrainingSet = { docs: Int32Array[]; heads: TrainingHead[]; weights: Float32Array };

/**
 * Feature vectors and labels for the four heads. Each question is also seen without its question
 * mark, because customers often leave it out ("where do i buy this").
 */
export function buildTrainingSet(
  rows: readonly LabelledRow[],
  features: FeatureOptions,
  weightOf: (row: LabelledRow) => number = () => 1,
): TrainingSet {
  const docs: Int32Array[] = [];
  const intent: number[] = [];
  const sentiment: number[] = [];
  const complaint: number[] = [];
  const crisis: number[] = [];
  const weights: number[] = [];
  const sentimentWeights: number[] = [];
  const add = (text: string, row: LabelledRow) => {
    docs.push(extractFeatures(normalizeText(text), features));
    intent.push(row.intent === null ? -1 : INTENTS.indexOf(row.intent));
    sentiment.push(row.sentiment === null ? -1 : SENTIMENT_CLASSIFICATIONS.indexOf(row.sentiment));
    complaint.push(row.complaint === null ? -1 : row.complaint ? 1 : 0);
    crisis.push(row.crisis === null ? -1 : row.crisis ? 1 : 0);
    weights.push(weightOf(row));
    sentimentWeights.push(SENTIMENT_SOURCE_WEIGHTS[row.source] ?? 1);
  };
  for (const row of rows) {
    // A third of the own corpus is read as addressed to the brand ("@brand ..."), as tweets are, so
    // an @handle says nothing about the intent (the public sets never have one).
    const own = row.source === "own-corpus";
    const text =
      own && !row.text.includes("@") && hashText(`m|${row.text}`) % 3 === 0 ? `@brand ${row.text}` : row.text;
    add(text, row);
    if (own && text.includes("?")) add(text.replaceAll("?", ""), row);
  }
  return {
    docs,
    heads: [
      { name: "intent", classes: INTENTS, labels: intent },
      {
        name: "sentiment",
        classes: SENTIMENT_CLASSIFICATIONS,
        labels: sentiment,
        weights: Float32Array.from(sentimentWeights),
      },
      { name: "complaint", classes: COMPLAINT_CLASSES, labels: complaint },
      { name: "crisis", classes: CRISIS_CLASSES, labels: crisis },
    ],
    weights: Float32Array.from(weights),
  };
}
