// Rebuilds the held-out evaluation sets of src/server/ai/corpus/external/ from local copies of
// public data written by others. Labels come from the source's own labels through the fixed tables
// below (never per sentence); the sample is deterministic (seeded hash order), so the same source
// files always give the same lines.
//
// Two samples per source: the dev sample (`bitext-support.jsonl`, `youtube-spam.jsonl`, seed
// SAMPLE_SEED), used for error analysis while the model was developed, and the disjoint test sample
// (`bitext-support-test.jsonl`, `youtube-spam-test.jsonl`, seed TEST_SEED), drawn afterwards from
// the source rows the dev sample did not take and read only by bench:ai.
//
//   npx tsx scripts/ai-external-sets.ts \
//     --bitext Bitext_Sample_Customer_Support_Training_Dataset.csv \
//     --youtube Youtube01-Psy.csv Youtube02-KatyPerry.csv Youtube03-LMFAO.csv \
//               Youtube04-Eminem.csv Youtube05-Shakira.csv
//
// The test sample also leaves out every text that, normalised (lowercase, whitespace collapsed),
// equals a text of the dev files or of corpus/intent-train.jsonl (or of every `--train <jsonl>...`
// file if given, e.g. the committed and the working copy of the train split).
//
// Provenance, licences and the exact source versions are in src/server/ai/corpus/external/README.md.
// These sets are never trained on: scripts/ai-train.ts reads corpus/intent-train.jsonl only.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { basename } from "node:path";
import { fileURLToPath } from "node:url";
import type { Intent } from "@shared/ai/ai.constants";

/** Bitext intent -> Lunara intent, following corpus/LABELLING.md. `null`: left out (ambiguous). */
export const BITEXT_INTENT_MAP: Readonly<Record<string, Intent | null>> = {
  // Question 5 of the guide: placed orders, delivery, cancel/change, refunds, shipping policy.
  cancel_order: "shipping_orders",
  change_order: "shipping_orders",
  track_order: "shipping_orders",
  delivery_options: "shipping_orders",
  delivery_period: "shipping_orders",
  change_shipping_address: "shipping_orders",
  set_up_shipping_address: "shipping_orders",
  check_cancellation_fee: "shipping_orders",
  check_refund_policy: "shipping_orders",
  get_refund: "shipping_orders",
  track_refund: "shipping_orders",
  // Question 9: wants to buy, or asks what buying needs (payment methods).
  place_order: "purchase_intent",
  check_payment_methods: "purchase_intent",
  // Question 6: account, payment or tech help, receipts and invoices, "can a human help me".
  create_account: "support_request",
  delete_account: "support_request",
  edit_account: "support_request",
  recover_password: "support_request",
  registration_problems: "support_request",
  switch_account: "support_request",
  payment_issue: "support_request",
  check_invoice: "support_request",
  get_invoice: "support_request",
  contact_human_agent: "support_request",
  // Question 12: contact channels of the brand.
  contact_customer_service: "general_inquiry",
  // Question 7: a grievance about the brand's service.
  complaint: "complaint",
  // Left out: a review can be praise, a complaint or feedback; a newsletter request can be a
  // sign-up (general_inquiry) or an opt-out (support_request). Neither maps by the label alone.
  review: null,
  newsletter_subscription: null,
};

export const BITEXT_PER_INTENT = 20;
export const YOUTUBE_PER_FILE = 40;
export const SAMPLE_SEED = "lunara-external-v1";
/** Seed of the test sample, drawn after the dev sample had been inspected. */
export const TEST_SEED = "lunara-external-test-v1";

/**
 * Bitext intents left out of the test sample only (the dev file keeps them, unchanged):
 * `check_cancellation_fee` asks about early-termination penalties of a contract, which a beauty
 * shop does not have; LABELLING.md would not call those shipping_orders.
 */
export const BITEXT_TEST_LEFT_OUT: ReadonlySet<string> = new Set(["check_cancellation_fee"]);

/** Text key for the overlap exclusion: lowercase, runs of whitespace collapsed to one space, trimmed. */
export const overlapKey = (text: string): string => text.toLowerCase().replace(/\s+/g, " ").trim();

/**
 * RFC 4180 CSV: quoted fields with "" escapes and newlines inside quotes. First row is the header.
 * `delimiter` (default ",") also reads tab-separated files; `quotesOnlyAtFieldStart` treats a `"`
 * inside a field as a plain character (TSV exports that quote only whole fields).
 */
export function parseCsv(
  text: string,
  {
    delimiter = ",",
    quotesOnlyAtFieldStart = false,
  }: { delimiter?: string; quotesOnlyAtFieldStart?: boolean } = {},
): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < body.length; i++) {
    const c = body[i] as string;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && (!quotesOnlyAtFieldStart || field === "")) quoted = true;
    else if (c === delimiter) {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && body[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += c;
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  const [header, ...data] = rows.filter((r) => !(r.length === 1 && r[0] === ""));
  if (!header) return [];
  return data.map((cells) => Object.fromEntries(header.map((name, k) => [name.trim(), cells[k] ?? ""])));
}

const rank = (key: string, seed = SAMPLE_SEED) =>
  createHash("sha256").update(`${seed}\u0000${key}`).digest("hex");

/** The distinct texts of `texts` in seeded hash order (ties impossible in practice). */
function hashOrder(texts: readonly string[], seed: string): string[] {
  return [...new Set(texts)]
    .map((text) => ({ text, key: rank(text, seed) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((entry) => entry.text);
}

/** The first `n` distinct texts of `texts` in seeded hash order (the dev sample). */
function sample(texts: readonly string[], n: number): string[] {
  return hashOrder(texts, SAMPLE_SEED).slice(0, n);
}

/**
 * What the test sample must not take: `rows`, the source rows of the dev sample
 * (`source + NUL + text`), and `texts`, the overlap keys of the dev files, of the train split and of
 * the test lines already picked (the test builders add their picks, so no two test lines share a key).
 */
export interface TestExclusion {
  rows: Set<string>;
  texts: Set<string>;
}

const rowKey = (source: string, text: string) => `${source}\u0000${text}`;

/**
 * The first `n` texts of `texts` in TEST_SEED hash order whose row was not in the dev sample and
 * whose overlap key is not excluded; throws when the source has fewer than `n` such texts.
 */
function sampleTest(texts: readonly string[], n: number, source: string, exclude: TestExclusion): string[] {
  const picked: string[] = [];
  for (const text of hashOrder(texts, TEST_SEED)) {
    if (picked.length === n) break;
    const key = overlapKey(text);
    if (exclude.rows.has(rowKey(source, text)) || exclude.texts.has(key)) continue;
    exclude.texts.add(key);
    picked.push(text);
  }
  if (picked.length < n) throw new Error(`${source}: only ${picked.length} texts left for the test sample`);
  return picked;
}

export interface ExternalLine {
  text: string;
  intent: Intent;
  platform: "other";
  message_type: "comment" | "dm";
  source: string;
}

/** The `instruction` texts of each mapped Bitext intent, in file order. */
function bitextTexts(csvText: string): Map<string, string[]> {
  const byIntent = new Map<string, string[]>();
  for (const row of parseCsv(csvText)) {
    const intent = row.intent ?? "";
    const text = row.instruction ?? "";
    if (!(intent in BITEXT_INTENT_MAP)) throw new Error(`unknown Bitext intent "${intent}"`);
    if (BITEXT_INTENT_MAP[intent] === null || text.trim() === "") continue;
    byIntent.set(intent, [...(byIntent.get(intent) ?? []), text]);
  }
  return byIntent;
}

function bitextLines(
  csvText: string,
  pick: (texts: readonly string[], source: string) => string[],
  leftOut: ReadonlySet<string> = new Set(),
): ExternalLine[] {
  const byIntent = bitextTexts(csvText);
  const lines: ExternalLine[] = [];
  for (const intent of Object.keys(BITEXT_INTENT_MAP)) {
    const mapped = BITEXT_INTENT_MAP[intent];
    if (!mapped || leftOut.has(intent)) continue;
    const source = `bitext:${intent}`;
    for (const text of pick(byIntent.get(intent) ?? [], source)) {
      lines.push({ text, intent: mapped, platform: "other", message_type: "dm", source });
    }
  }
  return lines;
}

/** The dev sample of Bitext (`bitext-support.jsonl`). */
export function buildBitext(csvText: string): ExternalLine[] {
  return bitextLines(csvText, (texts) => sample(texts, BITEXT_PER_INTENT));
}

/** The test sample of Bitext (`bitext-support-test.jsonl`): TEST_SEED, minus `exclude` and BITEXT_TEST_LEFT_OUT. */
export function buildBitextTest(csvText: string, exclude: TestExclusion): ExternalLine[] {
  return bitextLines(
    csvText,
    (texts, source) => sampleTest(texts, BITEXT_PER_INTENT, source, exclude),
    BITEXT_TEST_LEFT_OUT,
  );
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/**
 * The YouTube export holds the comment as displayed HTML: links as <a> tags, line breaks as <br />,
 * entities (&#39;) and a trailing U+FEFF. This turns it back into the plain text the viewer typed.
 */
export function youtubePlainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(Number.parseInt(code, 16)))
    .replace(/&([a-z]+);/gi, (whole, name: string) => ENTITIES[name.toLowerCase()] ?? whole)
    .replace(/\ufeff/g, "")
    .trim();
}

/** The plain texts of the spam rows (CLASS 1; some copies call the column `label`) of one file. */
function youtubeSpam(csv: string): string[] {
  return parseCsv(csv)
    .filter((row) => (row.CLASS ?? row.label) === "1")
    .map((row) => youtubePlainText(row.CONTENT ?? ""))
    .filter((text) => text !== "");
}

const youtubeLine = (text: string, source: string): ExternalLine => ({
  text,
  intent: "catch_all",
  platform: "other",
  message_type: "comment",
  source,
});

const youtubeSource = (name: string) => `uci-youtube-spam:${name.replace(/\.csv$/i, "")}`;

/** The dev sample of the spam rows of each file (`youtube-spam.jsonl`); ham rows are left out. */
export function buildYoutube(files: readonly { name: string; csv: string }[]): ExternalLine[] {
  const lines: ExternalLine[] = [];
  const seen = new Set<string>();
  for (const file of files) {
    const spam = youtubeSpam(file.csv).filter((text) => !seen.has(text));
    for (const text of sample(spam, YOUTUBE_PER_FILE)) {
      seen.add(text);
      lines.push(youtubeLine(text, youtubeSource(file.name)));
    }
  }
  return lines;
}

/** The test sample of the spam rows of each file (`youtube-spam-test.jsonl`): TEST_SEED, minus `exclude`. */
export function buildYoutubeTest(
  files: readonly { name: string; csv: string }[],
  exclude: TestExclusion,
): ExternalLine[] {
  const lines: ExternalLine[] = [];
  for (const file of files) {
    const source = youtubeSource(file.name);
    for (const text of sampleTest(youtubeSpam(file.csv), YOUTUBE_PER_FILE, source, exclude)) {
      lines.push(youtubeLine(text, source));
    }
  }
  return lines;
}

function argList(flag: string): string[] {
  const start = process.argv.indexOf(flag);
  if (start < 0) return [];
  const values: string[] = [];
  for (const arg of process.argv.slice(start + 1)) {
    if (arg.startsWith("--")) break;
    values.push(arg);
  }
  return values;
}

const externalPath = (name: string) =>
  fileURLToPath(new URL(`../src/server/ai/corpus/external/${name}`, import.meta.url));

/** The `text` field of every line of a JSONL file. */
function jsonlTexts(path: string): string[] {
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => (JSON.parse(line) as { text: string }).text);
}

function write(name: string, lines: readonly ExternalLine[]): void {
  const path = externalPath(name);
  writeFileSync(
    path,
    lines
      .map((line) => JSON.stringify(line))
      .join("\n")
      .concat("\n"),
  );
  const counts = new Map<string, number>();
  for (const line of lines) counts.set(line.intent, (counts.get(line.intent) ?? 0) + 1);
  console.log(`${name}: ${lines.length} lines (${[...counts].map(([k, v]) => `${k} ${v}`).join(", ")})`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const bitext = argList("--bitext");
  const youtube = argList("--youtube").sort((a, b) => basename(a).localeCompare(basename(b)));
  if (bitext.length === 0 && youtube.length === 0) {
    console.error(
      "usage: tsx scripts/ai-external-sets.ts --bitext <csv> --youtube <csv>... [--train <jsonl>...]",
    );
    process.exit(2);
  }
  const bitextCsv = bitext[0] ? readFileSync(bitext[0], "utf8") : undefined;
  const youtubeFiles = youtube.map((path) => ({ name: basename(path), csv: readFileSync(path, "utf8") }));
  const dev: ExternalLine[] = [];
  if (bitextCsv !== undefined) {
    const lines = buildBitext(bitextCsv);
    write("bitext-support.jsonl", lines);
    dev.push(...lines);
  }
  if (youtubeFiles.length > 0) {
    const lines = buildYoutube(youtubeFiles);
    write("youtube-spam.jsonl", lines);
    dev.push(...lines);
  }
  // The test samples are drawn in one run from both sources (their picks share one exclusion set):
  // they exclude the dev rows and every text of both dev files and of the train split.
  if (bitextCsv === undefined || youtubeFiles.length === 0) {
    console.log("test samples not written: they need both --bitext and --youtube");
    process.exit(0);
  }
  const trainArgs = argList("--train");
  const train =
    trainArgs.length > 0
      ? trainArgs
      : [fileURLToPath(new URL("../src/server/ai/corpus/intent-train.jsonl", import.meta.url))];
  const exclude: TestExclusion = {
    rows: new Set(dev.map((line) => rowKey(line.source, line.text))),
    texts: new Set([...dev.map((line) => line.text), ...train.flatMap(jsonlTexts)].map(overlapKey)),
  };
  write("bitext-support-test.jsonl", buildBitextTest(bitextCsv, exclude));
  write("youtube-spam-test.jsonl", buildYoutubeTest(youtubeFiles, exclude));
}
