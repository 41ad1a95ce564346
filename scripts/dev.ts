import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";

/** `npm run dev`: the API with reload on change (tsx watch) and Vite's dev server with HMR. */
mkdirSync(process.env.DATA_DIR ?? "data", { recursive: true });
const env = {
  ...process.env,
  SEED_DEMO: process.env.SEED_DEMO ?? "true",
  PUBLIC_URL: process.env.PUBLIC_URL ?? "http://localhost:5173",
};
const children = [
  spawn(process.execPath, ["--import", "tsx", "--watch", "src/server/main.ts"], { stdio: "inherit", env }),
  spawn(process.execPath, ["node_modules/vite/bin/vite.js"], { stdio: "inherit", env }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children)
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
