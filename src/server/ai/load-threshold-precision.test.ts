import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { INTENTS } from "@shared/ai/ai.constants";
import { describe, expect, it } from "vitest";
import { loadThresholdPrecision, NOT_MEASURED } from "./load-threshold-precision";
import { flatPrecision, writePrecisionFixture } from "./precision-fixture.test-helper";

describe("loadThresholdPrecision", () => {
  it("reads the table the model's training wrote: every intent, thresholds 50 to 99 in order", () => {
    const table = loadThresholdPrecision();
    expect(table.measured).toBe(true);
    expect(table.measured_on).toBeTruthy();
    for (const intent of INTENTS) {
      expect(table.intents[intent]?.map((p) => p.threshold)).toEqual(
        Array.from({ length: 50 }, (_, i) => 50 + i),
      );
    }
  });

  it("says not measured for a missing, unreadable or wrongly shaped file, never a made-up figure", () => {
    const lines: string[] = [];
    expect(loadThresholdPrecision("/nonexistent/threshold-precision.json")).toEqual(NOT_MEASURED);
    const dir = mkdtempSync(path.join(os.tmpdir(), "lunara-precision-bad-"));
    writeFileSync(path.join(dir, "not-json.json"), "{ nope");
    writeFileSync(
      path.join(dir, "shape.json"),
      JSON.stringify({ intents: { greeting: [{ threshold: 70 }] } }),
    );
    expect(loadThresholdPrecision(path.join(dir, "not-json.json"), (l) => lines.push(l))).toEqual(
      NOT_MEASURED,
    );
    expect(loadThresholdPrecision(path.join(dir, "shape.json"), (l) => lines.push(l))).toEqual(NOT_MEASURED);
    expect(lines).toHaveLength(2);
  });

  it("keeps only known intents, sorted by threshold", () => {
    const file = writePrecisionFixture({
      greeting: flatPrecision(0.96).reverse(),
      refunds: flatPrecision(1),
    });
    const table = loadThresholdPrecision(file);
    expect(Object.keys(table.intents)).toEqual(["greeting"]);
    expect(table.intents.greeting?.[0]?.threshold).toBe(50);
  });
});
