// Builds the training and held-out data written by others (issue 11, item 1) from public,
// licence-compatible sources, OUTSIDE the repository (data files are never committed):
//
//   raw copies   /work/ext-data/raw/<source>/<file>          (extracted from fetched git snapshots)
//   mapped sets  /work/ext-data/mapped/<source>/train.jsonl and heldout.jsonl
//   manifest     /work/ext-data/mapped/MANIFEST.json
//
//   npx tsx scripts/ai-external-data.ts extract [--mirror /work/.mirror] [--raw DIR] [--only id,id]
//   npx tsx scripts/ai-external-data.ts build   [--raw DIR] [--out DIR]
//   npx tsx scripts/ai-external-data.ts sample  [--out DIR] [--n 30] [--only id,id]
//   npx tsx scripts/ai-external-data.ts check   [--out DIR]
//
// `extract` copies each source file out of the fetched snapshot `<mirror>/<owner>+<name>/repo` at the
// pinned commit (`git show <commit>:<path>`). `build` is deterministic: the same raw files always
// give byte-identical mapped files. Labels come from the source's own labels through the fixed
// tables of scripts/ai-external-data-maps.ts, never per sentence. Per source: texts are cleaned
// (markup of exports undone, outer spaces trimmed), deduplicated on a normalised key (a key seen
// with two different mapped labels is dropped), split by a seeded hash, stratified by label, into
// held-out (20%, at most 2,000 rows) and train; then
//   - a held-out row whose key is in corpus/intent-train.jsonl is dropped;
//   - a train row whose key is in any source's held-out split, or in a corpus file used for
//     evaluation (intent-dev, external-holdout, external/*.jsonl), is dropped;
//   - the train split is capped per source (at most 25,000 rows; GoEmotions 40,000, i.e. all of it) by
//     balanced sampling over labels.
// Provenance, licences and counts: src/server/ai/corpus/external/README.md; mapping guide:
// src/server/ai/corpus/LABELLING.md section 3.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  BANKING77_MAP,
  BITEXT_MAP,
  CARBON_BOT_MAP,
  goEmotionsLabels,
  HELPDESK_MAP,
  HWU64_MAP,
  type MappedLabels,
  mapByTable,
  PERSONALITY_MAP,
  PRODUCT_QUESTION_MAP,
  REVIEW_SENTENCES_MAP,
  SPAM_MAP,
} from "./ai-external-data-maps";
import { parseCsv, youtubePlainText } from "./ai-external-sets";

export const SPLIT_SEED = "lunara-ext-data-v1";
export const HELDOUT_SHARE = 0.2;
export const HELDOUT_MAX = 2000;
export const TRAIN_MAX = 25_000;
/**
 * GoEmotions keeps its whole train part (33,300 rows): capped at 25,000 by balanced sampling it lost
 * 8,300 positive and neutral comments and read negative far more often than the comments are; the
 * sentiment head gained 1-2 points on the calibration halves without them capped (ai/README.md).
 */
export const GOEMOTIONS_TRAIN_MAX = 40_000;

/** One line of a mapped file. */
export interface MappedRow extends MappedLabels {
  text: string;
  source: string;
}

/** A row as the source has it: the text and the source's own label. */
export interface RawRow {
  text: string;
  label: string;
}

export interface SourceDef {
  id: string;
  title: string;
  /** GitHub owner/name of the copy used, and the commit the files were taken from. */
  repo: string;
  commit: string;
  /** Paths inside the repository; each is saved under raw/<id>/<basename>. */
  files: string[];
  licence: string;
  licenceUrl: string;
  /** Rows of the raw files (read from raw/<id>/). */
  read: (dir: string) => RawRow[];
  /** Source label -> our labels (null: left out). */
  map: (label: string) => MappedLabels | null;
  /** Train cap for this source (TRAIN_MAX unless said otherwise). */
  trainMax: number;
  /** Raw files keep their repository path (slashes as `__`) instead of the base name. */
  flattenPaths?: boolean;
  /**
   * A reserved evaluation file of the same repository whose texts must not appear in this source:
   * `extract` reads it in memory and writes only SHA-256 digests of their normalised keys to
   * raw/<id>/reserved-keys.sha256 (no text is kept); `build` drops every row whose key digest is
   * listed. Nothing else is ever done with the reserved file.
   */
  decontaminate?: { path: string; column: string; delimiter: string };
}

export const rawFileName = (source: Pick<SourceDef, "flattenPaths">, path: string): string =>
  source.flattenPaths ? path.replaceAll("/", "__") : basename(path);

export const RESERVED_KEYS_FILE = "reserved-keys.sha256";
export const keyDigest = (text: string): string => createHash("sha256").update(normKey(text)).digest("hex");

// ------------------------------------------------------------------------------------------------
// Keys, hashing, splitting
// ------------------------------------------------------------------------------------------------

/**
 * The normalised key used for deduplication and every overlap check: NFKC, lowercase, every run of
 * characters that are not letters or digits turned into one space, trimmed. Texts without any
 * letter or digit (emoji only) keep their whitespace-collapsed lowercase form.
 */
export function normKey(text: string): string {
  const lower = text.normalize("NFKC").toLowerCase();
  const words = lower.replace(/[^\p{L}\p{N}]+/gu, " ").trim();
  return words !== "" ? words : lower.replace(/\s+/g, " ").trim();
}

export const rankOf = (seed: string, key: string): string =>
  createHash("sha256").update(`${seed}\u0000${key}`).digest("hex");

const byRank = <T extends { rank: string }>(a: T, b: T) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0);

/** The label signature a row is stratified and balanced by. */
export const labelKey = (row: MappedLabels): string =>
  `${row.intent ?? "-"}|${row.sentiment ?? "-"}|${row.complaint === null ? "-" : row.complaint}`;

/**
 * Cleans, maps and deduplicates the raw rows of one source: empty texts and unmapped labels are
 * dropped; rows sharing a normalised key keep the first text when every copy maps to the same
 * labels, and are all dropped when the copies disagree.
 */
export function mapRows(source: string, raw: readonly RawRow[], map: SourceDef["map"]): MappedRow[] {
  const byKey = new Map<string, { row: MappedRow; conflict: boolean }>();
  for (const { text: rawText, label } of raw) {
    const text = rawText.trim();
    if (text === "") continue;
    const labels = map(label);
    if (labels === null) continue;
    const key = normKey(text);
    const row: MappedRow = { text, ...labels, source };
    const seen = byKey.get(key);
    if (!seen) byKey.set(key, { row, conflict: false });
    else if (labelKey(seen.row) !== labelKey(row)) seen.conflict = true;
  }
  return [...byKey.values()].filter((entry) => !entry.conflict).map((entry) => entry.row);
}

/**
 * Seeded split of deduplicated rows, stratified by label: in each label group the rows are ordered
 * by SHA-256(seed, source, key) and the first share of them goes to held-out, where the share is
 * HELDOUT_SHARE, lowered so the whole held-out split stays at most HELDOUT_MAX rows.
 */
export function splitRows(
  rows: readonly MappedRow[],
  seed = SPLIT_SEED,
): { train: MappedRow[]; heldout: MappedRow[] } {
  const share = Math.min(HELDOUT_SHARE, HELDOUT_MAX / Math.max(rows.length, 1));
  const groups = new Map<string, { row: MappedRow; rank: string }[]>();
  for (const row of rows) {
    const entry = { row, rank: rankOf(seed, `${row.source}\u0000${normKey(row.text)}`) };
    const group = groups.get(labelKey(row));
    if (group) group.push(entry);
    else groups.set(labelKey(row), [entry]);
  }
  const train: { row: MappedRow; rank: string }[] = [];
  const heldout: { row: MappedRow; rank: string }[] = [];
  for (const key of [...groups.keys()].sort()) {
    const group = (groups.get(key) ?? []).sort(byRank);
    const n = Math.floor(group.length * share);
    heldout.push(...group.slice(0, n));
    train.push(...group.slice(n));
  }
  return { train: train.sort(byRank).map((e) => e.row), heldout: heldout.sort(byRank).map((e) => e.row) };
}

/**
 * Balanced cap: at most `max` rows, spread over the label groups by water-filling (a group smaller
 * than the equal share keeps all its rows, the rest share what is left), each group's rows taken
 * in seeded hash order. Under the cap, every row is kept. Output in seeded hash order.
 */
export function balancedCap(rows: readonly MappedRow[], max: number, seed = SPLIT_SEED): MappedRow[] {
  if (rows.length <= max) return [...rows];
  const groups = new Map<string, { row: MappedRow; rank: string }[]>();
  for (const row of rows) {
    const entry = { row, rank: rankOf(seed, `cap\u0000${row.source}\u0000${normKey(row.text)}`) };
    const group = groups.get(labelKey(row));
    if (group) group.push(entry);
    else groups.set(labelKey(row), [entry]);
  }
  const sizes = [...groups.entries()].map(([key, group]) => ({ key, size: group.length }));
  sizes.sort((a, b) => a.size - b.size || (a.key < b.key ? -1 : 1));
  const quota = new Map<string, number>();
  let left = max;
  sizes.forEach(({ key, size }, i) => {
    const fair = Math.floor(left / (sizes.length - i));
    const take = Math.min(size, fair);
    quota.set(key, take);
    left -= take;
  });
  const kept: { row: MappedRow; rank: string }[] = [];
  for (const [key, group] of groups) kept.push(...group.sort(byRank).slice(0, quota.get(key) ?? 0));
  return kept.sort(byRank).map((e) => e.row);
}

// ------------------------------------------------------------------------------------------------
// Readers of the raw files
// ------------------------------------------------------------------------------------------------

const readText = (dir: string, name: string) => readFileSync(join(dir, name), "utf8");

/** Bitext CSV: `instruction` is the customer's text, `intent` the label. */
export function readBitext(csv: string): RawRow[] {
  return parseCsv(csv).map((r) => ({ text: r.instruction ?? "", label: r.intent ?? "" }));
}

/** UCI YouTube Spam Collection CSV (class column `CLASS`, or `label` in some copies), HTML content. */
export function readYoutube(csv: string): RawRow[] {
  return parseCsv(csv).map((r) => ({
    text: youtubePlainText(r.CONTENT ?? ""),
    label: (r.CLASS ?? r.label) === "1" ? "spam" : "ham",
  }));
}

/** UCI SMS Spam Collection: `ham|spam <TAB> text` per line (a header line `Label <TAB> SMS` is skipped). */
export function readSmsSpam(text: string): RawRow[] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== "" && line !== "Label\tSMS")
    .map((line) => {
      const tab = line.indexOf("\t");
      if (tab < 0) throw new Error(`SMS Spam Collection: line without a tab: ${line.slice(0, 60)}`);
      return { label: line.slice(0, tab), text: line.slice(tab + 1) };
    });
}

/** Banking77 CSV: `text,category`. */
export function readBanking77(csv: string): RawRow[] {
  return parseCsv(csv).map((r) => ({ text: r.text ?? "", label: r.category ?? "" }));
}

/** HWU64 as a Rasa NLU JSON export: rasa_nlu_data.common_examples[{text, intent}]. */
export function readRasa(json: string): RawRow[] {
  const data = JSON.parse(json) as { rasa_nlu_data: { common_examples: { text: string; intent: string }[] } };
  return data.rasa_nlu_data.common_examples.map((e) => ({ text: e.text, label: e.intent }));
}

/** GoEmotions TSV: `text <TAB> ids <TAB> comment id`; a header line `text label id` is skipped. */
export function readGoEmotions(tsv: string): RawRow[] {
  return tsv
    .split(/\r?\n/)
    .filter((line) => line.trim() !== "" && !line.startsWith("text\tlabel\tid"))
    .map((line) => {
      const [text, label] = line.split("\t");
      if (text === undefined || label === undefined)
        throw new Error(`GoEmotions: bad line ${line.slice(0, 60)}`);
      return { text, label };
    });
}

/** Amazon contextual-PQA TSV (hetPQA, semiPQA): one row per question-candidate pair, `question` column. */
export function readProductQuestions(tsv: string): RawRow[] {
  return parseCsv(tsv, { delimiter: "\t", quotesOnlyAtFieldStart: true }).map((r) => ({
    text: r.question ?? "",
    label: "product_question",
  }));
}

/** Personality Chat QnA Maker TSV: `Question <TAB> Answer <TAB> Scenario:<name>`. */
export function readPersonalityChat(tsv: string): RawRow[] {
  return parseCsv(tsv, { delimiter: "\t", quotesOnlyAtFieldStart: true }).map((r) => ({
    text: r.Question ?? "",
    label: (r.Metadata ?? "").trim(),
  }));
}

/** UCI Sentiment Labelled Sentences: `sentence <TAB> 0|1` per line; `site` prefixes the label. */
export function readLabelledSentences(text: string, site: string): RawRow[] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== "")
    .map((line) => {
      const tab = line.lastIndexOf("\t");
      if (tab < 0) throw new Error(`${site}: line without a tab: ${line.slice(0, 60)}`);
      return { text: line.slice(0, tab), label: `${site}:${line.slice(tab + 1).trim()}` };
    });
}

/**
 * Rasa NLU YAML (`- intent: name` then `examples: |` and one `    - text` per line). Other blocks
 * (synonym, regex, lookup) are skipped; inline entity marks `[text](entity)` and
 * `[text]{"entity": ...}` are turned back into their text.
 */
export function readRasaYaml(yaml: string): RawRow[] {
  const rows: RawRow[] = [];
  let intent: string | null = null;
  for (const line of yaml.split(/\r?\n/)) {
    const block = /^- (intent|synonym|regex|lookup):\s*(.+?)\s*$/.exec(line);
    if (block) {
      intent = block[1] === "intent" ? (block[2] as string) : null;
      continue;
    }
    const example = /^\s+- (.*)$/.exec(line);
    if (intent && example) {
      const text = (example[1] as string).replace(/\[([^\]]*)\](\([^)]*\)|\{[^}]*\})/g, "$1");
      rows.push({ text, label: intent });
    }
  }
  return rows;
}

// ------------------------------------------------------------------------------------------------
// Sources (in order of value for the inbox). Every licence was checked; see the README.
// ------------------------------------------------------------------------------------------------

const YOUTUBE_FILES = [
  "Youtube01-Psy.csv",
  "Youtube02-KatyPerry.csv",
  "Youtube03-LMFAO.csv",
  "Youtube04-Eminem.csv",
  "Youtube05-Shakira.csv",
];

const AMAZON_PQA_FILES = [
  "hetPQA/answer_generation/train.csv",
  "hetPQA/answer_generation/dev.csv",
  "hetPQA/answer_generation/test.csv",
  "hetPQA/evidence_ranking/dev.csv",
  "semiPQA/attribute_ranking/dev.csv",
  "semiPQA/attribute_ranking/testseen.csv",
  "semiPQA/attribute_ranking/testunseen.csv",
];

const PERSONALITY_FILES = [
  "Queries_Responses_Professional_QnAMaker.tsv",
  "Queries_Responses_Friendly_QnAMaker.tsv",
  "Queries_Responses_Humorous_QnAMaker.tsv",
];

export const SOURCES: readonly SourceDef[] = [
  {
    id: "bitext-cs",
    title: "Bitext customer-support training sample (27 intents)",
    repo: "bitext/customer-support-llm-chatbot-training-dataset",
    commit: "8b6ca3d9559a4a9abab94f7978fae67019215a82",
    files: ["data/train/Bitext_Sample_Customer_Support_Training_Dataset.csv"],
    licence: "CDLA-Sharing-1.0",
    licenceUrl: "https://cdla.dev/sharing-1-0/",
    read: (dir) => readBitext(readText(dir, "Bitext_Sample_Customer_Support_Training_Dataset.csv")),
    map: (label) => mapByTable(BITEXT_MAP, label, "bitext-cs"),
    trainMax: TRAIN_MAX,
  },
  {
    id: "banking77",
    title: "Banking77 (PolyAI), train and test pooled",
    repo: "PolyAI-LDN/task-specific-datasets",
    commit: "57ec275d8078af65b7731c2a98be812d844a6d6b",
    files: ["banking_data/train.csv", "banking_data/test.csv"],
    licence: "CC-BY-4.0",
    licenceUrl: "https://creativecommons.org/licenses/by/4.0/",
    read: (dir) => [
      ...readBanking77(readText(dir, "train.csv")),
      ...readBanking77(readText(dir, "test.csv")),
    ],
    map: (label) => mapByTable(BANKING77_MAP, label, "banking77"),
    trainMax: TRAIN_MAX,
  },
  {
    id: "amazon-pqa",
    title: "Amazon contextual product QA: shoppers' product questions of hetPQA and semiPQA",
    repo: "amazon-science/contextual-product-qa",
    commit: "cec976cc2f2218aa76e562ecc9c7d79f1f3271bc",
    files: AMAZON_PQA_FILES,
    licence: "CDLA-Sharing-1.0",
    licenceUrl: "https://cdla.dev/sharing-1-0/",
    read: (dir) =>
      AMAZON_PQA_FILES.flatMap((path) => readProductQuestions(readText(dir, path.replaceAll("/", "__")))),
    map: (label) => mapByTable(PRODUCT_QUESTION_MAP, label, "amazon-pqa"),
    trainMax: TRAIN_MAX,
    flattenPaths: true,
    // ePQA (same repository) is a cleaned re-annotation of product questions; its dev split is
    // reserved for the independent evaluation, so any question it shares with these files is dropped.
    decontaminate: { path: "ePQA/dev.csv", column: "question", delimiter: "," },
  },
  {
    id: "review-sentences",
    title: "UCI Sentiment Labelled Sentences (Amazon, Yelp and IMDb review sentences)",
    repo: "Nanofication/TWC-Naive-Bayes",
    commit: "5bc4715169b40c627e082a27321215a2719a0347",
    files: ["amazon_cells_labelled.txt", "Datasets/yelp_labelled.txt", "Datasets/imdb_labelled.txt"],
    licence: "CC-BY-4.0",
    licenceUrl: "https://creativecommons.org/licenses/by/4.0/",
    read: (dir) => [
      ...readLabelledSentences(readText(dir, "amazon_cells_labelled.txt"), "amazon"),
      ...readLabelledSentences(readText(dir, "yelp_labelled.txt"), "yelp"),
      ...readLabelledSentences(readText(dir, "imdb_labelled.txt"), "imdb"),
    ],
    map: (label) => mapByTable(REVIEW_SENTENCES_MAP, label, "review-sentences"),
    trainMax: TRAIN_MAX,
  },
  {
    id: "personality-chat",
    title: "Microsoft Personality Chat small-talk queries (QnA Maker datasets)",
    repo: "ntulsi/BotBuilder-PersonalityChat",
    commit: "67174467a6d94b849c0fe2e4b5c4c2053ed9ed88",
    files: PERSONALITY_FILES.map((name) => `CSharp/Datasets/${name}`),
    licence: "MIT",
    licenceUrl: "https://opensource.org/license/mit",
    read: (dir) => PERSONALITY_FILES.flatMap((name) => readPersonalityChat(readText(dir, name))),
    map: (label) => mapByTable(PERSONALITY_MAP, label, "personality-chat"),
    trainMax: TRAIN_MAX,
  },
  {
    id: "rasa-carbon",
    title: "Rasa Carbon Bot NLU data (messages users sent to the public bot)",
    repo: "RasaHQ/carbon-bot",
    commit: "5241112f10a52b2dfae7c01da0c6dd7dc401724f",
    files: ["data/nlu.yml"],
    licence: "Apache-2.0",
    licenceUrl: "https://www.apache.org/licenses/LICENSE-2.0",
    read: (dir) => readRasaYaml(readText(dir, "nlu.yml")),
    map: (label) => mapByTable(CARBON_BOT_MAP, label, "rasa-carbon"),
    trainMax: TRAIN_MAX,
  },
  {
    id: "rasa-helpdesk",
    title: "Rasa Helpdesk Assistant NLU data",
    repo: "RasaHQ/helpdesk-assistant",
    commit: "2e9f2258c6648488bd02af86ea2803de5a9fde04",
    files: ["data/nlu.yml"],
    licence: "Apache-2.0",
    licenceUrl: "https://www.apache.org/licenses/LICENSE-2.0",
    read: (dir) => readRasaYaml(readText(dir, "nlu.yml")),
    map: (label) => mapByTable(HELPDESK_MAP, label, "rasa-helpdesk"),
    trainMax: TRAIN_MAX,
  },
  {
    id: "youtube-spam",
    title: "UCI YouTube Spam Collection (spam comments)",
    repo: "C0D3-BR3AK3R/HadoopFinalNCU-Project",
    commit: "cb2cf49dbfffe0bc145ce3d825e1a99ec7c73ef7",
    files: YOUTUBE_FILES.map((name) => `data/${name}`),
    licence: "CC-BY-4.0",
    licenceUrl: "https://creativecommons.org/licenses/by/4.0/",
    read: (dir) => YOUTUBE_FILES.flatMap((name) => readYoutube(readText(dir, name))),
    map: (label) => mapByTable(SPAM_MAP, label, "youtube-spam"),
    trainMax: TRAIN_MAX,
  },
  {
    id: "sms-spam",
    title: "UCI SMS Spam Collection (spam messages)",
    repo: "hamzaaacodes/sms-spam-collection",
    commit: "f3e73e1e74e6330b62d1ee1983bba2a063184c26",
    files: ["SMSSpamCollection"],
    licence: "CC-BY-4.0",
    licenceUrl: "https://creativecommons.org/licenses/by/4.0/",
    read: (dir) => readSmsSpam(readText(dir, "SMSSpamCollection")),
    map: (label) => mapByTable(SPAM_MAP, label, "sms-spam"),
    trainMax: TRAIN_MAX,
  },
  {
    id: "goemotions",
    title: "GoEmotions (Reddit comments), train and dev splits only",
    repo: "isabelhdias/sentiment-aware-conversational-agent",
    commit: "a4b20ba2a74d87128e647437b47773211fedd503",
    files: ["data/goemotions/train.tsv", "data/goemotions/dev.tsv"],
    licence: "Apache-2.0",
    licenceUrl: "https://www.apache.org/licenses/LICENSE-2.0",
    read: (dir) => [
      ...readGoEmotions(readText(dir, "train.tsv")),
      ...readGoEmotions(readText(dir, "dev.tsv")),
    ],
    map: goEmotionsLabels,
    trainMax: GOEMOTIONS_TRAIN_MAX,
    // The test split is reserved: a train/dev comment whose text also occurs in it is dropped.
    decontaminate: { path: "data/goemotions/test.tsv", column: "text", delimiter: "\t" },
  },
  {
    id: "hwu64",
    title: "HWU64 / NLU-Evaluation-Data (home-assistant utterances)",
    repo: "xliuhw/NLU-Evaluation-Data",
    commit: "f6071b496b17d71e6eb43f543af0707f4ff30557",
    files: [
      "CrossValidation/out4RasaReal/rasa_json_2018_03_22-13_01_25_169_80Train/CrossValidation/KFold_1/merged/RasaNlu_Merged_KFold_1_2018_03_22-13_01_25_169.json",
      "CrossValidation/out4RasaReal/rasa_json_2018_03_22-13_01_25_169_80Train/CrossValidation/KFold_1/mergedTestset/RasaNluTestset_Merged_2018_03_22-13_01_25_169.json",
    ],
    licence: "CC-BY-4.0",
    licenceUrl: "https://creativecommons.org/licenses/by/4.0/",
    read: (dir) => [
      ...readRasa(readText(dir, "RasaNlu_Merged_KFold_1_2018_03_22-13_01_25_169.json")),
      ...readRasa(readText(dir, "RasaNluTestset_Merged_2018_03_22-13_01_25_169.json")),
    ],
    map: (label) => mapByTable(HWU64_MAP, label, "hwu64"),
    // Almost every HWU64 row is catch_all: keep it a minority of the whole mix.
    trainMax: 4000,
  },
];

/**
 * Files that are reserved for the independent evaluation and must never be read, whatever copy
 * they come from: the GoEmotions and TweetEval sentiment test splits, the Twitter US Airline
 * Sentiment set, the complaints set of Preotiuc-Pietro et al. 2019, CLINC150 and the ePQA dev split.
 */
export const RESERVED_PATTERNS: readonly RegExp[] = [
  /goemotions\/.*test/i,
  /sentiment\/test_/i,
  /tweets?[_-]?airline|airline[_-]?sentiment/i,
  /complaint.*preotiuc|preotiuc/i,
  /clinc|oos[_-]?eval|data_full\.json/i,
  /epqa.*dev/i,
];

export const isReserved = (path: string) => RESERVED_PATTERNS.some((pattern) => pattern.test(path));

// ------------------------------------------------------------------------------------------------
// Build
// ------------------------------------------------------------------------------------------------

const corpusPath = (name: string) =>
  fileURLToPath(new URL(`../src/server/ai/corpus/${name}`, import.meta.url));

function jsonlTexts(path: string): string[] {
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => (JSON.parse(line) as { text: string }).text);
}

/** Keys of corpus/intent-train.jsonl: a held-out row must not repeat one. */
export function corpusTrainKeys(): Set<string> {
  return new Set(jsonlTexts(corpusPath("intent-train.jsonl")).map(normKey));
}

/** Keys of the corpus files used for evaluation: a train row must not repeat one. */
export function corpusEvalKeys(): Set<string> {
  const external = readdirSync(corpusPath("external"))
    .filter((name) => name.endsWith(".jsonl"))
    .map((name) => corpusPath(`external/${name}`));
  const files = [corpusPath("intent-dev.jsonl"), corpusPath("external-holdout.jsonl"), ...external];
  return new Set(files.flatMap(jsonlTexts).map(normKey));
}

export interface SourceSplits {
  source: SourceDef;
  train: MappedRow[];
  heldout: MappedRow[];
  dropped: {
    heldoutInCorpusTrain: number;
    trainInHeldout: number;
    trainInCorpusEval: number;
    capped: number;
  };
  rawRows: number;
  mappedRows: number;
}

/**
 * The split of every source, with the cross-source rules applied: held-out rows that repeat a line
 * of corpus/intent-train.jsonl are dropped; train rows that repeat a held-out row of any source or a
 * line of a corpus evaluation file are dropped; each train split is then capped (balanced).
 */
export function buildAll(
  inputs: readonly { source: SourceDef; raw: RawRow[] }[],
  corpusTrain: ReadonlySet<string>,
  corpusEval: ReadonlySet<string>,
): SourceSplits[] {
  const split = inputs.map(({ source, raw }) => {
    const mapped = mapRows(source.id, raw, source.map);
    const { train, heldout } = splitRows(mapped);
    const kept = heldout.filter((row) => !corpusTrain.has(normKey(row.text)));
    return { source, raw, mapped, train, heldout: kept, heldoutInCorpusTrain: heldout.length - kept.length };
  });
  const heldoutKeys = new Set(split.flatMap((s) => s.heldout.map((row) => normKey(row.text))));
  return split.map((s) => {
    const notHeldout = s.train.filter((row) => !heldoutKeys.has(normKey(row.text)));
    const notEval = notHeldout.filter((row) => !corpusEval.has(normKey(row.text)));
    const train = balancedCap(notEval, s.source.trainMax);
    return {
      source: s.source,
      train,
      heldout: s.heldout,
      dropped: {
        heldoutInCorpusTrain: s.heldoutInCorpusTrain,
        trainInHeldout: s.train.length - notHeldout.length,
        trainInCorpusEval: notHeldout.length - notEval.length,
        capped: notEval.length - train.length,
      },
      rawRows: s.raw.length,
      mappedRows: s.mapped.length,
    };
  });
}

export const toJsonl = (rows: readonly MappedRow[]): string =>
  rows
    .map((r) =>
      JSON.stringify({
        text: r.text,
        intent: r.intent,
        sentiment: r.sentiment,
        complaint: r.complaint,
        source: r.source,
      }),
    )
    .join("\n")
    .concat(rows.length > 0 ? "\n" : "");

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");

type Counts = Record<string, number>;
function countBy(rows: readonly MappedRow[], field: "intent" | "sentiment" | "complaint"): Counts {
  const counts: Counts = {};
  for (const row of rows) {
    const value = String(row[field]);
    counts[value] = (counts[value] ?? 0) + 1;
  }
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
}

function splitSummary(rows: readonly MappedRow[], file: string) {
  const text = toJsonl(rows);
  return {
    file,
    rows: rows.length,
    sha256: sha256(text),
    intent: countBy(rows, "intent"),
    sentiment: countBy(rows, "sentiment"),
    complaint: countBy(rows, "complaint"),
  };
}

function build(rawDir: string, outDir: string): void {
  const inputs = SOURCES.filter((source) => existsSync(join(rawDir, source.id))).map((source) => {
    const dir = join(rawDir, source.id);
    const raw = source.read(dir);
    if (!source.decontaminate) return { source, raw };
    const reserved = new Set(readText(dir, RESERVED_KEYS_FILE).split("\n").filter(Boolean));
    const kept = raw.filter((row) => !reserved.has(keyDigest(row.text)));
    console.log(
      `${source.id}: ${raw.length - kept.length} raw rows dropped as texts of ${source.decontaminate.path}`,
    );
    return { source, raw: kept };
  });
  const results = buildAll(inputs, corpusTrainKeys(), corpusEvalKeys());
  const manifest = {
    generator: "scripts/ai-external-data.ts build",
    seed: SPLIT_SEED,
    rules: {
      heldout: `stratified by label, ${HELDOUT_SHARE * 100}% per source, at most ${HELDOUT_MAX} rows`,
      trainMax: `${TRAIN_MAX} per source, goemotions ${GOEMOTIONS_TRAIN_MAX}`,
      key: "NFKC, lowercase, non-letters/digits collapsed to one space (normKey)",
      overlap:
        "held-out shares no key with any train split nor with corpus/intent-train.jsonl; train shares no key with corpus evaluation files",
    },
    fields: {
      text: "string",
      intent: "Intent|null",
      sentiment: "positive|neutral|negative|null",
      complaint: "boolean|null",
      source: "source id",
    },
    sources: [] as unknown[],
  };
  for (const r of results) {
    const dir = join(outDir, r.source.id);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "train.jsonl"), toJsonl(r.train));
    writeFileSync(join(dir, "heldout.jsonl"), toJsonl(r.heldout));
    const rawDirOf = join(rawDir, r.source.id);
    manifest.sources.push({
      id: r.source.id,
      title: r.source.title,
      origin: {
        repository: `https://github.com/${r.source.repo}`,
        commit: r.source.commit,
        files: r.source.files,
      },
      rawSha256: Object.fromEntries(
        r.source.files.map((path) => {
          const name = rawFileName(r.source, path);
          return [name, sha256(readFileSync(join(rawDirOf, name)))];
        }),
      ),
      licence: r.source.licence,
      licenceUrl: r.source.licenceUrl,
      rawRows: r.rawRows,
      mappedDistinctRows: r.mappedRows,
      dropped: r.dropped,
      train: splitSummary(r.train, `${r.source.id}/train.jsonl`),
      heldout: splitSummary(r.heldout, `${r.source.id}/heldout.jsonl`),
    });
    console.log(
      `${r.source.id}: raw ${r.rawRows}, mapped ${r.mappedRows}, train ${r.train.length}, heldout ${r.heldout.length}` +
        ` (dropped: ${JSON.stringify(r.dropped)})`,
    );
    for (const [name, rows] of [
      ["train", r.train],
      ["heldout", r.heldout],
    ] as const) {
      console.log(
        `  ${name.padEnd(7)} intent ${JSON.stringify(countBy(rows, "intent"))} sentiment ${JSON.stringify(
          countBy(rows, "sentiment"),
        )} complaint ${JSON.stringify(countBy(rows, "complaint"))}`,
      );
    }
  }
  writeFileSync(join(outDir, "MANIFEST.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`wrote ${join(outDir, "MANIFEST.json")} (${results.length} sources)`);
}

function extract(mirror: string, rawDir: string, only: ReadonlySet<string> | null): void {
  for (const source of SOURCES) {
    if (only && !only.has(source.id)) continue;
    const gitDir = join(mirror, source.repo.replace("/", "+"), "repo");
    if (!existsSync(gitDir)) {
      console.log(`${source.id}: no snapshot at ${gitDir} (fetch github:${source.repo} first); skipped`);
      continue;
    }
    const dir = join(rawDir, source.id);
    mkdirSync(dir, { recursive: true });
    for (const path of source.files) {
      if (isReserved(path))
        throw new Error(`${source.id}: ${path} is reserved for the independent evaluation`);
      const data = execFileSync("git", ["--git-dir", gitDir, "show", `${source.commit}:${path}`], {
        maxBuffer: 1 << 30,
      });
      writeFileSync(join(dir, rawFileName(source, path)), data);
      console.log(`${source.id}: ${path} -> ${join(dir, rawFileName(source, path))} (${data.length} bytes)`);
    }
    if (source.decontaminate) {
      const { path, column, delimiter } = source.decontaminate;
      const text = execFileSync("git", ["--git-dir", gitDir, "show", `${source.commit}:${path}`], {
        maxBuffer: 1 << 30,
      }).toString("utf8");
      const digests = new Set(
        parseCsv(text, { delimiter, quotesOnlyAtFieldStart: delimiter !== "," }).map((r) =>
          keyDigest(r[column] ?? ""),
        ),
      );
      writeFileSync(join(dir, RESERVED_KEYS_FILE), `${[...digests].sort().join("\n")}\n`);
      console.log(`${source.id}: ${digests.size} key digests of reserved ${path} (no text kept)`);
    }
  }
}

const readJsonl = (path: string): MappedRow[] =>
  readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as MappedRow);

/**
 * Independent check of the files on disk: within each source, train and held-out are disjoint and
 * free of duplicate keys; no held-out key of any source is in any train split nor in
 * corpus/intent-train.jsonl; no train key is in a corpus evaluation file; the sha256 and row counts
 * agree with MANIFEST.json. Returns the problems found (empty: all good).
 */
export function checkMapped(outDir: string): string[] {
  const problems: string[] = [];
  const manifest = JSON.parse(readFileSync(join(outDir, "MANIFEST.json"), "utf8")) as {
    sources: {
      id: string;
      train: { rows: number; sha256: string };
      heldout: { rows: number; sha256: string };
    }[];
  };
  const trainKeys = new Map<string, string>();
  const heldoutKeys = new Map<string, string>();
  for (const entry of manifest.sources) {
    for (const split of ["train", "heldout"] as const) {
      const path = join(outDir, entry.id, `${split}.jsonl`);
      const text = readFileSync(path, "utf8");
      if (sha256(text) !== entry[split].sha256)
        problems.push(`${entry.id}/${split}: sha256 differs from MANIFEST`);
      const rows = readJsonl(path);
      if (rows.length !== entry[split].rows)
        problems.push(`${entry.id}/${split}: ${rows.length} rows, MANIFEST says ${entry[split].rows}`);
      const seen = new Set<string>();
      for (const row of rows) {
        const key = normKey(row.text);
        if (seen.has(key)) problems.push(`${entry.id}/${split}: duplicate key "${key.slice(0, 60)}"`);
        seen.add(key);
        (split === "train" ? trainKeys : heldoutKeys).set(key, entry.id);
      }
    }
  }
  const corpusTrain = corpusTrainKeys();
  const corpusEval = corpusEvalKeys();
  for (const [key, id] of heldoutKeys) {
    const inTrain = trainKeys.get(key);
    if (inTrain)
      problems.push(`held-out of ${id} shares "${key.slice(0, 60)}" with the train split of ${inTrain}`);
    if (corpusTrain.has(key))
      problems.push(`held-out of ${id} shares "${key.slice(0, 60)}" with corpus/intent-train.jsonl`);
  }
  for (const [key, id] of trainKeys) {
    if (corpusEval.has(key))
      problems.push(`train of ${id} shares "${key.slice(0, 60)}" with a corpus evaluation file`);
  }
  console.log(
    `checked ${manifest.sources.length} sources: ${trainKeys.size} train keys, ${heldoutKeys.size} held-out keys, ${problems.length} problems`,
  );
  return problems;
}

/** Seeded sample of `n` train rows per source, for reading (the spot check of the README). */
function sample(outDir: string, n: number, only: ReadonlySet<string> | null): void {
  for (const source of SOURCES) {
    if (only && !only.has(source.id)) continue;
    const path = join(outDir, source.id, "train.jsonl");
    if (!existsSync(path)) continue;
    const rows = readJsonl(path);
    const picked = rows
      .map((row) => ({ row, rank: rankOf("spot-check", row.text) }))
      .sort(byRank)
      .slice(0, n);
    console.log(`## ${source.id} (${n} of ${rows.length})`);
    for (const { row } of picked) {
      console.log(
        `${row.intent ?? "-"} | ${row.sentiment ?? "-"} | ${row.complaint ?? "-"} | ${row.text.replace(/\s+/g, " ").slice(0, 160)}`,
      );
    }
  }
}

function flag(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] ? (process.argv[i + 1] as string) : fallback;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const command = process.argv[2];
  const rawDir = flag("--raw", "/work/ext-data/raw");
  const outDir = flag("--out", "/work/ext-data/mapped");
  const onlyFlag = flag("--only", "");
  const only = onlyFlag ? new Set(onlyFlag.split(",")) : null;
  if (command === "extract") extract(flag("--mirror", "/work/.mirror"), rawDir, only);
  else if (command === "build") build(rawDir, outDir);
  else if (command === "sample") sample(outDir, Number(flag("--n", "30")), only);
  else if (command === "check") {
    const problems = checkMapped(outDir);
    for (const problem of problems) console.log(`  ${problem}`);
    if (problems.length > 0) process.exit(1);
  } else {
    console.error(
      "usage: tsx scripts/ai-external-data.ts extract|build|sample [--raw DIR] [--out DIR] [--mirror DIR]",
    );
    process.exit(2);
  }
}
