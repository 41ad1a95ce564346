import { and, eq, gt, ne, sql } from "drizzle-orm";
import { authVersions, member, session } from "../db/auth.schema";
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

/** The person's auth version (0 before anything bumped it): a cached session holds while it holds. */
export async function readAuthVersion(db: Db, userId: string): Promise<number> {
  const rows = await db
    .select({ version: authVersions.version })
    .from(authVersions)
    .where(eq(authVersions.userId, userId))
    .limit(1);
  return rows[0]?.version ?? 0;
}

/**
 * What a session lookup found, re-read in one statement (one snapshot): the version to cache
 * under, whether the session still exists, and the membership as it stands. A lookup that raced
 * a sign-out or a role change sees it here and is not cached.
 */
export async function readSessionSnapshot(
  db: Db,
  who: { userId: string; sessionId: string },
  now: Date,
): Promise<{ version: number; alive: boolean; teamId: string | null; role: string | null }> {
  const result = (await db.execute(sql`select
      coalesce((select ${authVersions.version} from ${authVersions} where ${authVersions.userId} = ${who.userId}), 0) as version,
      exists (select 1 from ${session} where ${session.id} = ${who.sessionId} and ${session.expiresAt} > ${now.toISOString()}) as alive,
      m.organization_id as team_id, m.role
    from (select 1) one left join ${member} m on m.user_id = ${who.userId}`)) as unknown as {
    rows: { version: string | number; alive: boolean; team_id: string | null; role: string | null }[];
  };
  const row = result.rows[0];
  return {
    version: Number(row?.version ?? 0),
    alive: row?.alive === true,
    teamId: row?.team_id ?? null,
    role: row?.role ?? null,
  };
}
