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
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { MappedLabels } from "./ai-external-data-maps";
import { parseCsv } from "./ai-external-sets";
import {
  GOEMOTIONS_TRAIN_MAX,
  isReserved,
  type MappedRow,
  type RawRow,
  SOURCES,
  type SourceDef,
  TRAIN_MAX,
} from "./ai-external-sources";

export const SPLIT_SEED = "lunara-ext-data-v1";
export const HELDOUT_SHARE = 0.2;
export const HELDOUT_MAX = 2000;

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
  // A folder of a source no longer listed would still be trained on (training reads every folder).
  for (const entry of existsSync(outDir) ? readdirSync(outDir, { withFileTypes: true }) : [])
    if (entry.isDirectory() && !SOURCES.some((source) => source.id === entry.name))
      rmSync(join(outDir, entry.name), { recursive: true });
  const inputs = SOURCES.filter((source) => existsSync(join(rawDir, source.id))).map((source) => {
    const dir = join(rawDir, source.id);
    const raw = source.read(dir);
    if (!source.decontaminate) return { source, raw };
    const reserved = new Set(readFileSync(join(dir, RESERVED_KEYS_FILE), "utf8").split("\n").filter(Boolean));
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
