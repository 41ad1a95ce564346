import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migrateDatabase, openDatabase } from "../db/client";

declare module "vitest" {
  export interface ProvidedContext {
    dbTemplate: { kind: "postgres"; url: string; template: string } | { kind: "pglite"; dumpFile: string };
  }
}

/**
 * Migrates one template database per run; every test file then clones it (CREATE DATABASE ...
 * TEMPLATE on PostgreSQL, a data-dir dump on PGlite) instead of re-running migrations.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `lunara_tpl_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const target = new URL(url);
    target.pathname = `/${template}`;
    const db = await openDatabase({ kind: "postgres", url: target.toString(), max: 1 });
    await migrateDatabase(db);
    await db.close();
    project.provide("dbTemplate", { kind: "postgres", url, template });
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), "lunara-tpl-"));
  const db = await openDatabase({ kind: "pglite" });
  await migrateDatabase(db);
  const dump = await db.pglite!.dumpDataDir("none");
  const dumpFile = path.join(dir, "template.tar");
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  project.provide("dbTemplate", { kind: "pglite", dumpFile });
  return () => rmSync(dir, { recursive: true, force: true });
}
