import { readArgs } from "../cli/cli-args";
import { runOperatorCliAndReport } from "./run-operator-cli";

/** npm run staff:create -- --email E --password P (also while `npm start` runs on the embedded database). */
const args = readArgs(process.argv.slice(2), ["email", "password"]);
if (!args.email || !args.password) {
  console.error("Usage: npm run staff:create -- --email you@lunara.app --password 'a long password'");
  process.exit(2);
}
await runOperatorCliAndReport("staff-create", { email: args.email, password: args.password });
