import { provisionTeamSchema } from "@shared/staff/staff.schema";
import { readArgs } from "../cli/cli-args";
import { runOperatorCliAndReport } from "./run-operator-cli";

/** npm run provision -- --team "Brand name" --email first-admin@brand.com (also while `npm start` runs). */
const args = readArgs(process.argv.slice(2), ["team", "email"]);
const input = provisionTeamSchema.safeParse({ teamName: args.team, adminEmail: args.email });
if (!input.success) {
  console.error('Usage: npm run provision -- --team "Brand name" --email first-admin@brand.com');
  console.error(input.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n"));
  process.exit(2);
}
await runOperatorCliAndReport("provision", input.data);
