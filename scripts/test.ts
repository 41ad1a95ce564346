import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * `npm test`: unit, web component and integration tests, then the browser tests when Debian's Chromium is
 * installed (CI installs it; see .ci/run). Without it the browser tests are reported as not run.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const vitest = (args: string[]) =>
  spawnSync(process.execPath, ["node_modules/vitest/vitest.mjs", "run", ...args], { stdio: "inherit" })
    .status ?? 1;

// `npm test -- --database-only`: the tests that touch a database (integration and browser); .ci/run
// uses it for its second run on PostgreSQL, since the unit and web component tests do not depend on
// the database.
const databaseOnly = process.argv.includes("--database-only");
let status = vitest([
  ...(databaseOnly ? [] : ["--project", "unit", "--project", "web"]),
  "--project",
  "integration",
]);
if (existsSync(CHROMIUM)) {
  status = vitest(["--project", "e2e"]) || status;
} else {
  console.log(`\nBrowser tests not run: ${CHROMIUM} not found (apt-get install -y chromium).`);
  if (process.env.CI) status = 1;
}
process.exit(status);
