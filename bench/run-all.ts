import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";

/** `npm run bench`: every bench/*.bench.ts in turn; each prints its figures and its baseline. */
const files = readdirSync("bench")
  .filter((f) => f.endsWith(".bench.ts"))
  .sort();
let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const run = spawnSync(process.execPath, ["--import", "tsx", `bench/${file}`], { stdio: "inherit" });
  if (run.status !== 0) failed++;
}
process.exit(failed > 0 ? 1 : 0);
