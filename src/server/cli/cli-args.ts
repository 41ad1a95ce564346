/** Reads `--name value` pairs; the CLIs here take a handful of named options. */
export function readArgs(argv: string[], names: readonly string[]): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (let i = 0; i < argv.length; i++) {
    const key = argv[i]?.replace(/^--/, "");
    if (key && names.includes(key)) out[key] = argv[++i];
  }
  return out;
}
