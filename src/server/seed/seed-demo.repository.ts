import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { userProfiles } from "../db/app.schema";
import { user } from "../db/auth.schema";
import type { Db } from "../db/client";

/** The user with this email, created (verified) when there is none; answers its id. */
export async function ensureVerifiedUser(db: Db, person: { email: string; name: string }): Promise<string> {
  const found = await db.select({ id: user.id }).from(user).where(eq(user.email, person.email)).limit(1);
  if (found[0]) return found[0].id;
  const id = randomUUID();
  await db.insert(user).values({ id, email: person.email, name: person.name, emailVerified: true });
  return id;
}

/** A finished profile for the user, unless one exists already. */
export async function ensureCompletedProfile(
  db: Db,
  userId: string,
  person: { email: string; name: string },
) {
  await db
    .insert(userProfiles)
    .values({ userId, email: person.email, fullName: person.name, onboardingCompleted: true })
    .onConflictDoNothing();
}
