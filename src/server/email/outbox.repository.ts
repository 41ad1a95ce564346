import { outboxEmails } from "../db/app.schema";
import type { Db } from "../db/client";

/** Keeps an email in the development outbox that staff read. */
export async function insertOutboxEmail(
  db: Db,
  email: { to: string; subject: string; text: string; link?: string },
): Promise<void> {
  await db.insert(outboxEmails).values({
    to: email.to,
    subject: email.subject,
    text: email.text,
    link: email.link ?? null,
  });
}
