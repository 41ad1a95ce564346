import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { parseEnv, publicUrl } from "@server/env";
import { withSimulatorSecrets } from "@sim/sim-secrets";
import { startLocalSimulator } from "./start-simulator";
import { buildWebIfNeeded } from "./web-build";

/**
 * `npm start`: build the web app when needed, start the platform simulator beside the server (the
 * server never imports it), then run the server with the demo brand seeded. Both get this
 * installation's simulator secrets through the environment, so they sign and verify alike.
 */
buildWebIfNeeded();
const dataDir = process.env.DATA_DIR ?? "data";
mkdirSync(dataDir, { recursive: true });
const env = {
  ...withSimulatorSecrets(process.env, dataDir),
  SEED_DEMO: process.env.SEED_DEMO ?? "true",
  NODE_ENV: process.env.NODE_ENV ?? "production",
  // A terminal for a person trying the product: warnings and errors only, not a JSON line per
  // request (LOG_LEVEL=info brings the request log back; `npm run serve` keeps info).
  LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
};
const sim = await startSimulatorOrExit(env);
const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], { stdio: "inherit", env });
if (sim) console.log(`\n${sim.hint}\n`);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => {
  const closed = sim ? sim.simulator.close() : Promise.resolve();
  closed.finally(() => process.exit(code ?? 0));
});

async function startSimulatorOrExit(env: Record<string, string | undefined>) {
  try {
    const parsed = parseEnv(env);
    return await startLocalSimulator(publicUrl(parsed, parsed.PORT), env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
