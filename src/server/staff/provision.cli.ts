import { provisionTeamSchema } from "@shared/staff/staff.schema";
import { readArgs } from "../cli/cli-args";
import { databaseOptionsFromEnv, migrateDatabase, openDatabase } from "../db/client";
import { createOutboxMailer, createSmtpMailer } from "../email/mailer";
import { parseEnv, publicUrl } from "../env";
import { provisionTeam } from "./provision-team";

/** npm run provision -- --team "Brand name" --email first-admin@brand.com */
const args = readArgs(process.argv.slice(2), ["team", "email"]);
const input = provisionTeamSchema.safeParse({ teamName: args.team, adminEmail: args.email });
if (!input.success) {
  console.error('Usage: npm run provision -- --team "Brand name" --email first-admin@brand.com');
  console.error(input.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n"));
  process.exit(2);
}
const env = parseEnv();
const database = await openDatabase(databaseOptionsFromEnv(env));
try {
  await migrateDatabase(database);
  const log = (line: string) => console.log(line);
  const result = await provisionTeam(
    {
      db: database.db,
      mailer: env.SMTP_URL
        ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM)
        : createOutboxMailer(database.db, log),
      publicUrl: publicUrl(env, env.PORT),
      now: () => new Date(),
      log,
    },
    { ...input.data, invitedBy: "an operator" },
  );
  console.log(
    `Team ${result.teamId} created. Invitation link for ${input.data.adminEmail}:\n${result.inviteUrl}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
