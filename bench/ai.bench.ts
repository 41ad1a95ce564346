// npm run bench:ai — quality of the embedded engine on the real held-out split of every external
// source (AI_EXTERNAL_DIR, default /work/ext-data/mapped; built by the data script, never
// committed) and on the own corpus's dev split, next to the previous engine (commit 3cee4df, run
// from a temporary copy of that commit, see ai-previous-engine.ts) on the same rows in the same run;
// then a reliability table (confidence band -> share, accuracy), the per-intent table, and speed on
// one core next to a tokenise-only baseline. Prints figures; never fails on them.
//   AI_BENCH_PREVIOUS=0 skips the previous engine.
import { analyzeMessage, NON_PROBLEM_INTENTS } from "@server/ai/message-analyzer";
import { suggestReplies } from "@server/ai/reply-suggester";
import { normalizeText } from "@server/ai/text-normalizer";
import {
  externalDir,
  externalSources,
  heldoutHalf,
  type LabelledRow,
  ownCorpusRows,
  readExternalSplit,
  sampleRows,
} from "@server/ai/training-set";
import { INTENTS, type Intent } from "@shared/ai/ai.constants";
import type { BrandPack, BrandProduct } from "@shared/ai/brand-pack.schema";
import { analyzeWithPreviousEngine, PREVIOUS_COMMIT, type PreviousAnalysis } from "./ai-previous-engine";

/** The wizard's default automation threshold (spec 3): at or above it a reply may go out alone. */
const AUTO_THRESHOLD = 80;
/** Rows per held-out set at most (sampled by a hash of the text), so a run stays within minutes. */
const MAX_ROWS_PER_SET = 4000;
const pct = (n: number | null) => (n === null ? "-" : `${(n * 100).toFixed(1)}%`);
const ratio = (a: number, b: number) => (b > 0 ? a / b : null);

type Read = Pick<PreviousAnalysis, "intent" | "confidence" | "sentiment_classification">;
type Figures = {
  rows: number;
  intentRows: number;
  intentAccuracy: number | null;
  macroF1: number | null;
  sentimentRows: number;
  sentimentAccuracy: number | null;
  complaintRows: number;
  complaintAsNonProblem: number | null;
  complaintAsNonProblemConfident: number | null;
  confidentShare: number | null;
  confidentAccuracy: number | null;
};

function figures(rows: readonly LabelledRow[], reads: readonly Read[]): Figures {
  const counts = new Map<string, { tp: number; fp: number; fn: number }>(
    INTENTS.map((i) => [i, { tp: 0, fp: 0, fn: 0 }]),
  );
  let intentRows = 0;
  let intentOk = 0;
  let sentimentRows = 0;
  let sentimentOk = 0;
  let complaintRows = 0;
  let missed = 0;
  let missedConfident = 0;
  let confident = 0;
  let confidentOk = 0;
  rows.forEach((row, i) => {
    const a = reads[i] as Read;
    const percent = Math.round(a.confidence * 100);
    if (row.intent !== null) {
      intentRows++;
      const ok = a.intent === row.intent;
      if (ok) {
        intentOk++;
        (counts.get(row.intent) as { tp: number }).tp++;
      } else {
        (counts.get(a.intent) as { fp: number }).fp++;
        (counts.get(row.intent) as { fn: number }).fn++;
      }
      if (percent >= AUTO_THRESHOLD) {
        confident++;
        if (ok) confidentOk++;
      }
    }
    if (row.sentiment !== null) {
      sentimentRows++;
      if (a.sentiment_classification === row.sentiment) sentimentOk++;
    }
    if (row.complaint === true) {
      complaintRows++;
      if (NON_PROBLEM_INTENTS.has(a.intent as Intent)) {
        missed++;
        if (percent >= AUTO_THRESHOLD) missedConfident++;
      }
    }
  });
  let f1Sum = 0;
  let f1Count = 0;
  for (const c of counts.values()) {
    if (c.tp + c.fn === 0) continue;
    const precision = c.tp + c.fp > 0 ? c.tp / (c.tp + c.fp) : 0;
    const recall = c.tp / (c.tp + c.fn);
    f1Sum += precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
    f1Count++;
  }
  return {
    rows: rows.length,
    intentRows,
    intentAccuracy: ratio(intentOk, intentRows),
    macroF1: f1Count > 0 ? f1Sum / f1Count : null,
    sentimentRows,
    sentimentAccuracy: ratio(sentimentOk, sentimentRows),
    complaintRows,
    complaintAsNonProblem: ratio(missed, complaintRows),
    complaintAsNonProblemConfident: ratio(missedConfident, complaintRows),
    confidentShare: ratio(confident, intentRows),
    confidentAccuracy: ratio(confidentOk, confident),
  };
}

const dir = externalDir();
const sets: { name: string; rows: LabelledRow[]; real: boolean }[] = externalSources(dir)
  .map((source) => ({
    name: source,
    rows: sampleRows(heldoutHalf(readExternalSplit(source, "heldout", dir), "test"), MAX_ROWS_PER_SET),
    real: true,
  }))
  .filter((set) => set.rows.length > 0);
if (sets.length === 0) {
  console.log(
    `No real held-out sets in ${dir} (AI_EXTERNAL_DIR): only the own corpus is measured below. Build them with npx tsx scripts/ai-external-data.ts extract, then build (src/server/ai/corpus/external/README.md, "How to rebuild").`,
  );
}
sets.push({ name: "own corpus, dev split (in-house)", rows: ownCorpusRows("dev"), real: false });

const allRows = sets.flatMap((set) => set.rows);
const started = performance.now();
const current: Read[] = allRows.map((row) => analyzeMessage({ text: row.text }));
console.log(
  `current engine: ${allRows.length} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
const previous =
  process.env.AI_BENCH_PREVIOUS === "0" ? null : analyzeWithPreviousEngine(allRows.map((row) => row.text));

const columns: [string, number, (f: Figures) => string][] = [
  ["rows", 6, (f) => String(f.rows)],
  ["intent", 8, (f) => pct(f.intentAccuracy)],
  ["macro-F1", 9, (f) => (f.macroF1 === null ? "-" : f.macroF1.toFixed(3))],
  ["sentiment", 10, (f) => pct(f.sentimentAccuracy)],
  ["cmpl->non-prob", 15, (f) => pct(f.complaintAsNonProblem)],
  [`(>=${AUTO_THRESHOLD})`, 8, (f) => pct(f.complaintAsNonProblemConfident)],
  [`>=${AUTO_THRESHOLD} share`, 11, (f) => pct(f.confidentShare)],
  ["accuracy", 9, (f) => pct(f.confidentAccuracy)],
  ["labelled int/sent/cmpl", 23, (f) => `${f.intentRows}/${f.sentimentRows}/${f.complaintRows}`],
];
const nameWidth = Math.max(...sets.map((s) => s.name.length), 20) + 12;
const header = `${"set".padEnd(nameWidth)}${columns.map(([n, w]) => n.padStart(w)).join("")}`;
function printRow(name: string, f: Figures): void {
  console.log(`${name.padEnd(nameWidth)}${columns.map(([, w, v]) => v(f).padStart(w)).join("")}`);
}

console.log(
  `\n== per set: current engine, then the previous one (${PREVIOUS_COMMIT}) on the same rows ==\n` +
    `cmpl->non-prob: labelled complaints read as ${[...NON_PROBLEM_INTENTS].join(", ")} (all, and at confidence >= ${AUTO_THRESHOLD});\n` +
    `>=${AUTO_THRESHOLD}: share of intent-labelled rows at or above the default auto-reply threshold and intent accuracy there.\n` +
    "targets on the real sets: intent >= 85%, sentiment >= 75%, accuracy at >= 80 >= 95%, complaints as non-problem <= 5%",
);
console.log(header);
let offset = 0;
const realRows: LabelledRow[] = [];
const realCurrent: Read[] = [];
const realPrevious: Read[] = [];
for (const set of sets) {
  const mine = current.slice(offset, offset + set.rows.length);
  printRow(`${set.name}`, figures(set.rows, mine));
  const theirs = previous?.slice(offset, offset + set.rows.length);
  if (theirs) printRow(`  previous`, figures(set.rows, theirs));
  if (set.real) {
    realRows.push(...set.rows);
    realCurrent.push(...mine);
    if (theirs) realPrevious.push(...theirs);
  }
  offset += set.rows.length;
}
if (realRows.length > 0) {
  printRow("ALL REAL HELD-OUT", figures(realRows, realCurrent));
  if (previous) printRow("  previous", figures(realRows, realPrevious));
}

function reliability(title: string, rows: readonly LabelledRow[], reads: readonly Read[]): void {
  const bands = [0, 0.3, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 1.0001];
  const labelled = rows
    .map((row, i) => ({ row, a: reads[i] as Read }))
    .filter(({ row }) => row.intent !== null);
  console.log(`\n== reliability, ${title}: ${labelled.length} intent-labelled rows ==`);
  console.log(
    `${"confidence".padEnd(14)}${"share".padStart(8)}${"accuracy".padStart(10)}${"mean conf.".padStart(12)}`,
  );
  for (let b = 0; b + 1 < bands.length; b++) {
    const lo = bands[b] as number;
    const hi = bands[b + 1] as number;
    const inBand = labelled.filter(({ a }) => a.confidence >= lo && a.confidence < hi);
    const right = inBand.filter(({ row, a }) => a.intent === row.intent).length;
    const mean = inBand.reduce((s, { a }) => s + a.confidence, 0) / Math.max(1, inBand.length);
    console.log(
      `${`${lo.toFixed(2)}-${Math.min(1, hi).toFixed(2)}`.padEnd(14)}${pct(inBand.length / Math.max(1, labelled.length)).padStart(8)}${pct(ratio(right, inBand.length)).padStart(10)}${(inBand.length ? mean.toFixed(3) : "-").padStart(12)}`,
    );
  }
}
const reliabilityRows = realRows.length > 0 ? realRows : allRows;
const reliabilityName = realRows.length > 0 ? "all real held-out sets" : "own corpus dev split";
reliability(
  `current engine, ${reliabilityName}`,
  reliabilityRows,
  realRows.length > 0 ? realCurrent : current,
);
if (previous) {
  reliability(
    `previous engine (${PREVIOUS_COMMIT}), ${reliabilityName}`,
    reliabilityRows,
    realRows.length > 0 ? realPrevious : previous,
  );
}

console.log(`\n== per intent, current engine, ${reliabilityName} ==`);
console.log(
  `${"intent".padEnd(17)}${"precision".padStart(10)}${"recall".padStart(9)}${"F1".padStart(7)}${"support".padStart(9)}`,
);
const base = realRows.length > 0 ? realRows : allRows;
const baseReads = realRows.length > 0 ? realCurrent : current;
for (const intent of INTENTS) {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  base.forEach((row, i) => {
    if (row.intent === null) return;
    const predicted = (baseReads[i] as Read).intent;
    if (row.intent === intent && predicted === intent) tp++;
    else if (row.intent === intent) fn++;
    else if (predicted === intent) fp++;
  });
  const precision = tp + fp > 0 ? tp / (tp + fp) : 0;
  const recall = tp + fn > 0 ? tp / (tp + fn) : 0;
  const f1 = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
  console.log(
    `${intent.padEnd(17)}${precision.toFixed(3).padStart(10)}${recall.toFixed(3).padStart(9)}${f1.toFixed(3).padStart(7)}${String(tp + fn).padStart(9)}`,
  );
}

function timeIt(label: string, iterations: number, run: (i: number) => void): void {
  const latencies = new Float64Array(iterations);
  for (let i = 0; i < Math.min(500, iterations); i++) run(i); // warm-up: JIT and caches
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now();
    run(i);
    latencies[i] = performance.now() - t0;
  }
  const cpu = process.cpuUsage(cpuStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const seconds = (performance.now() - start) / 1000;
  latencies.sort();
  const p50 = latencies[Math.floor(iterations * 0.5)] ?? 0;
  const p95 = latencies[Math.floor(iterations * 0.95)] ?? 0;
  const perSecond = Math.round(iterations / seconds).toLocaleString("en-CA");
  const perCpuSecond = Math.round(iterations / cpuSeconds).toLocaleString("en-CA");
  console.log(
    `${label.padEnd(40)}${perSecond.padStart(10)}/s wall${perCpuSecond.padStart(10)}/CPU-s   p50 ${(p50 * 1000).toFixed(0)} µs   p95 ${(p95 * 1000).toFixed(0)} µs`,
  );
}

const texts = allRows.map((row) => row.text);
const products: BrandProduct[] = Array.from({ length: 50 }, (_, i) => ({
  id: `p${i}`,
  title:
    ["Glow Serum", "Barrier Cream", "Lip Oil", "Cloud Blush", "Tinted SPF 40"][i % 5] +
    (i >= 5 ? ` ${i}` : ""),
  price_min: 18 + i,
  featured: i % 7 === 0,
  hidden: i % 11 === 0,
}));
const brand: BrandPack = {
  brand_name: "Lunara",
  brand_tone: "Friendly",
  formality_level: "casual",
  use_emojis: true,
  key_messages: ["Cruelty-free and made in Canada."],
  response_rules: {
    always: ["Sign off with 'xo, Team Lunara'"],
    never: ["cheap", "guarantee"],
    auto_escalate_keywords: [],
  },
  knowledge: [
    {
      source_name: "Shipping policy",
      text: "We ship across Canada in 2-4 business days. Orders over $50 ship free.",
    },
    {
      source_name: "FAQ",
      text: "All products are vegan and cruelty-free. The Glow Serum is fragrance free.",
    },
  ],
};
const analyses = texts.slice(0, 2000).map((text) => analyzeMessage({ text }));
console.log(
  `\n== speed, one core, ${texts.length} messages of the sets above cycled ==\n` +
    "per wall-clock second, and per second of this process's CPU time (the per-core figure: the machine is shared, so wall-clock time includes other processes' turns)",
);
const n = 20_000;
timeIt("baseline: tokenise only", n, (i) => normalizeText(texts[i % texts.length] as string));
timeIt("analysis (embedded)", n, (i) => analyzeMessage({ text: texts[i % texts.length] as string }));
timeIt("suggestion set (embedded, 50 products)", 3_000, (i) => {
  const k = i % analyses.length;
  suggestReplies({ message: { text: texts[k] as string }, analysis: analyses[k] as never, brand, products });
});
console.log("targets: >= 5,000 analyses/s on one core; a suggestion set <= 20 ms");
