import { and, eq } from "drizzle-orm";
import { userProfiles } from "../db/app.schema";
import { account, user } from "../db/auth.schema";
import type { Db } from "../db/client";

export async function findProfile(db: Db, userId: string) {
  const rows = await db
    .select({
      fullName: userProfiles.fullName,
      email: userProfiles.email,
      onboardingCompleted: userProfiles.onboardingCompleted,
    })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId))
    .limit(1);
  return rows[0] ?? null;
}

export async function upsertProfile(
  db: Db,
  values: { userId: string; fullName: string; email: string; onboardingCompleted: boolean; now: Date },
) {
  await db
    .insert(userProfiles)
    .values({ ...values, updatedAt: values.now })
    .onConflictDoUpdate({
      target: userProfiles.userId,
      set: {
        fullName: values.fullName,
        email: values.email,
        onboardingCompleted: values.onboardingCompleted,
        updatedAt: values.now,
      },
    });
}

export async function updateProfileName(db: Db, userId: string, fullName: string, now: Date) {
  await db.update(userProfiles).set({ fullName, updatedAt: now }).where(eq(userProfiles.userId, userId));
  await db.update(user).set({ name: fullName, updatedAt: now }).where(eq(user.id, userId));
}

export async function findPasswordHash(db: Db, userId: string): Promise<string | null> {
  const rows = await db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")))
    .limit(1);
  return rows[0]?.password ?? null;
}

/** Sets the email-and-password credential, creating it for people who joined by invitation. */
export async function setPasswordHash(db: Db, userId: string, hash: string, now: Date): Promise<void> {
  const updated = await db
    .update(account)
    .set({ password: hash, updatedAt: now })
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")))
    .returning({ id: account.id });
  if (updated.length === 0) {
    await db.insert(account).values({
      id: crypto.randomUUID(),
      accountId: userId,
      providerId: "credential",
      userId,
      password: hash,
    });
  }
}

export async function setUserName(db: Db, userId: string, name: string, now: Date) {
  await db.update(user).set({ name, updatedAt: now }).where(eq(user.id, userId));
}
