import { and, eq, lte } from "drizzle-orm";
import type { Db } from "../db/client";
import { conversationSendClaims } from "../db/inbox.schema";

export type SendClaim = { teamId: string; conversationKey: string; token: string };

/**
 * Claims a conversation for one send: taken when no send holds it or when the holder's claim has
 * expired. One statement, so of two claims at once exactly one wins: on PostgreSQL the second
 * waits on the primary key, then finds the row held; on PGlite statements run one at a time.
 */
export async function claimConversation(
  db: Db,
  claim: SendClaim & { senderName: string; now: Date; expiresAt: Date },
): Promise<boolean> {
  const values = {
    token: claim.token,
    senderName: claim.senderName,
    claimedAt: claim.now,
    expiresAt: claim.expiresAt,
  };
  const rows = await db
    .insert(conversationSendClaims)
    .values({ teamId: claim.teamId, conversationKey: claim.conversationKey, ...values })
    .onConflictDoUpdate({
      target: [conversationSendClaims.teamId, conversationSendClaims.conversationKey],
      set: values,
      setWhere: lte(conversationSendClaims.expiresAt, claim.now),
    })
    .returning({ token: conversationSendClaims.token });
  return rows.length === 1;
}

/** Who holds the conversation now, if anyone. */
export async function findConversationClaim(db: Db, teamId: string, conversationKey: string) {
  const [row] = await db
    .select({ senderName: conversationSendClaims.senderName })
    .from(conversationSendClaims)
    .where(
      and(
        eq(conversationSendClaims.teamId, teamId),
        eq(conversationSendClaims.conversationKey, conversationKey),
      ),
    );
  return row ?? null;
}

/** Lets the conversation go, unless the claim expired and another send holds it now. */
export async function releaseConversation(db: Db, claim: SendClaim) {
  await db
    .delete(conversationSendClaims)
    .where(
      and(
        eq(conversationSendClaims.teamId, claim.teamId),
        eq(conversationSendClaims.conversationKey, claim.conversationKey),
        eq(conversationSendClaims.token, claim.token),
      ),
    );
}
