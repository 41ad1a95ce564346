// npx tsx scripts/ai-tune-sentiment.ts — chooses SENTIMENT_DECISION (sentiment-scorer.ts) for the
// checked-in model on the CALIBRATION half of the real held-out splits (training-set.ts,
// heldoutHalf); the test half that bench:ai reports is never read here. Prints the sentiment accuracy
// of every weight pair, pooled over the sources that label sentiment, with the current pair marked.
import { getEmbeddedModel } from "@server/ai/embedded-model";
import { extractFeatures } from "@server/ai/feature-hasher";
import { readMessage, scoreSentiment } from "@server/ai/message-analyzer";
import { SENTIMENT_DECISION } from "@server/ai/sentiment-scorer";
import { externalDir, externalSources, heldoutHalf, readExternalSplit } from "@server/ai/training-set";
import { classifySentiment } from "@shared/ai/ai.constants";

const model = getEmbeddedModel();
const dir = externalDir();
const rows = externalSources(dir).flatMap((source) =>
  heldoutHalf(readExternalSplit(source, "heldout", dir), "calibration").filter(
    (row) => row.sentiment !== null,
  ),
);
if (rows.length === 0) {
  console.log(
    `No sentiment-labelled calibration rows in ${dir} (AI_EXTERNAL_DIR); build the external sets first.`,
  );
  process.exit(1);
}
const read = rows
  .map((row) => ({ row, normalized: readMessage({ text: row.text }).normalized }))
  .filter(({ normalized }) => normalized.tokens.length > 0)
  .map(({ row, normalized }) => ({
    row,
    normalized,
    head: model.predict(extractFeatures(normalized, model.featureOptions))[1],
  }));

const bySource = new Map<string, number>();
for (const { row } of read) bySource.set(row.source, (bySource.get(row.source) ?? 0) + 1);
console.log(`calibration rows with a sentiment label: ${read.length}`, Object.fromEntries(bySource));

const results: { lexiconWeight: number; neutralWeight: number; accuracy: number }[] = [];
for (const lexiconWeight of [0, 0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.7]) {
  for (let neutralWeight = 0.6; neutralWeight <= 1.301; neutralWeight += 0.05) {
    const decision = { lexiconWeight, neutralWeight: Math.round(neutralWeight * 100) / 100 };
    let right = 0;
    for (const { row, normalized, head } of read) {
      if (classifySentiment(scoreSentiment(normalized, head, decision)) === row.sentiment) right++;
    }
    results.push({ ...decision, accuracy: right / read.length });
  }
}
results.sort((a, b) => b.accuracy - a.accuracy);
const pct = (n: number) => `${(100 * n).toFixed(2)}%`;
const current = results.find(
  (r) =>
    r.lexiconWeight === SENTIMENT_DECISION.lexiconWeight &&
    r.neutralWeight === SENTIMENT_DECISION.neutralWeight,
);
console.log(
  `current ${JSON.stringify(SENTIMENT_DECISION)}: ${current ? pct(current.accuracy) : "not on the grid"}`,
);
for (const r of results.slice(0, 8))
  console.log(`lexicon ${r.lexiconWeight}, neutral ${r.neutralWeight}: ${pct(r.accuracy)}`);
