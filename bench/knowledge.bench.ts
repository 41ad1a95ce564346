import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { createEmbeddedAiEngine } from "../src/server/ai/ai-engine";
import { findKnowledgeFact } from "../src/server/ai/reply-grounding";
import { extractPdfText } from "../src/server/brand/pdf-text";
import { digestText } from "../src/server/brand/summarize-text";
import { migrateDatabase, openDatabase } from "../src/server/db/client";
import { secondBrandDocuments, seedSecondBrand } from "../src/server/knowledge/demo-brand.test-helper";
import { analyzeChunks, replaceSourceChunks } from "../src/server/knowledge/knowledge.repository";
import { documentSource } from "../src/server/knowledge/knowledge-sources";
import { SAMPLE_DOCUMENTS, seedSampleBrand } from "../src/server/knowledge/sample-brand.test-helper";
import { searchAsks } from "../src/server/knowledge/search-asks";
import { searchKnowledge } from "../src/server/knowledge/search-knowledge";
import { messageQuotes, praiseOrHelloOnly } from "../src/server/knowledge/suggest-grounded-replies";
import { syncKnowledgeIndex } from "../src/server/knowledge/sync-knowledge-index";
import { createTeam } from "../src/server/teams/teams.repository";
import type { KnowledgeSnippet } from "../src/shared/ai/brand-pack.schema";
import { DEVELOPMENT_2_QUESTIONS } from "./knowledge/development-2";
import { DEVELOPMENT_3_QUESTIONS } from "./knowledge/development-3";
import { HELD_OUT_2_QUESTIONS } from "./knowledge/held-out-2";
import { HELD_OUT_3_QUESTIONS } from "./knowledge/held-out-3";
import { HELD_OUT_4_QUESTIONS } from "./knowledge/held-out-4";
import { HELD_OUT_5_QUESTIONS } from "./knowledge/held-out-5";
import { HELD_OUT_6_QUESTIONS } from "./knowledge/held-out-6";
import { buildLongPdf } from "./knowledge/long-pdf";
import { HELD_OUT_QUESTIONS } from "./knowledge/paraphrases";
import { type KnowledgeQuestion, TUNING_QUESTIONS } from "./knowledge/questions";
import { SECOND_BRAND_DEVELOPMENT_QUESTIONS } from "./knowledge/second-brand-development";
import { SECOND_BRAND_DEVELOPMENT_2_QUESTIONS } from "./knowledge/second-brand-development-2";
import { SECOND_BRAND_HELD_OUT_QUESTIONS } from "./knowledge/second-brand-held-out";
import { SECOND_BRAND_HELD_OUT_2_QUESTIONS } from "./knowledge/second-brand-held-out-2";

/**
 * `npm run bench:knowledge`: retrieval and grounded replies over a sample brand (two pages, two
 * PDFs, a catalogue) on the embedded database (PostgreSQL with DATABASE_URL), next to today's
 * word-overlap method (findKnowledgeFact over the whole brand pack) in the same run; then retrieval
 * latency on a team with 5,000 passages next to a bare indexed read, and indexing a 50-page PDF.
 */
const dir = mkdtempSync(path.join(os.tmpdir(), "lunara-knowledge-bench-"));
// On PostgreSQL a fresh database of its own, dropped at the end.
const serverUrl = process.env.DATABASE_URL;
const benchDb = `lunara_knowledge_bench_${process.pid}`;
const admin = serverUrl ? new pg.Client({ connectionString: serverUrl }) : null;
if (admin) {
  await admin.connect();
  await admin.query(`create database ${benchDb}`);
}
const benchUrl = serverUrl ? Object.assign(new URL(serverUrl), { pathname: `/${benchDb}` }).toString() : "";
const database = serverUrl
  ? await openDatabase({ kind: "postgres", url: benchUrl })
  : await openDatabase({ kind: "pglite", dataDir: dir });
const engine = createEmbeddedAiEngine();
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const pct = (n: number, d: number) => (d === 0 ? "  -  " : `${((100 * n) / d).toFixed(1)}%`.padStart(6));
const norm = (s: string) => s.toLowerCase().replace(/\s+/g, " ");
const holds = (text: string, expect: string | string[]) =>
  (Array.isArray(expect) ? expect : [expect]).some((e) => norm(text).includes(norm(e)));

/** The pack's knowledge as today's compile builds it: 1,500-character passages of every document. */
function packKnowledge(documents: readonly { name: string; text: string }[]): KnowledgeSnippet[] {
  const out: KnowledgeSnippet[] = [];
  for (const doc of documents) {
    let current = "";
    for (const paragraph of doc.text.split(/\n+/)) {
      if (current && current.length + paragraph.length > 1500) {
        out.push({ source_name: doc.name, text: current });
        current = "";
      }
      current = current ? `${current}\n${paragraph}` : paragraph;
    }
    if (current.trim()) out.push({ source_name: doc.name, text: current });
  }
  return out;
}

type Figures = {
  answerable: number;
  recall3: number;
  found: number;
  stated: number;
  none: number;
  left: number;
  invented: number;
  /** Of the invented answers, those certain enough to be sent without a person. */
  sentAlone: number;
  /** Answers that state the expected fact and are certain enough to be sent without a person. */
  rightAlone: number;
  /** Answers to answerable questions that miss the expected fact yet are certain enough to be sent alone. */
  wrongAlone: number;
  unanswered?: number;
  /** Of the answerable questions left to a person, those a may-answer lead shown to the agent holds. */
  inLead?: number;
};

/** Sets whose misses are never printed: only their totals are read. */
const NEVER_READ = new Set<KnowledgeQuestion[]>([
  HELD_OUT_2_QUESTIONS,
  HELD_OUT_3_QUESTIONS,
  HELD_OUT_4_QUESTIONS,
  HELD_OUT_5_QUESTIONS,
  HELD_OUT_6_QUESTIONS,
  SECOND_BRAND_HELD_OUT_QUESTIONS,
  SECOND_BRAND_HELD_OUT_2_QUESTIONS,
]);

/** A brand the questions are asked of: its team, its name and its documents (for word overlap). */
type BenchBrand = { teamId: string; name: string; documents: readonly { name: string; text: string }[] };

async function measure(brand: BenchBrand, questions: KnowledgeQuestion[], method: "index" | "overlap") {
  const teamId = brand.teamId;
  const f: Figures = {
    answerable: 0,
    recall3: 0,
    found: 0,
    stated: 0,
    none: 0,
    left: 0,
    invented: 0,
    sentAlone: 0,
    rightAlone: 0,
    wrongAlone: 0,
  };
  const knowledge = packKnowledge(brand.documents);
  for (const { q, expect } of questions) {
    const analysis = await engine.analyze({ text: q, platform: "instagram", message_type: "dm" });
    let passages: string[];
    let quote: string | null;
    let reply: string;
    let leftToPerson: boolean;
    let leads: string[] = [];
    let certain = false;
    if (method === "index") {
      // As the product's suggestGroundedReplies: the message searched whole, and each of its
      // questions on its own when the whole search is not sure; praise or a hello states no fact.
      const praiseOrHello = praiseOrHelloOnly(q, analysis);
      const asks = await searchAsks(database.db, teamId, q, { praiseOrHello });
      const { found, separate } = asks;
      const quotes = praiseOrHello ? [] : messageQuotes(asks);
      passages = found.passages.map((p) => p.content);
      // The answer and the sentences quoted with it: the reply states them.
      quote = quotes.length > 0 ? quotes.map((c) => c.quote).join(" ") : null;
      const set = await engine.suggest({
        message: { text: q },
        analysis,
        brand: {
          brand_name: brand.name,
          knowledge: [found, ...separate]
            .flatMap((f) => f.passages)
            .map((p) => ({ source_name: p.source_name, text: p.content })),
        },
        products: [],
        grounding: {
          answer: quotes[0] ?? null,
          supporting: quotes.slice(1),
          ...(found.context && !praiseOrHello ? { context: found.context } : {}),
          ...(separate.length > 0 ? { separateAsks: { unanswered: separate.some((f) => !f.answer) } } : {}),
        },
      });
      reply = set.suggestions.map((s) => s.content).join(" ");
      leftToPerson = set.grounding === "unanswered" || quote === null;
      leads = found.leads.map((l) => l.quote);
      // A split message always goes to a person (needs_person).
      certain = found.certain && separate.length === 0;
    } else {
      const fact = findKnowledgeFact(q, knowledge);
      passages = fact ? [fact.sentence] : [];
      quote = fact?.sentence ?? null;
      const set = await engine.suggest({
        message: { text: q },
        analysis,
        brand: { brand_name: brand.name, knowledge },
        products: [],
      });
      reply = set.suggestions.map((s) => s.content).join(" ");
      leftToPerson = quote === null;
    }
    if (expect === null) {
      if (process.env.VERBOSE && method === "index" && quote && !NEVER_READ.has(questions))
        console.log(`  invented${certain ? " (certain)" : ""}: ${q} (quote: ${quote})`);
      f.none++;
      if (quote !== null) f.invented++;
      if (quote !== null && certain) f.sentAlone++;
      if (leftToPerson) f.left++;
      continue;
    }
    f.answerable++;
    if (passages.some((p) => holds(p, expect))) f.recall3++;
    if (quote && holds(quote, expect)) f.found++;
    else if (quote === null) {
      f.unanswered = (f.unanswered ?? 0) + 1;
      if (leads.some((l) => holds(l, expect))) f.inLead = (f.inLead ?? 0) + 1;
    }
    if (quote && certain) {
      if (holds(quote, expect)) f.rightAlone++;
      else {
        f.wrongAlone++;
        if (process.env.VERBOSE && !NEVER_READ.has(questions))
          console.log(`  wrong, certain: ${q} (expected ${JSON.stringify(expect)}; quote: ${quote})`);
      }
    }
    if (holds(reply, expect)) f.stated++;
    else if (process.env.VERBOSE && method === "index" && !NEVER_READ.has(questions))
      console.log(
        [
          `  missed: ${q} [${analysis.normalized_intent}]`,
          `    expected: ${JSON.stringify(expect)}`,
          `    quote:    ${quote ?? "-"}`,
          ...passages.map((p, i) => `    passage ${i + 1}: ${p.replace(/\s+/g, " ").slice(0, 400)}`),
          `    reply:    ${reply}`,
        ].join("\n"),
      );
  }
  return f;
}

function row(label: string, f: Figures, method: "index" | "overlap") {
  console.log(
    `${label.padEnd(52)} ${String(f.answerable).padStart(4)}  ${pct(f.recall3, f.answerable)}  ${pct(f.found, f.answerable)}  ${pct(f.stated, f.answerable)}  ${String(f.none).padStart(4)}  ${pct(f.left, f.none)}  ${String(f.invented).padStart(8)}${method === "index" ? ` (${f.sentAlone} certain; certain on answerable: ${f.rightAlone} right, ${f.wrongAlone} wrong)` : ""}   (answerable left to a person: ${f.unanswered ?? 0}${f.inLead === undefined ? "" : `, a lead holds the fact in ${f.inLead}`})`,
  );
}

try {
  await migrateDatabase(database);
  const team = await createTeam(database.db, "Knowledge bench brand");
  await seedSampleBrand(database.db, team.id);
  const sync = await syncKnowledgeIndex({ db: database.db, now: () => new Date() }, team.id);
  const sample: BenchBrand = { teamId: team.id, name: "Glow Theory", documents: SAMPLE_DOCUMENTS };
  const secondTeam = await createTeam(database.db, "Knowledge bench second brand");
  await seedSecondBrand(database.db, secondTeam.id);
  const secondSync = await syncKnowledgeIndex({ db: database.db, now: () => new Date() }, secondTeam.id);
  const second: BenchBrand = {
    teamId: secondTeam.id,
    name: "Aurelle Beauty",
    documents: secondBrandDocuments(),
  };
  console.log(
    `Sample brand indexed: ${sync.indexed} sources; second brand (the simulator's Aurelle Beauty): ${secondSync.indexed} sources\n`,
  );
  console.log(
    `${"set / method".padEnd(52)} ${"qs".padStart(4)}  recall@3  fact found  fact stated  ${"none".padStart(4)}  to person  invented`,
  );
  // TUNING_ONLY: while tuning, the held-out set is not even measured. The first paraphrase set was
  // held out until 27 Nov 2026 and is a development set since (its misses were read). Development
  // set 2 and held-out set 2 were written then by sessions that saw only the sample brand's
  // sources, never this code; the misses of the first are read, those of the second never are.
  // Held-out set 3 was written on 27 Nov 2026 from the sources alone, before that day's answer
  // changes, and is read the same way (totals only). Held-out set 4 was written the same way later
  // that day, in other customers' voices. Figures: docs/decisions/031.
  // The second brand's sets were written on 27 Nov 2026 (session 11) from its pages and catalogue
  // alone; the search was never tuned on that brand before them. Its second held-out set was written
  // on 28 Nov 2026 (session 13) the same way, plain first questions mostly: only its totals are read.
  // Its second development set was written on 28 Nov 2026 (session 14) the same way, in first-week
  // customers' voices; its misses are read.
  const sets: [string, KnowledgeQuestion[], BenchBrand][] = [
    ["tuning set (used while tuning)", TUNING_QUESTIONS, sample],
    ["development paraphrases (held out until 27 Nov)", HELD_OUT_QUESTIONS, sample],
    ["development set 2 (written by others, misses read)", DEVELOPMENT_2_QUESTIONS, sample],
    ["development set 3 (written 27 Nov 2026, misses read)", DEVELOPMENT_3_QUESTIONS, sample],
    ["second brand, development (misses read)", SECOND_BRAND_DEVELOPMENT_QUESTIONS, second],
    ["second brand, development 2 (28 Nov, misses read)", SECOND_BRAND_DEVELOPMENT_2_QUESTIONS, second],
  ];
  if (!process.env.TUNING_ONLY)
    sets.push(
      ["held-out set 2 (written by others, never read)", HELD_OUT_2_QUESTIONS, sample],
      ["held-out set 3 (written 27 Nov 2026, never tuned on)", HELD_OUT_3_QUESTIONS, sample],
      ["held-out set 4 (written 27 Nov 2026, never tuned on)", HELD_OUT_4_QUESTIONS, sample],
      ["held-out set 5 (written 27 Nov 2026, session 10, never read)", HELD_OUT_5_QUESTIONS, sample],
      ["held-out set 6 (written at the end of session 10, read once)", HELD_OUT_6_QUESTIONS, sample],
      ["second brand, held out (never read)", SECOND_BRAND_HELD_OUT_QUESTIONS, second],
      ["second brand, held out 2 (28 Nov, never read)", SECOND_BRAND_HELD_OUT_2_QUESTIONS, second],
    );
  // ONLY=<part of a label>: measure that set alone (while reading a development set's misses).
  for (const [label, set, brand] of sets) {
    if (process.env.ONLY && !label.includes(process.env.ONLY)) continue;
    row(`${label}: index`, await measure(brand, set, "index"), "index");
    row(`${label}: word overlap (before)`, await measure(brand, set, "overlap"), "overlap");
  }
  console.log(
    "(fact found: the quoted sentence holds the expected fact; answerable questions left to a person are counted as misses;\n certain: an invented answer the automatic reply would send without a person)",
  );
  console.log(
    "(word overlap: its one sentence counts as its top 3; recall@3 of the index is over passages)\n",
  );

  if (!process.env.QUALITY_ONLY) {
    // A team with 5,000 passages: the sample brand plus 4,9xx passages of other documents.
    const big = await createTeam(database.db, "Knowledge bench big brand");
    await seedSampleBrand(database.db, big.id);
    await syncKnowledgeIndex({ db: database.db, now: () => new Date() }, big.id);
    const topics = [
      "shipping",
      "returns",
      "ingredients",
      "shades",
      "rewards",
      "skin care",
      "orders",
      "policies",
    ];
    let added = 0;
    for (let d = 0; added < 4950; d++) {
      const paragraphs = Array.from({ length: 50 }, (_, i) => {
        const topic = topics[(d + i) % topics.length]!;
        return `Note ${d}-${i} on ${topic}: our team reviewed ${topic} case ${d * 50 + i} for the ${["spring", "summer", "autumn", "winter"][i % 4]} collection and wrote down what customers asked about batch ${i * 7 + d} of product line ${d % 13}.`;
      });
      const doc = documentSource({
        id: `filler-${d}`,
        name: `Archive ${d}`,
        isLink: false,
        text: paragraphs.join("\n\n"),
      });
      await replaceSourceChunks(
        database.db,
        big.id,
        doc,
        doc.chunks.map((content) => ({ content })),
        new Date(),
      );
      added += doc.chunks.length;
    }
    await analyzeChunks(database.db);
    const total = await database.execute(
      "select count(*)::int as n from knowledge_chunks where team_id = $1",
      [big.id],
    );
    const questions = [...TUNING_QUESTIONS, ...HELD_OUT_QUESTIONS].map((x) => x.q);
    const searchTimes: number[] = [];
    const bareTimes: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (const q of questions) {
        let t0 = performance.now();
        await searchKnowledge(database.db, big.id, q);
        searchTimes.push(performance.now() - t0);
        t0 = performance.now();
        await database.execute(
          "select id, content from knowledge_chunks where team_id = $1 and source_kind = 'document' and source_id = $2 order by position limit 3",
          [big.id, `filler-${round}`],
        );
        bareTimes.push(performance.now() - t0);
      }
    }
    const line = (label: string, v: number[]) =>
      console.log(
        `${label.padEnd(52)} p50 ${percentile(v, 50).toFixed(2).padStart(6)} ms  p95 ${percentile(v, 95).toFixed(2).padStart(6)} ms  max ${Math.max(
          ...v,
        )
          .toFixed(2)
          .padStart(6)} ms  n=${v.length}`,
      );
    console.log(`Retrieval on a team with ${total.rows[0]?.n} passages (${database.kind}):`);
    line("  searchKnowledge (full-text + re-rank + fusion)", searchTimes);
    line("  baseline: bare indexed read of 3 passages", bareTimes);

    const pdf = buildLongPdf(50);
    const t0 = performance.now();
    const text = await extractPdfText(pdf);
    const t1 = performance.now();
    const digest = digestText(text);
    const doc = documentSource({ id: "long-pdf", name: "50-page guide", isLink: false, text });
    await replaceSourceChunks(
      database.db,
      big.id,
      doc,
      doc.chunks.map((content) => ({ content })),
      new Date(),
    );
    const t2 = performance.now();
    console.log(
      `\nIndexing a 50-page PDF (${(pdf.length / 1024).toFixed(0)} KB, ${text.length} characters, ${doc.chunks.length} passages${digest ? "" : ", no digest"}): ` +
        `extraction ${(t1 - t0).toFixed(0)} ms + digest, chunking and storing ${(t2 - t1).toFixed(0)} ms = ${(t2 - t0).toFixed(0)} ms`,
    );
  }
} finally {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
  if (admin) {
    await admin.query(`drop database if exists ${benchDb} with (force)`);
    await admin.end();
  }
}
