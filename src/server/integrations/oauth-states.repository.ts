import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { oauthStates } from "../db/integrations.schema";

/** A state is good for 15 minutes: long enough to sign in to the platform, short enough to be useless later. */
export const OAUTH_STATE_TTL_MS = 15 * 60_000;

export async function saveOAuthState(
  db: Db,
  values: {
    state: string;
    userId: string;
    teamId: string;
    platform: string;
    context?: Record<string, unknown>;
    now: Date;
  },
) {
  // Expired states of anyone are swept here: the table only ever holds the last quarter-hour.
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, values.now));
  await db.insert(oauthStates).values({
    state: values.state,
    userId: values.userId,
    teamId: values.teamId,
    platform: values.platform,
    context: values.context ?? {},
    expiresAt: new Date(values.now.getTime() + OAUTH_STATE_TTL_MS),
  });
}

export type ConsumedState = { userId: string; teamId: string; context: Record<string, unknown> };

/**
 * Marks the state used and answers who started it, or null when it is unknown, expired, already used
 * or of another platform. The conditional update makes a replayed callback lose the race: the code
 * is exchanged at most once.
 */
export async function consumeOAuthState(
  db: Db,
  values: { state: string; platform: string; now: Date; userId?: string },
): Promise<ConsumedState | null> {
  const conditions = [
    eq(oauthStates.state, values.state),
    eq(oauthStates.platform, values.platform),
    isNull(oauthStates.usedAt),
    gt(oauthStates.expiresAt, values.now),
  ];
  if (values.userId) conditions.push(eq(oauthStates.userId, values.userId));
  const [row] = await db
    .update(oauthStates)
    .set({ usedAt: values.now })
    .where(and(...conditions))
    .returning({ userId: oauthStates.userId, teamId: oauthStates.teamId, context: oauthStates.context });
  return row ?? null;
}
