import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PrecisionPoint } from "@shared/ai/threshold-precision.schema";

/**
 * A threshold-precision file for tests only, in the shape the model's evaluation writes. The
 * figures are the test's own; the product never ships them.
 */
export function writePrecisionFixture(intents: Record<string, PrecisionPoint[]>): string {
  const file = path.join(
    mkdtempSync(path.join(os.tmpdir(), "lunara-precision-")),
    "threshold-precision.json",
  );
  writeFileSync(
    file,
    JSON.stringify({ measuredOn: "test fixture", generatedAt: "2026-11-23T00:00:00Z", intents }),
  );
  return file;
}

/** The same precision and support at every threshold from 50 to 99. */
export const flatPrecision = (precision: number, support = 100): PrecisionPoint[] =>
  Array.from({ length: 50 }, (_, i) => ({ threshold: 50 + i, precision, support }));
