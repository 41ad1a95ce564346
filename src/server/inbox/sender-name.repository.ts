import { eq } from "drizzle-orm";
import { userProfiles } from "../db/app.schema";
import type { Db } from "../db/client";
import type { Actor } from "../deps";

/** The name a reply is stored under: the person's profile name, else their email. */
export async function findSenderName(db: Db, actor: Actor): Promise<string> {
  const [row] = await db
    .select({ fullName: userProfiles.fullName })
    .from(userProfiles)
    .where(eq(userProfiles.userId, actor.userId))
    .limit(1);
  return row?.fullName?.trim() || actor.email;
}
