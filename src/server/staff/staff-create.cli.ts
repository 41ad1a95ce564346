import { readArgs } from "../cli/cli-args";
import { databaseOptionsFromEnv, migrateDatabase, openDatabase } from "../db/client";
import { parseEnv } from "../env";
import { createStaffAccount } from "./staff-auth";

/** npm run staff:create -- --email E --password P */
const args = readArgs(process.argv.slice(2), ["email", "password"]);
if (!args.email || !args.password) {
  console.error("Usage: npm run staff:create -- --email you@lunara.app --password 'a long password'");
  process.exit(2);
}
const database = await openDatabase(databaseOptionsFromEnv(parseEnv()));
try {
  await migrateDatabase(database);
  await createStaffAccount({ db: database.db }, args.email, args.password);
  console.log(`Staff account ready: ${args.email.toLowerCase()} (sign in at /internal-team)`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
