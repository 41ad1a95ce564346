import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { MIGRATIONS_DIR, migrateDatabase, openDatabase } from "./client";

const template = inject("dbTemplate");
const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, "meta/_journal.json"), "utf8")) as {
  entries: unknown[];
};

// Two servers started at the same moment on an empty PostgreSQL database (PGlite is one process).
describe.runIf(template.kind === "postgres")("migrations on an empty PostgreSQL database", () => {
  it("two processes migrating at once both succeed and apply each migration once", async () => {
    if (template.kind !== "postgres") return;
    const name = `lunara_mig_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: template.url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(template.url);
    url.pathname = `/${name}`;
    const first = await openDatabase({ kind: "postgres", url: url.toString() });
    const second = await openDatabase({ kind: "postgres", url: url.toString() });
    try {
      const results = await Promise.allSettled([migrateDatabase(first), migrateDatabase(second)]);
      expect(results.map((r) => (r.status === "rejected" ? String(r.reason) : "ok"))).toEqual(["ok", "ok"]);
      const { rows } = await first.execute("select count(*)::int as n from drizzle.__drizzle_migrations");
      expect(rows[0]?.n).toBe(journal.entries.length);
    } finally {
      await first.close();
      await second.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
