import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * `npm test`: unit, web component and integration tests, then the browser tests when Debian's Chromium is
 * installed (CI installs it; see .ci/run). Without it the browser tests are reported as not run.
 *
 * Flags for .ci/run, which arranges the passes itself (decision 028):
 * - `--database-only`: only the tests that touch a database (integration and browser), for the
 *   second run on PostgreSQL; the unit and web component tests do not depend on the database.
 * - `--no-browser`: everything but the browser tests.
 * - `--browser-only`: only the browser tests.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const vitest = (args: string[]) =>
  spawnSync(process.execPath, ["node_modules/vitest/vitest.mjs", "run", ...args], { stdio: "inherit" })
    .status ?? 1;

const flags = new Set(process.argv.slice(2));
const known = ["--database-only", "--no-browser", "--browser-only"];
const unknown = [...flags].filter((flag) => !known.includes(flag));
if (unknown.length > 0 || (flags.has("--no-browser") && flags.has("--browser-only"))) {
  console.error(`npm test: unknown or conflicting flags ${[...flags].join(" ")}; known: ${known.join(", ")}`);
  process.exit(2);
}

let status = 0;
if (!flags.has("--browser-only")) {
  status = vitest([
    ...(flags.has("--database-only") ? [] : ["--project", "unit", "--project", "web"]),
    "--project",
    "integration",
  ]);
}
if (!flags.has("--no-browser")) {
  if (existsSync(CHROMIUM)) {
    status = vitest(["--project", "e2e"]) || status;
  } else {
    console.log(`\nBrowser tests not run: ${CHROMIUM} not found (apt-get install -y chromium).`);
    if (process.env.CI) status = 1;
  }
}
process.exit(status);
