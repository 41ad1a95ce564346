import type { OutboxEmail } from "@shared/staff/staff.schema";
import { and, desc, eq, gt } from "drizzle-orm";
import { outboxEmails, staffAccounts, staffSessions } from "../db/app.schema";
import type { Db } from "../db/client";

export async function findStaffByEmail(db: Db, email: string) {
  const rows = await db
    .select({ id: staffAccounts.id, email: staffAccounts.email, passwordHash: staffAccounts.passwordHash })
    .from(staffAccounts)
    .where(eq(staffAccounts.email, email.toLowerCase()))
    .limit(1);
  return rows[0] ?? null;
}

export async function upsertStaff(db: Db, email: string, passwordHash: string) {
  await db
    .insert(staffAccounts)
    .values({ email: email.toLowerCase(), passwordHash })
    .onConflictDoUpdate({ target: staffAccounts.email, set: { passwordHash } });
}

export async function insertStaffSession(db: Db, tokenHash: string, staffId: string, expiresAt: Date) {
  await db.insert(staffSessions).values({ tokenHash, staffId, expiresAt });
}

export async function findStaffBySession(db: Db, tokenHash: string, now: Date) {
  const rows = await db
    .select({ id: staffAccounts.id, email: staffAccounts.email })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, tokenHash), gt(staffSessions.expiresAt, now)))
    .limit(1);
  return rows[0] ?? null;
}

export async function deleteStaffSession(db: Db, tokenHash: string) {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
}

export async function listOutbox(db: Db, limit = 100): Promise<OutboxEmail[]> {
  const rows = await db.select().from(outboxEmails).orderBy(desc(outboxEmails.createdAt)).limit(limit);
  return rows.map((r) => ({
    id: r.id,
    to: r.to,
    subject: r.subject,
    text: r.text,
    link: r.link,
    created_at: r.createdAt.toISOString(),
  }));
}
