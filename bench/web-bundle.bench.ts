import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * What a first visit downloads (issue 14: "about 350 KB gzipped loads on every page"): for the
 * landing page, the sign-in page and /dashboard, the gzipped JS and CSS of the entry chunk, the
 * route modules that page opens on arrival, and everything they import statically.
 *
 * The baseline is the web app as it was before route-level code splitting (BASELINE_REF, by
 * default the commit this work started from), built in the same run from `git archive` so both
 * figures come from the same machine, the same Vite and the same dependencies.
 *
 *   npx tsx bench/web-bundle.bench.ts            (BASELINE_REF=<commit> to compare another one)
 */
const BASELINE_REF = process.env.BASELINE_REF ?? "a2ed391";
const ROOT = process.cwd();

/**
 * The route modules each page loads on arrival (paths from src/web). A module that is not its own
 * chunk in a build (everything, before splitting) is already inside the entry and adds nothing.
 */
const PAGES: Record<string, string[]> = {
  "/ (landing, signed out)": ["app/routes/landing-route.tsx"],
  "/login (sign-in)": ["app/routes/sign-in-route.tsx"],
  "/dashboard (home, signed in)": ["app/shell/dashboard-layout.tsx", "app/routes/home-overview-route.tsx"],
};

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

function build(sourceRoot: string, outDir: string): Manifest {
  const run = spawnSync(
    process.execPath,
    [
      path.join(ROOT, "node_modules/vite/bin/vite.js"),
      "build",
      "--config",
      path.join(sourceRoot, "vite.config.ts"),
      "--outDir",
      outDir,
      "--manifest",
      "--logLevel",
      "warn",
    ],
    { cwd: sourceRoot, stdio: ["ignore", "inherit", "inherit"] },
  );
  if (run.status !== 0) throw new Error(`vite build failed in ${sourceRoot}`);
  return JSON.parse(readFileSync(path.join(outDir, ".vite/manifest.json"), "utf8")) as Manifest;
}

/** Gzipped bytes of the files a page fetches: the entry, its route modules and their static imports. */
function initialLoad(manifest: Manifest, outDir: string, routeModules: string[]) {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit("index.html");
  for (const module of routeModules) visit(module);
  let js = 0;
  let css = 0;
  for (const file of files) {
    const size = gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length;
    if (file.endsWith(".css")) css += size;
    else js += size;
  }
  return { js, css, total: js + css, files: files.size };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`;

const work = mkdtempSync(path.join(os.tmpdir(), "lunara-web-bundle-"));
try {
  // The baseline tree: only what the web build reads, plus this checkout's node_modules.
  const baselineRoot = path.join(work, "baseline");
  mkdirSync(baselineRoot);
  const archive = path.join(work, "baseline.tar");
  execFileSync("git", [
    "archive",
    `--output=${archive}`,
    BASELINE_REF,
    "src/web",
    "src/shared",
    "vite.config.ts",
  ]);
  execFileSync("tar", ["-x", "-f", archive, "-C", baselineRoot]);
  symlinkSync(path.join(ROOT, "node_modules"), path.join(baselineRoot, "node_modules"), "dir");

  console.log(`Building the baseline (${BASELINE_REF}) and this checkout…`);
  const baselineOut = path.join(work, "baseline-out");
  const currentOut = path.join(work, "current-out");
  const baseline = build(baselineRoot, baselineOut);
  const current = build(ROOT, currentOut);

  console.log("\nInitial load, gzipped JS + CSS (entry + route modules + their static imports):\n");
  console.log(
    `${"page".padEnd(30)} ${`baseline ${BASELINE_REF}`.padStart(28)}   ${"this checkout".padStart(28)}   change`,
  );
  for (const [page, modules] of Object.entries(PAGES)) {
    const before = initialLoad(baseline, baselineOut, modules);
    const after = initialLoad(current, currentOut, modules);
    const change = (((after.total - before.total) / before.total) * 100).toFixed(0);
    console.log(
      `${page.padEnd(30)} ${`${kb(before.total)} (js ${kb(before.js).trim()}, css ${kb(before.css).trim()})`.padStart(28)}   ${`${kb(after.total)} (js ${kb(after.js).trim()}, css ${kb(after.css).trim()})`.padStart(28)}   ${change}%`,
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
