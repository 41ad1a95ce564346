import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { member, user } from "../db/auth.schema";
import type { Db } from "../db/client";
import { apiKeys } from "../db/sell.schema";

const columns = {
  id: apiKeys.id,
  name: apiKeys.name,
  scope: apiKeys.scope,
  prefix: apiKeys.prefix,
  createdAt: apiKeys.createdAt,
  expiresAt: apiKeys.expiresAt,
  revokedAt: apiKeys.revokedAt,
  lastUsedAt: apiKeys.lastUsedAt,
};
export type ApiKeyRow = {
  id: string;
  name: string;
  scope: "read" | "write";
  prefix: string;
  createdAt: Date;
  expiresAt: Date | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
};

export async function insertApiKey(
  db: Db,
  values: {
    teamId: string;
    name: string;
    scope: "read" | "write";
    prefix: string;
    tokenHash: string;
    createdBy: string;
    expiresAt: Date | null;
  },
): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(values).returning(columns);
  if (!row) throw new Error("API key insert returned no row");
  return row;
}

export async function listApiKeys(db: Db, teamId: string): Promise<ApiKeyRow[]> {
  return db.select(columns).from(apiKeys).where(eq(apiKeys.teamId, teamId)).orderBy(desc(apiKeys.createdAt));
}

export async function revokeApiKey(db: Db, teamId: string, id: string, at: Date): Promise<ApiKeyRow | null> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(apiKeys.teamId, teamId), eq(apiKeys.id, id)))
    .returning(columns);
  return row ?? null;
}

export type KeyHolder = {
  id: string;
  teamId: string;
  scope: "read" | "write";
  createdBy: string;
  email: string;
  expiresAt: Date | null;
  revokedAt: Date | null;
  /** The key's creator is still in the key's team: a key dies with its creator's membership. */
  creatorInTeam: boolean;
};

/** The key a token hashes to, with what decides whether it still works. */
export async function findKeyByHash(db: Db, tokenHash: string): Promise<KeyHolder | null> {
  const [row] = await db
    .select({
      id: apiKeys.id,
      teamId: apiKeys.teamId,
      scope: apiKeys.scope,
      createdBy: apiKeys.createdBy,
      email: user.email,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
      creatorInTeam: sql<boolean>`exists (select 1 from ${member} m where m.organization_id = ${apiKeys.teamId} and m.user_id = ${apiKeys.createdBy})`,
    })
    .from(apiKeys)
    .innerJoin(user, eq(user.id, apiKeys.createdBy))
    .where(eq(apiKeys.tokenHash, tokenHash))
    .limit(1);
  return row ? { ...row, creatorInTeam: Boolean(row.creatorInTeam) } : null;
}

/** At most once a minute per key: a busy integration must not write a row per request. */
export async function touchApiKey(db: Db, id: string, at: Date): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: at })
    .where(
      and(
        eq(apiKeys.id, id),
        sql`(${apiKeys.lastUsedAt} is null or ${apiKeys.lastUsedAt} < ${new Date(at.getTime() - 60_000).toISOString()}::timestamptz)`,
        isNull(apiKeys.revokedAt),
      ),
    );
}
