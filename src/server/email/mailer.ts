import nodemailer from "nodemailer";
import type { Db } from "../db/client";
import { insertOutboxEmail } from "./outbox.repository";

export type Email = { to: string; subject: string; text: string; link?: string };
export type Mailer = { send: (email: Email, db?: Db) => Promise<void>; kind: "smtp" | "outbox" };

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // Every outside call has a deadline: nodemailer's defaults wait minutes on a silent server.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: "smtp",
    send: async (email) => {
      await transport.sendMail({ from, to: email.to, subject: email.subject, text: email.text });
    },
  };
}

/**
 * Without SMTP, emails land in the outbox table (shown to staff) and in the server log, so a
 * developer can follow an invitation link. `db` lets a caller write it inside its transaction.
 */
export function createOutboxMailer(defaultDb: Db, log: (line: string) => void): Mailer {
  return {
    kind: "outbox",
    send: async (email, db = defaultDb) => {
      await insertOutboxEmail(db, email);
      log(`[outbox] to ${email.to}: ${email.subject}${email.link ? `\n[outbox] link: ${email.link}` : ""}`);
    },
  };
}
