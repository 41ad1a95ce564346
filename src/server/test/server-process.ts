import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";

/** The well-known simulator secrets (sim/sim-options.ts): an in-test simulator checks these. */
export const SIMULATOR_SECRETS = {
  META_APP_SECRET: "sim-meta-app-secret",
  INSTAGRAM_WEBHOOK_VERIFY_TOKEN: "sim-instagram-verify-token",
  TIKTOK_CLIENT_SECRET: "sim-tiktok-app-secret",
  SHOPIFY_API_SECRET: "sim-shopify-api-secret",
};

/** A free port between 20000 and 32000 (below the ephemeral range, so no client takes it). */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error("no free port between 20000 and 32000");
}

export type ServerProcess = {
  role: "web" | "worker" | "all";
  port: number;
  url: string;
  child: ChildProcess;
  /** Everything it printed (stdout and stderr), for a failing test's message. */
  output: () => string;
  exited: Promise<number | null>;
  /** Resolves once /api/ready answers 200. */
  ready: (timeoutMs?: number) => Promise<void>;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

/**
 * Lunara's real process entry (src/server/main.ts) as a child process, the way the documented
 * multi-process commands run it: `LUNARA_ROLE=<role> PORT=<port> node --import tsx src/server/main.ts`.
 */
export function spawnServer(options: {
  role: "web" | "worker" | "all";
  port: number;
  databaseUrl: string;
  dataDir: string;
  env?: Record<string, string>;
}): ServerProcess {
  const url = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, ["--import", "tsx", path.resolve("src/server/main.ts")], {
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "test",
      LUNARA_ROLE: options.role,
      PORT: String(options.port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      AUTH_SECRET: "multi-process-secret-multi-process-secret",
      SIM_DISABLED: "true",
      LOG_LEVEL: "warn",
      ...SIMULATOR_SECRETS,
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    role: options.role,
    port: options.port,
    url,
    child,
    output: () => output,
    exited,
    async ready(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`${options.role} exited early:\n${output}`);
        const ok = await fetch(`${url}/api/ready`)
          .then((r) => r.ok)
          .catch(() => false);
        if (ok) return;
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(`${options.role} on ${url} not ready after ${timeoutMs} ms:\n${output}`);
    },
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
