import { and, eq, gt, ne } from "drizzle-orm";
import { session } from "../db/auth.schema";
import type { Db } from "../db/client";

/** Signs a person out everywhere, or everywhere but the session they are using. */
export async function deleteUserSessions(db: Db, userId: string, keepSessionId?: string): Promise<number> {
  const rows = await db
    .delete(session)
    .where(
      keepSessionId
        ? and(eq(session.userId, userId), ne(session.id, keepSessionId))
        : eq(session.userId, userId),
    )
    .returning({ id: session.id });
  return rows.length;
}

export async function isSessionActive(db: Db, sessionId: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: session.id })
    .from(session)
    .where(and(eq(session.id, sessionId), gt(session.expiresAt, now)))
    .limit(1);
  return rows.length > 0;
}
