import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { decodeModelFile, type LinearModel, loadLinearModel } from "./linear-model";

/** Where scripts/ai-train.ts writes the model and where the engine reads it at start. */
export const EMBEDDED_MODEL_PATH = fileURLToPath(new URL("./model/embedded-model.bin.gz", import.meta.url));
/** Measured precision per intent and threshold on real held-out data (written by ai:train). */
export const THRESHOLD_PRECISION_PATH = fileURLToPath(
  new URL("./model/threshold-precision.json", import.meta.url),
);

let cached: LinearModel | undefined;

/** The trained model, read once per process (a few milliseconds) and shared by every analysis. */
export function getEmbeddedModel(): LinearModel {
  if (!cached) cached = loadLinearModel(decodeModelFile(readFileSync(EMBEDDED_MODEL_PATH)));
  return cached;
}
