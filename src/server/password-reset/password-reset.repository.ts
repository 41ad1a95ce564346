import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { user } from "../db/auth.schema";
import type { Db } from "../db/client";
import { passwordResetTokens } from "../db/identity.schema";
import { hashToken as hash } from "../invitations/invitations.repository";

/** A new reset token for the person; any earlier unused one stops working (one live link each). */
export async function insertResetToken(
  db: Db,
  values: { userId: string; createdBy: string; expiresAt: Date },
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, values.userId), isNull(passwordResetTokens.usedAt)));
  await db.insert(passwordResetTokens).values({ tokenHash: hash(token), ...values });
  return token;
}

/** Uses a token once: of two concurrent uses only one gets the person's id. */
export async function consumeResetToken(db: Db, token: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hash(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<{ id: string; email: string } | null> {
  const rows = await db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()))
    .limit(1);
  return rows[0] ?? null;
}
