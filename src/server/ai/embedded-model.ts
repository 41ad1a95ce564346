import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type LinearModel, LinearModelFileSchema, loadLinearModel } from "./linear-model";

/** Where scripts/ai-train.ts writes the model and where the engine reads it at start. */
export const EMBEDDED_MODEL_PATH = fileURLToPath(new URL("./data/embedded-model.json", import.meta.url));

let cached: LinearModel | undefined;

/** The trained model, read once per process (a few milliseconds) and shared by every analysis. */
export function getEmbeddedModel(): LinearModel {
  if (!cached) {
    const file = LinearModelFileSchema.parse(JSON.parse(readFileSync(EMBEDDED_MODEL_PATH, "utf8")));
    cached = loadLinearModel(file);
  }
  return cached;
}
