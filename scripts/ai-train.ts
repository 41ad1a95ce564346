// Retrains the embedded classifier from the corpus's train split and writes the model file.
// Usage: npm run ai:train   (deterministic: the same corpus gives the same file)
import { writeFileSync } from "node:fs";
import { readCorpus } from "@server/ai/corpus-reader";
import { EMBEDDED_MODEL_PATH } from "@server/ai/embedded-model";
import { extractFeatures } from "@server/ai/feature-hasher";
import { loadLinearModel } from "@server/ai/linear-model";
import { DEFAULT_TRAINING_OPTIONS, trainLinearModel } from "@server/ai/model-trainer";
import { normalizeText } from "@server/ai/text-normalizer";
import { buildTrainingSet } from "@server/ai/training-set";

const started = performance.now();
const train = readCorpus("train");
const { docs, heads } = buildTrainingSet(train);
const file = trainLinearModel(docs, heads, DEFAULT_TRAINING_OPTIONS);
writeFileSync(EMBEDDED_MODEL_PATH, `${JSON.stringify(file)}\n`);

// A quick sanity figure on the dev split; the full evaluation is npm run bench:ai.
const model = loadLinearModel(file);
const dev = readCorpus("dev");
const correct = dev.filter((row) => {
  const [intent] = model.predict(extractFeatures(normalizeText(row.text)));
  return intent !== undefined && intent.classes[intent.best] === row.intent;
}).length;
console.log(
  `trained on ${train.length} messages (${docs.length} with augmentation), ${file.features.length} features,` +
    ` ${((performance.now() - started) / 1000).toFixed(1)} s; dev intent accuracy ${((100 * correct) / dev.length).toFixed(1)}%`,
);
console.log(`wrote ${EMBEDDED_MODEL_PATH}`);
