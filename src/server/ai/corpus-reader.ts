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

export const CORPUS_FILES = {
  train: "intent-train.jsonl",
  dev: "intent-dev.jsonl",
  external: "external-holdout.jsonl",
} as const;

export function corpusPath(split: keyof typeof CORPUS_FILES): string {
  return fileURLToPath(new URL(`./corpus/${CORPUS_FILES[split]}`, import.meta.url));
}

/** Reads one split of the labelled corpus; a malformed line is an error naming its line number. */
export function readCorpus(split: keyof typeof CORPUS_FILES): CorpusRow[] {
  const lines = readFileSync(corpusPath(split), "utf8").split("\n");
  const rows: CorpusRow[] = [];
  lines.forEach((line, index) => {
    if (line.trim() === "") return;
    const parsed = CorpusRowSchema.safeParse(JSON.parse(line));
    if (!parsed.success) throw new Error(`${CORPUS_FILES[split]}:${index + 1}: ${parsed.error.message}`);
    rows.push(parsed.data);
  });
  return rows;
}
