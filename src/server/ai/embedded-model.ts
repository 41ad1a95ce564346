import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { type LinearModel, LinearModelFileSchema, loadLinearModel } from "./linear-model";
import { getWordEmbeddings } from "./word-embeddings";

/** Where scripts/ai-train.ts writes the model and where the engine reads it at start. */
export const EMBEDDED_MODEL_PATH = fileURLToPath(new URL("./model/embedded-model.json.gz", import.meta.url));

let cached: LinearModel | undefined;

/**
 * The trained model, read once per process and shared by every analysis. A model with dense inputs
 * also loads the word vectors here (about half a second, once), so no analysis pays for it.
 */
export function getEmbeddedModel(): LinearModel {
  if (!cached) {
    const file = LinearModelFileSchema.parse(
      JSON.parse(gunzipSync(readFileSync(EMBEDDED_MODEL_PATH)).toString("utf8")),
    );
    cached = loadLinearModel(file);
    if (cached.denseInput) getWordEmbeddings();
  }
  return cached;
}
