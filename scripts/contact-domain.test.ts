import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** Lunara's own addresses (support, legal, privacy, the mail sender) all use this one domain. */
const CONTACT_DOMAIN = "lunara.app";
/** Any address at a lunara.* domain other than the reserved test ones (`ops@lunara.test` in tests). */
const LUNARA_ADDRESS = /[\w.+-]+@lunara\.(?!(?:test|example|invalid|localhost)\b)[a-z]+/gi;

function trackedFiles(): string[] {
  const out = execFileSync(
    "git",
    ["ls-files", "src", "sim", "scripts", "e2e", "bench", "docs", "*.md", ".env*"],
    {
      encoding: "utf8",
    },
  );
  return out
    .split("\n")
    .filter((file) => /\.(ts|tsx|mjs|md)$|\.env/.test(file) && !file.endsWith("contact-domain.test.ts"));
}

describe("Lunara's contact addresses", () => {
  it(`all use ${CONTACT_DOMAIN} (a tester found legal@lunara.ai beside support@lunara.app)`, () => {
    const offenders = trackedFiles().flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(LUNARA_ADDRESS)]
        .map((match) => match[0])
        .filter((address) => !address.toLowerCase().endsWith(`@${CONTACT_DOMAIN}`))
        .map((address) => `${file}: ${address}`),
    );
    expect(offenders).toEqual([]);
  });
});
