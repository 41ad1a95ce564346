import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { INTENTS, SENTIMENT_CLASSIFICATIONS } from "@shared/ai/ai.constants";
import { z } from "zod";

export const CorpusRowSchema = z.object({
  text: z.string(),
  intent: z.enum(INTENTS),
  sentiment: z.enum(SENTIMENT_CLASSIFICATIONS),
  crisis: z.boolean(),
  platform: z.string(),
  message_type: z.string(),
  /** Which writing batch a line came from ("dev-2": the dev messages added with the guide). */
  batch: z.string().optional(),
});
export type CorpusRow = z.infer<typeof CorpusRowSchema>;

/**
 * A line of a held-out set built from public data written by others (`corpus/external/`, see its
 * README): the intent is mapped from the source's own label; sentiment and crisis are present only
 * when the source gives them. Never trained on.
 */
export const ExternalRowSchema = z.object({
  text: z.string(),
  intent: z.enum(INTENTS),
  sentiment: z.enum(SENTIMENT_CLASSIFICATIONS).optional(),
  crisis: z.boolean().optional(),
  platform: z.string(),
  message_type: z.string(),
  /** Where the line came from, "dataset:source-label" (e.g. "bitext:track_order"). */
  source: z.string(),
});
export type ExternalRow = z.infer<typeof ExternalRowSchema>;

export const EXTERNAL_SETS = {
  bitext: { file: "bitext-support.jsonl", title: "Bitext customer-support requests (CDLA-Sharing-1.0)" },
  youtube: { file: "youtube-spam.jsonl", title: "UCI YouTube Spam Collection, spam comments (CC BY 4.0)" },
} as const;

export const CORPUS_FILES = {
  train: "intent-train.jsonl",
  dev: "intent-dev.jsonl",
  external: "external-holdout.jsonl",
} as const;

export function corpusPath(split: keyof typeof CORPUS_FILES): string {
  return fileURLToPath(new URL(`./corpus/${CORPUS_FILES[split]}`, import.meta.url));
}

function readJsonl<T>(path: string, name: string, schema: z.ZodType<T>): T[] {
  const rows: T[] = [];
  readFileSync(path, "utf8")
    .split("\n")
    .forEach((line, index) => {
      if (line.trim() === "") return;
      const parsed = schema.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`${name}:${index + 1}: ${parsed.error.message}`);
      rows.push(parsed.data);
    });
  return rows;
}

/** Reads one held-out set of `corpus/external/`. */
export function readExternalSet(name: keyof typeof EXTERNAL_SETS): ExternalRow[] {
  const file = EXTERNAL_SETS[name].file;
  const path = fileURLToPath(new URL(`./corpus/external/${file}`, import.meta.url));
  return readJsonl(path, `external/${file}`, ExternalRowSchema);
}

/** Reads one split of the labelled corpus; a malformed line is an error naming its line number. */
export function readCorpus(split: keyof typeof CORPUS_FILES): CorpusRow[] {
  return readJsonl(corpusPath(split), CORPUS_FILES[split], CorpusRowSchema);
}
