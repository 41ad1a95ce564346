// Rebuilds the held-out evaluation sets of src/server/ai/corpus/external/ from local copies of
// public data written by others. Labels come from the source's own labels through the fixed tables
// below (never per sentence); the sample is deterministic (seeded hash order), so the same source
// files always give the same lines.
//
//   npx tsx scripts/ai-external-sets.ts \
//     --bitext Bitext_Sample_Customer_Support_Training_Dataset.csv \
//     --youtube Youtube01-Psy.csv Youtube02-KatyPerry.csv Youtube03-LMFAO.csv \
//               Youtube04-Eminem.csv Youtube05-Shakira.csv
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

/** RFC 4180 CSV: quoted fields with "" escapes and newlines inside quotes. First row is the header. */
export function parseCsv(text: string): Record<string, string>[] {
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
    } else if (c === '"') quoted = true;
    else if (c === ",") {
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

const rank = (key: string) => createHash("sha256").update(`${SAMPLE_SEED}\u0000${key}`).digest("hex");

/** The first `n` distinct texts of `texts` in seeded hash order (ties impossible in practice). */
function sample(texts: readonly string[], n: number): string[] {
  const distinct = [...new Set(texts)];
  return distinct
    .map((text) => ({ text, key: rank(text) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .slice(0, n)
    .map((entry) => entry.text);
}

export interface ExternalLine {
  text: string;
  intent: Intent;
  platform: "other";
  message_type: "comment" | "dm";
  source: string;
}

export function buildBitext(csvText: string): ExternalLine[] {
  const byIntent = new Map<string, string[]>();
  for (const row of parseCsv(csvText)) {
    const intent = row.intent ?? "";
    const text = row.instruction ?? "";
    if (!(intent in BITEXT_INTENT_MAP)) throw new Error(`unknown Bitext intent "${intent}"`);
    if (BITEXT_INTENT_MAP[intent] === null || text.trim() === "") continue;
    byIntent.set(intent, [...(byIntent.get(intent) ?? []), text]);
  }
  const lines: ExternalLine[] = [];
  for (const intent of Object.keys(BITEXT_INTENT_MAP)) {
    const mapped = BITEXT_INTENT_MAP[intent];
    if (!mapped) continue;
    for (const text of sample(byIntent.get(intent) ?? [], BITEXT_PER_INTENT)) {
      lines.push({ text, intent: mapped, platform: "other", message_type: "dm", source: `bitext:${intent}` });
    }
  }
  return lines;
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

/** Spam rows (CLASS 1; some copies call the column `label`) of each file; ham rows are left out. */
export function buildYoutube(files: readonly { name: string; csv: string }[]): ExternalLine[] {
  const lines: ExternalLine[] = [];
  const seen = new Set<string>();
  for (const file of files) {
    const spam = parseCsv(file.csv)
      .filter((row) => (row.CLASS ?? row.label) === "1")
      .map((row) => youtubePlainText(row.CONTENT ?? ""))
      .filter((text) => text !== "" && !seen.has(text));
    const video = file.name.replace(/\.csv$/i, "");
    for (const text of sample(spam, YOUTUBE_PER_FILE)) {
      seen.add(text);
      lines.push({
        text,
        intent: "catch_all",
        platform: "other",
        message_type: "comment",
        source: `uci-youtube-spam:${video}`,
      });
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

function write(name: string, lines: readonly ExternalLine[]): void {
  const path = fileURLToPath(new URL(`../src/server/ai/corpus/external/${name}`, import.meta.url));
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
    console.error("usage: tsx scripts/ai-external-sets.ts --bitext <csv> --youtube <csv>...");
    process.exit(2);
  }
  if (bitext[0]) write("bitext-support.jsonl", buildBitext(readFileSync(bitext[0], "utf8")));
  if (youtube.length > 0) {
    write(
      "youtube-spam.jsonl",
      buildYoutube(youtube.map((path) => ({ name: basename(path), csv: readFileSync(path, "utf8") }))),
    );
  }
}
