import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const WEB_OUT = path.resolve("dist/web/index.html");
const WEB_INPUTS = ["src/web", "src/shared", "vite.config.ts", "package-lock.json"];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** Builds the web app when dist/web is missing or older than its sources. */
export function buildWebIfNeeded(log: (line: string) => void = console.log): void {
  const built = existsSync(WEB_OUT) ? statSync(WEB_OUT).mtimeMs : 0;
  const sources = Math.max(...WEB_INPUTS.map(newestMtime));
  if (built >= sources) return;
  log("Building the web app (vite build)...");
  execFileSync(
    process.execPath,
    [path.resolve("node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"],
    {
      stdio: "inherit",
    },
  );
}
