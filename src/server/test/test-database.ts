import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase } from "../db/client";

/** A fresh, migrated database for one test file, cloned from the run's template. */
export async function createTestDatabase(): Promise<Database> {
  const template = inject("dbTemplate");
  if (template.kind === "pglite") {
    const blob = new Blob([readFileSync(template.dumpFile)]);
    return openDatabase({ kind: "pglite", loadDataDir: blob });
  }
  const name = `lunara_t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template.template}`);
  await admin.end();
  const url = new URL(template.url);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString() });
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      const cleanup = new pg.Client({ connectionString: template.url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
