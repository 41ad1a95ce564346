import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { parseEnv, publicUrl } from "@server/env";
import { withSimulatorSecrets } from "@sim/sim-secrets";
import { startLocalSimulator } from "./start-simulator";

/**
 * `npm run dev`: the platform simulator, the API with reload on change (tsx watch) and Vite's dev
 * server with HMR. The simulator runs here, beside the server, never inside it.
 */
const dataDir = process.env.DATA_DIR ?? "data";
mkdirSync(dataDir, { recursive: true });
const env = {
  ...withSimulatorSecrets(process.env, dataDir),
  SEED_DEMO: process.env.SEED_DEMO ?? "true",
  PUBLIC_URL: process.env.PUBLIC_URL ?? "http://localhost:5173",
};
const parsed = parseEnv(env);
const sim = await startLocalSimulator(publicUrl(parsed, parsed.PORT), env);
if (sim) console.log(`\n${sim.hint}\n`);
const children = [
  spawn(process.execPath, ["--import", "tsx", "--watch", "src/server/main.ts"], { stdio: "inherit", env }),
  spawn(process.execPath, ["node_modules/vite/bin/vite.js"], { stdio: "inherit", env }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  void sim?.simulator.close();
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children)
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
