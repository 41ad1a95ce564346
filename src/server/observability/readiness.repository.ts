import { readFileSync } from "node:fs";
import path from "node:path";
import { type Database, MIGRATIONS_DIR } from "../db/client";

const expectedMigrations = (): number =>
  (
    JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, "meta/_journal.json"), "utf8")) as {
      entries: unknown[];
    }
  ).entries.length;

export type ReadinessCheck = { ok: boolean; detail?: string };

/** The database answers. */
export async function checkDatabase(database: Database): Promise<ReadinessCheck> {
  await database.execute("select 1");
  return { ok: true };
}

/** Every migration this build ships is applied (the migrate step ran before this process). */
export async function checkMigrations(database: Database): Promise<ReadinessCheck> {
  const { rows } = await database.execute("select count(*)::int as n from drizzle.__drizzle_migrations");
  const applied = Number(rows[0]?.n ?? 0);
  const expected = expectedMigrations();
  return applied >= expected
    ? { ok: true }
    : { ok: false, detail: `${applied} of ${expected} migrations applied` };
}

/** The job queue's tables exist and answer. */
export async function checkQueue(database: Database): Promise<ReadinessCheck> {
  const { rows } = await database.execute("select version from pgboss.version limit 1");
  return rows.length > 0 ? { ok: true } : { ok: false, detail: "job queue not installed" };
}
