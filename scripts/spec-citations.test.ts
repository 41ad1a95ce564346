import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** docs/architecture.md, "Citing the specification": one citation form, `spec N §S`. */
const OLD_FORMS = /\bspec(?:ification)? (?:document|doc)s? \d|\bspec, part \d|\(document \d,/i;

function trackedSources(): string[] {
  const out = execFileSync("git", ["ls-files", "src", "sim", "scripts", "e2e", "bench"], {
    encoding: "utf8",
  });
  return out
    .split("\n")
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !file.endsWith("spec-citations.test.ts"));
}

describe("citations of the specification", () => {
  it("use the one form `spec N §S`", () => {
    const offenders = trackedSources().flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, index) => (OLD_FORMS.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders).toEqual([]);
  });
});
