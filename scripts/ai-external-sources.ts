// The external sources of scripts/ai-external-data.ts (issue 11, item 1): how each one's files are
// read, which repository and commit they come from, their licence, how their labels map to ours,
// and the evaluation files that are never read. Provenance and licences are also written up in
// src/server/ai/corpus/external/README.md.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  BANKING77_MAP,
  BITEXT_MAP,
  goEmotionsLabels,
  HWU64_MAP,
  type MappedLabels,
  mapByTable,
  SPAM_MAP,
} from "./ai-external-data-maps";
import {
  CARBON_BOT_MAP,
  HELPDESK_MAP,
  PERSONALITY_MAP,
  PRODUCT_QUESTION_MAP,
  REVIEW_SENTENCES_MAP,
} from "./ai-external-data-maps-chat";
import {
  readVaderGroundTruth,
  tarGzMember,
  VADER_ARCHIVE,
  vaderRatingLabels,
} from "./ai-external-data-vader";
import { parseCsv, youtubePlainText } from "./ai-external-sets";

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

const readText = (dir: string, name: string) => readFileSync(join(dir, name), "utf8");
const readVader = (dir: string, member: string) =>
  readVaderGroundTruth(
    tarGzMember(readFileSync(join(dir, VADER_ARCHIVE)), `hutto_ICWSM_2014/${member}`).toString("utf8"),
  );

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
    id: "vader-tweets",
    title: "VADER ground truth: tweets rated by 20 people each (Hutto & Gilbert, ICWSM 2014)",
    repo: "cjhutto/vaderSentiment",
    commit: "44fc044cd877310ee8278a0eadf34bcd50d41d06",
    files: [`additional_resources/${VADER_ARCHIVE}`],
    licence: "MIT",
    licenceUrl: "https://opensource.org/license/mit",
    read: (dir) => readVader(dir, "tweets_GroundTruth.txt"),
    map: vaderRatingLabels,
    trainMax: TRAIN_MAX,
    // The archive also holds 3,708 rated Amazon review sentences: trained on beside the tweets they
    // cost GoEmotions 1.3 points on the validation part and did not help the calibration halves
    // (ai/README.md, "Sentiment"), so they are not a source.
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
