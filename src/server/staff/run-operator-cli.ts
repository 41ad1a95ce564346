import { databaseOptionsFromEnv, migrateDatabase, openDatabase } from "../db/client";
import { createOutboxMailer, createSmtpMailer } from "../email/mailer";
import { type Env, parseEnv, publicUrl } from "../env";
import { type ChannelInfo, readChannel } from "./local-admin-channel";
import { type OperatorCommand, runOperatorCommand } from "./operator-commands";

export type OperatorResult = { ok: true; message: string } | { ok: false; error: string };

/**
 * Runs an operator command for the CLI. When a running server holds the embedded database (its
 * channel file is in DATA_DIR and its process lives), the server runs it; otherwise the CLI opens
 * the database itself, as it always could on PostgreSQL or with no server running.
 */
export async function runOperatorCli(
  name: OperatorCommand,
  input: unknown,
  env: Env = parseEnv(),
): Promise<OperatorResult> {
  if (!env.DATABASE_URL) {
    const channel = readChannel(env.DATA_DIR);
    if (channel) return callRunningServer(channel, name, input);
  }
  const database = await openDatabase(databaseOptionsFromEnv(env));
  try {
    await migrateDatabase(database);
    const log = (line: string) => console.log(line);
    return await runOperatorCommand(
      {
        db: database.db,
        mailer: env.SMTP_URL
          ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM)
          : createOutboxMailer(database.db, log),
        publicUrl: publicUrl(env, env.PORT),
        now: () => new Date(),
        log,
      },
      name,
      input,
    );
  } finally {
    await database.close();
  }
}

async function callRunningServer(channel: ChannelInfo, name: OperatorCommand, input: unknown) {
  let response: Response;
  try {
    response = await fetch(`${channel.url}/${name}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${channel.token}` },
      body: JSON.stringify(input),
    });
  } catch {
    return {
      ok: false as const,
      error: `The Lunara server (process ${channel.pid}) holds the embedded database but did not answer. Try again, or stop it and run this command again.`,
    };
  }
  const body = (await response.json().catch(() => null)) as OperatorResult | null;
  return body ?? { ok: false as const, error: `The running server answered HTTP ${response.status}.` };
}

/** The CLIs' ending: the message on stdout, or the error on stderr with exit code 1. */
export async function runOperatorCliAndReport(name: OperatorCommand, input: unknown): Promise<void> {
  const result = await runOperatorCli(name, input).catch((error: unknown) => ({
    ok: false as const,
    error: error instanceof Error ? error.message : String(error),
  }));
  if (result.ok) console.log(result.message);
  else {
    console.error(result.error);
    process.exitCode = 1;
  }
}
