import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { buildWebIfNeeded } from "./web-build";

/** `npm start`: build the web app when needed, then run the server with the demo brand seeded. */
buildWebIfNeeded();
mkdirSync(process.env.DATA_DIR ?? "data", { recursive: true });
const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
  stdio: "inherit",
  env: {
    ...process.env,
    SEED_DEMO: process.env.SEED_DEMO ?? "true",
    NODE_ENV: process.env.NODE_ENV ?? "production",
  },
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
