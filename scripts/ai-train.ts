// Retrains the embedded classifier from the corpus's train split and writes the model file.
//   npm run ai:train            train on the whole train split, write the model (deterministic)
//   npm run ai:train -- --cv    5-fold cross-validation on the train split only: the figures used
//                               to choose features and hyper-parameters (never the dev split)
// The dev and external figures are printed by npm run bench:ai, not here.
import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { type CorpusRow, readCorpus } from "@server/ai/corpus-reader";
import { crossValidate } from "@server/ai/cross-validation";
import { EMBEDDED_MODEL_PATH } from "@server/ai/embedded-model";
import { extractFeatures } from "@server/ai/feature-hasher";
import { type LinearModelFile, loadLinearModel } from "@server/ai/linear-model";
import { DEFAULT_TRAINING_OPTIONS, trainLinearModel } from "@server/ai/model-trainer";
import { buildLexicon, createSpeller } from "@server/ai/spelling";
import { normalizeText } from "@server/ai/text-normalizer";
import {
  buildTrainingSet,
  DENSE_KIND,
  DENSE_SCALE,
  denseInputOf,
  TRAINING_FEATURES,
  TRAINING_SPELLING,
} from "@server/ai/training-set";
import { EMBEDDING_DIMENSIONS, loadWordEmbeddings } from "@server/ai/word-embeddings";

const started = performance.now();
const embeddings = loadWordEmbeddings();
const dense = { embeddings, scale: DENSE_SCALE };

const isKnownWord = (word: string) => embeddings.rowOf(word) >= 0;

function train(rows: readonly CorpusRow[]): LinearModelFile {
  const lexicon = TRAINING_SPELLING ? buildLexicon(rows.map((row) => normalizeText(row.text).tokens)) : [];
  const speller = TRAINING_SPELLING ? createSpeller(lexicon, isKnownWord) : undefined;
  const set = buildTrainingSet(rows, TRAINING_FEATURES, dense, speller);
  const file = trainLinearModel(set.docs, set.heads, DEFAULT_TRAINING_OPTIONS, set.dense);
  return {
    ...file,
    feature_options: TRAINING_FEATURES,
    dense_input: { kind: DENSE_KIND, dimensions: EMBEDDING_DIMENSIONS, scale: DENSE_SCALE },
    ...(TRAINING_SPELLING ? { lexicon } : {}),
  };
}

const rows = readCorpus("train");
if (process.argv.includes("--cv")) {
  const pct = (n: number) => `${(100 * n).toFixed(1)}%`;
  const result = crossValidate(rows, 5, (fold) => {
    const model = loadLinearModel(train(fold));
    const speller = createSpeller(model.lexicon, isKnownWord);
    return {
      predictIntent(row) {
        const read = normalizeText(row.text);
        const normalized = { ...read, tokens: speller.correctAll(read.tokens) };
        const [intent] = model.predict(
          extractFeatures(normalized, model.featureOptions),
          denseInputOf(normalized.tokens, embeddings),
        );
        return intent ? (intent.classes[intent.best] as string) : "catch_all";
      },
    };
  });
  const original = rows.filter((row) => row.batch === undefined).length;
  const originalErrors = result.errors.filter((error) => error.row.batch === undefined).length;
  console.log(
    `5-fold CV on train (${rows.length} messages): intent accuracy ${pct(result.accuracy)},` +
      ` macro-F1 ${result.macroF1.toFixed(3)}; on the first-batch rows only ${pct(1 - originalErrors / original)}` +
      ` (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
} else {
  const file = train(rows);
  // Gzipped JSON: a third of the size in git, read back in a few milliseconds at start.
  writeFileSync(EMBEDDED_MODEL_PATH, gzipSync(`${JSON.stringify(file)}\n`, { level: 9 }));
  console.log(
    `trained on ${rows.length} messages, ${file.features.length} features,` +
      ` ${((performance.now() - started) / 1000).toFixed(1)} s; wrote ${EMBEDDED_MODEL_PATH}`,
  );
}
