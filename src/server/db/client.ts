import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as aiTrustSchema from "./ai-trust.schema";
import * as appSchema from "./app.schema";
import * as assistantsSchema from "./assistants.schema";
import * as attributionSchema from "./attribution.schema";
import * as authSchema from "./auth.schema";
import * as brandSchema from "./brand.schema";
import * as commentDmSchema from "./comment-dm.schema";
import * as commerceSchema from "./commerce.schema";
import * as communitySchema from "./community.schema";
import * as inboxSchema from "./inbox.schema";
import * as inboxModerationSchema from "./inbox-moderation.schema";
import * as integrationsSchema from "./integrations.schema";
import * as knowledgeSchema from "./knowledge.schema";

export const schema = {
  ...authSchema,
  ...appSchema,
  ...integrationsSchema,
  ...inboxSchema,
  ...inboxModerationSchema,
  ...commerceSchema,
  ...brandSchema,
  ...attributionSchema,
  ...aiTrustSchema,
  ...communitySchema,
  ...knowledgeSchema,
  ...assistantsSchema,
  ...commentDmSchema,
};
export type Schema = typeof schema;
/** Both drivers give this: repositories never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations", import.meta.url));

export type Database = {
  db: Db;
  kind: "postgres" | "pglite";
  /** Runs raw SQL with positional parameters (pg-boss and LISTEN/NOTIFY need it). */
  execute: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  pglite?: PGlite;
  pool?: pg.Pool;
  /** The connection string, for clients that need their own connection (LISTEN, pg-boss). */
  url?: string;
  /**
   * A Db over connections of its own (at most `max`), closed with the database: work a person waits
   * on (a comment's DM) does not queue behind a burst on the shared pool. PGlite has one connection:
   * its own `db`.
   */
  ownConnections: (max: number) => Db;
  close: () => Promise<void>;
};

export type DatabaseOptions =
  | { kind: "postgres"; url: string; max?: number }
  | { kind: "pglite"; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: options.url, max: options.max ?? 10 });
    // An idle connection the server closes (restart, failover, a dropped test database) must not
    // crash the process; the pool replaces it on the next checkout.
    pool.on("error", () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const ownPools: pg.Pool[] = [];
    return {
      db,
      kind: "postgres",
      pool,
      url: options.url,
      execute: async (text, values) => {
        const res = await pool.query(text, values);
        return { rows: res.rows };
      },
      ownConnections: (max) => {
        const own = new pg.Pool({ connectionString: options.url, max });
        own.on("error", () => {});
        ownPools.push(own);
        return drizzlePg(own, { schema }) as unknown as Db;
      },
      close: async () => {
        await Promise.all(ownPools.map((own) => own.end()));
        await pool.end();
      },
    };
  }
  const releaseLock = options.dataDir ? lockDataDir(path.resolve(options.dataDir)) : () => {};
  const pglite = new PGlite({
    // Extensions a migration creates must be loaded here, before any database is opened or restored
    // (pg_trgm: the trigram indexes behind the assistants' message search, migration 0013).
    extensions: { pg_trgm },
    ...(options.dataDir ? { dataDir: path.resolve(options.dataDir) } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  await pglite.waitReady;
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    pglite,
    execute: async (text, values) => {
      const res = await pglite.query<Record<string, unknown>>(text, values);
      return { rows: res.rows };
    },
    ownConnections: () => db,
    close: async () => {
      await pglite.close();
      releaseLock();
    },
  };
}

/** Any fixed 64-bit number; every Lunara process migrating one database takes the same lock. */
const MIGRATION_LOCK_KEY = 7_305_118_940_212;

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === "postgres") {
    if (!database.pool) throw new Error("A PostgreSQL database needs its pool to migrate");
    // Two servers started at once on an empty database would both run CREATE TABLE: the second
    // waits for the first's session lock, then finds every migration applied.
    const client = await database.pool.connect();
    try {
      await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      try {
        await migratePg(drizzlePg(client, { schema }) as never, { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
      }
    } finally {
      client.release();
    }
  } else {
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
  }
}

export function databaseOptionsFromEnv(env: {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
}): DatabaseOptions {
  return env.DATABASE_URL
    ? { kind: "postgres", url: env.DATABASE_URL }
    : { kind: "pglite", dataDir: path.join(env.DATA_DIR, "pglite") };
}

/**
 * The embedded database is one process's files: a second process opening them would corrupt
 * them, so the folder carries a pid lock and a second opener gets a clear error instead.
 */
function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const lockFile = `${dir}.lock`;
  try {
    const holder = Number(readFileSync(lockFile, "utf8"));
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new Error(
        `The embedded database in ${dir} is in use by process ${holder}. Stop that Lunara process first, or set DATABASE_URL.`,
      );
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
