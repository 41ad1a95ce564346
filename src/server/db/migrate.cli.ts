import PgBoss from "pg-boss";
import { parseEnv } from "../env";
import { databaseOptionsFromEnv, migrateDatabase, openDatabase } from "./client";

/**
 * `npm run migrate`: the deployment's one-shot step before any web or worker starts. Applies
 * Lunara's migrations (under an advisory lock, so a process starting meanwhile waits) and installs
 * or upgrades the job queue's schema, then exits.
 */
async function main() {
  const env = parseEnv();
  const options = databaseOptionsFromEnv(env);
  if (options.kind !== "postgres")
    throw new Error(
      "npm run migrate is for PostgreSQL (set DATABASE_URL); npm start migrates the embedded database itself",
    );
  const database = await openDatabase({ ...options, max: 2 });
  try {
    await migrateDatabase(database);
    const boss = new PgBoss({ connectionString: options.url, max: 2, supervise: false, schedule: false });
    await boss.start();
    await boss.stop({ graceful: false, wait: true });
    console.log("Migrations applied; job queue schema ready.");
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
