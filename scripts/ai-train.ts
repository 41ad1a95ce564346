// Retrains the embedded classifier and writes the model file and the measured precision table.
//   npm run ai:train                 train, calibrate on the calibration half of the real held-out splits, write
//                                    src/server/ai/model/embedded-model.bin.gz and
//                                    src/server/ai/model/threshold-precision.json (deterministic
//                                    for the same data)
//   npm run ai:train -- --precision-only   rewrite threshold-precision.json for the checked-in
//                                    model (after a change of the rules applied to its output)
//   npm run ai:train -- --validate   hold out 15% of every train file (by a hash of the text), train
//                                    on the rest and print per-source figures on that part: how
//                                    features and options are chosen (never on the held-out splits)
//
// Data: the own corpus (src/server/ai/corpus/intent-train.jsonl, written in-house) plus the
// external sets, read from AI_EXTERNAL_DIR (default /work/ext-data/mapped): one folder per source
// with train.jsonl and heldout.jsonl. They are built from public data by the data script (see
// src/server/ai/corpus/external/README.md, "How to rebuild") and never committed. Without them the script trains on the own
// corpus alone, calibrates on its dev split and says so.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { EMBEDDED_MODEL_PATH, getEmbeddedModel, THRESHOLD_PRECISION_PATH } from "@server/ai/embedded-model";
import { trainEmbeddedModel } from "@server/ai/embedded-training";
import { encodeModelFile, type LinearModel, loadLinearModel } from "@server/ai/linear-model";
import { analyzeMessage, NON_PROBLEM_INTENTS } from "@server/ai/message-analyzer";
import { thresholdPrecision } from "@server/ai/threshold-precision";
import {
  externalDir,
  externalSources,
  hashText,
  heldoutHalf,
  type LabelledRow,
  ownCorpusRows,
  readExternalSplit,
} from "@server/ai/training-set";

/** The calibration sources, as an admin reads them beside the auto-reply slider. */
const SOURCE_NAMES: Readonly<Record<string, string>> = {
  "amazon-pqa": "Amazon product questions",
  banking77: "Banking77 support requests",
  "bitext-cs": "Bitext customer-service requests",
  hwu64: "HWU64 assistant requests",
  "personality-chat": "Personality Chat lines",
  "rasa-carbon": "Rasa Carbon Bot chats",
  "rasa-helpdesk": "Rasa helpdesk chats",
  "review-sentences": "review sentences",
  "sms-spam": "SMS spam",
  "youtube-spam": "YouTube comment spam",
  "own-corpus-dev": "the in-house corpus's dev split",
};

import { INTENTS } from "@shared/ai/ai.constants";

const started = performance.now();
const dir = externalDir();
const sources = externalSources(dir);
const validate = process.argv.includes("--validate");
const pct = (n: number) => `${(100 * n).toFixed(1)}%`;

if (sources.length === 0) {
  console.warn(
    `No external sets found in ${dir} (AI_EXTERNAL_DIR). Build them with the data script described in` +
      " src/server/ai/corpus/external/README.md (How to rebuild: npx tsx scripts/ai-external-data.ts extract, then build), or point AI_EXTERNAL_DIR at them. Training on the own corpus alone" +
      " and calibrating on its dev split: the model will not hold up on real customer messages.",
  );
}

const trainBySource = new Map<string, LabelledRow[]>([["own-corpus", ownCorpusRows("train")]]);
for (const source of sources) trainBySource.set(source, readExternalSplit(source, "train", dir));

const isValidation = (row: LabelledRow) => hashText(`v|${row.text}`) % 100 < 15;

if (validate) {
  const train = new Map([...trainBySource].map(([s, rows]) => [s, rows.filter((r) => !isValidation(r))]));
  const { model } = trainEmbeddedModel(train, new Map(), console.log);
  console.log(`\nvalidation (15% of each train file, not trained on):`);
  console.log(
    `${"source".padEnd(28)}${"rows".padStart(7)}${"intent".padStart(9)}${"sentiment".padStart(11)}${"complaint->non-problem".padStart(24)}${">=80: share".padStart(13)}${"acc".padStart(8)}`,
  );
  for (const [source, rows] of trainBySource) {
    const held = rows.filter(isValidation);
    let intentRows = 0,
      intentOk = 0,
      sentRows = 0,
      sentOk = 0,
      complaints = 0,
      missed = 0,
      confident = 0,
      confidentOk = 0;
    for (const row of held) {
      const a = analyzeMessage({ text: row.text }, model);
      if (row.intent !== null) {
        intentRows++;
        if (a.intent === row.intent) intentOk++;
        if (Math.round(a.confidence * 100) >= 80) {
          confident++;
          if (a.intent === row.intent) confidentOk++;
        }
      }
      if (row.sentiment !== null) {
        sentRows++;
        if (a.sentiment_classification === row.sentiment) sentOk++;
      }
      if (row.complaint === true) {
        complaints++;
        if (NON_PROBLEM_INTENTS.has(a.intent)) missed++;
      }
    }
    console.log(
      `${source.padEnd(28)}${String(held.length).padStart(7)}${(intentRows ? pct(intentOk / intentRows) : "-").padStart(9)}${(sentRows ? pct(sentOk / sentRows) : "-").padStart(11)}${(complaints ? `${pct(missed / complaints)} of ${complaints}` : "-").padStart(24)}${(intentRows ? pct(confident / intentRows) : "-").padStart(13)}${(confident ? pct(confidentOk / confident) : "-").padStart(8)}`,
    );
  }
  console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
} else {
  const heldoutBySource = new Map<string, LabelledRow[]>();
  for (const source of sources)
    heldoutBySource.set(source, heldoutHalf(readExternalSplit(source, "heldout", dir), "calibration"));
  const calibrationSets = [...heldoutBySource.values()].some((rows) => rows.length > 0)
    ? heldoutBySource
    : new Map([["own-corpus-dev", ownCorpusRows("dev")]]);
  let model: LinearModel;
  if (process.argv.includes("--precision-only")) {
    model = getEmbeddedModel();
  } else {
    const { file } = trainEmbeddedModel(trainBySource, calibrationSets, console.log);
    mkdirSync(dirname(EMBEDDED_MODEL_PATH), { recursive: true });
    writeFileSync(EMBEDDED_MODEL_PATH, encodeModelFile(file));
    model = loadLinearModel(file);
  }
  const measured = [...calibrationSets.entries()].flatMap(([, rows]) =>
    rows.filter((r) => r.intent !== null),
  );
  const table = thresholdPrecision(
    measured.map((row) => {
      const a = analyzeMessage({ text: row.text }, model);
      return { predicted: a.intent, confidence: a.confidence, correct: a.intent === row.intent };
    }),
    INTENTS,
  );
  // One row per line, as biome formats it, so the file diffs by row when the model changes.
  const intents = Object.entries(table)
    .map(
      ([intent, rows]) =>
        `    ${JSON.stringify(intent)}: [\n${rows.map((row) => `      { "threshold": ${row.threshold}, "precision": ${row.precision}, "support": ${row.support} }`).join(",\n")}\n    ]`,
    )
    .join(",\n");
  // Said to a brand's admin beside the slider: how many real messages, and from where.
  const measuredSources = [...calibrationSets.entries()]
    .filter(([, rows]) => rows.some((row) => row.intent !== null))
    .map(([source]) => SOURCE_NAMES[source] ?? source);
  const measuredOn = `${measured.length.toLocaleString("en-US")} real messages of ${measuredSources.length} public data sets, never trained on (${measuredSources.join(", ")})`;
  writeFileSync(
    THRESHOLD_PRECISION_PATH,
    `{\n  "measuredOn": ${JSON.stringify(measuredOn)},\n  "generatedAt": ${JSON.stringify(new Date().toISOString())},\n  "intents": {\n${intents}\n  }\n}\n`,
  );
  console.log(
    `wrote ${process.argv.includes("--precision-only") ? "" : `${EMBEDDED_MODEL_PATH} and `}${THRESHOLD_PRECISION_PATH} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
}
