import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { buildSimulator, type Simulator } from "@sim/simulator";
import pg from "pg";
import { DEFAULT_RATE_LIMITS } from "../../src/server/app";
import { type Database, openDatabase } from "../../src/server/db/client";
import { parseEnv } from "../../src/server/env";
import { parsePlatformsConfig } from "../../src/server/platforms/platforms.config";
import { seedDemo } from "../../src/server/seed/seed-demo";
import { type Server, startServer } from "../../src/server/server";
import { createStaffAccount } from "../../src/server/staff/staff-auth";

export const DEMO_PASSWORD = "Glow-e2e-Demo-9a";
export const STAFF = { email: "ops@lunara.test", password: "Correct-Horse-Battery-9" };

/**
 * A free port below Linux's ephemeral range (32768+), so no outgoing connection (the PostgreSQL
 * pool, the browser) can take it between this probe and the server's listen a few seconds later.
 */
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

export type TestServer = Server & { stop: () => Promise<void>; simulator: Simulator | null };

/**
 * The real server on a fresh database (a new PostgreSQL database when DATABASE_URL is set, else
 * embedded PGlite in memory), with the demo brand and a staff account.
 */
export async function startTestServer(
  options: {
    simulator?: boolean;
    /**
     * A simulator running elsewhere (its own process, in a benchmark), already sending its webhooks to
     * `port`; `simulator` stays null.
     */
    outsideSimulator?: { url: string; port: number };
    env?: Record<string, string | undefined>;
  } = {},
): Promise<TestServer> {
  const port = options.outsideSimulator?.port ?? (await freePort());
  // The platform simulator, when asked for: OAuth pages approve at once and webhooks reach this server.
  const simulator = options.simulator
    ? await buildSimulator({ port: 0, autoApprove: true, lunaraUrl: `http://127.0.0.1:${port}` })
    : null;
  const simulatorUrl = simulator?.url ?? options.outsideSimulator?.url;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "lunara-e2e-"));
  const database = await freshDatabase(dataDir);
  const env = parseEnv({
    NODE_ENV: "test",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    // Silent unless asked (TEST_SERVER_LOG=error, e.g., to see why a bench's request failed).
    LOG_LEVEL: process.env.TEST_SERVER_LOG ?? "silent",
    ...options.env,
  });
  const server = await startServer(env, {
    database,
    webDir: path.resolve("dist/web"),
    rateLimits: { ...DEFAULT_RATE_LIMITS, signIn: { max: 200, timeWindow: 60_000 } },
    log: process.env.TEST_SERVER_LOG ? (l: string) => process.stderr.write(`${l}\n`) : () => {},
    ...(simulatorUrl ? { platforms: parsePlatformsConfig({ SIM_URL: simulatorUrl }) } : {}),
  });
  await seedDemo(server.database.db, DEMO_PASSWORD);
  await createStaffAccount({ db: server.database.db }, STAFF.email, STAFF.password);
  return {
    ...server,
    simulator,
    stop: async () => {
      await server.close();
      await simulator?.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Under vitest, a clone of the run's migrated template (see global-setup.ts); the server closes it,
 * which on PostgreSQL also drops it. Benchmarks (no vitest) get a new database the long way.
 */
async function freshDatabase(dataDir: string): Promise<Database> {
  if (process.env.VITEST) {
    const { createTestDatabase } = await import("../../src/server/test/test-database");
    return createTestDatabase();
  }
  if (!process.env.DATABASE_URL)
    return openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
  const name = `lunara_e2e_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
