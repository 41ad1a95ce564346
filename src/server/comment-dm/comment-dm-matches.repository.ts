import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { trackingLinks } from "../db/attribution.schema";
import type { Db } from "../db/client";
import { commentDmMatches } from "../db/comment-dm.schema";
import { messages } from "../db/inbox.schema";
import { integrations } from "../db/integrations.schema";
import { sqlRows } from "../db/sql-rows";

export type CommentForRules = {
  id: string;
  integrationId: string;
  platformMessageId: string;
  platform: string;
  messageType: string;
  content: string;
  senderUsername: string;
  senderPlatformId: string;
  postPlatformId: string | null;
  postUrl: string | null;
  receivedAt: Date;
  intent: string | null;
  confidence: number | null;
};

type CommentRow = {
  id: string;
  integration_id: string;
  platform_message_id: string;
  platform: string;
  message_type: string;
  content: string;
  sender_username: string;
  sender_platform_id: string;
  post_platform_id: string | null;
  post_url: string | null;
  received_at: Date | string;
  intent: string | null;
  confidence: number | null;
};

const commentColumns = sql`m.id, m.integration_id, m.platform_message_id, m.platform, m.message_type, m.content, m.sender_username,
  m.sender_platform_id, m.metadata->>'post_platform_id' as post_platform_id, m.post_url, m.received_at,
  a.normalized_intent as intent, a.confidence_score as confidence`;

const asComment = (r: CommentRow): CommentForRules => ({
  id: r.id,
  integrationId: r.integration_id,
  platformMessageId: r.platform_message_id,
  platform: r.platform,
  messageType: r.message_type,
  content: r.content,
  senderUsername: r.sender_username,
  senderPlatformId: r.sender_platform_id,
  postPlatformId: r.post_platform_id,
  postUrl: r.post_url,
  receivedAt: new Date(r.received_at),
  intent: r.intent,
  confidence: r.confidence === null ? null : Number(r.confidence),
});

/** A stored comment with its analysis, as the rules read it. */
export async function findCommentForRules(db: Db, teamId: string, messageId: string) {
  const rows = await sqlRows<CommentRow>(
    db,
    sql`select ${commentColumns} from messages m
      left join message_ai_analysis a on a.message_id = m.id and a.team_id = m.team_id
      where m.team_id = ${teamId} and m.id = ${messageId}`,
  );
  return rows[0] ? asComment(rows[0]) : null;
}

/** The team's Instagram comments since `since`, newest first: what the dry run replays. */
export async function listRecentComments(db: Db, teamId: string, since: Date, limit: number) {
  const rows = await sqlRows<CommentRow>(
    db,
    sql`select ${commentColumns} from messages m
      left join message_ai_analysis a on a.message_id = m.id and a.team_id = m.team_id
      where m.team_id = ${teamId} and m.platform = 'instagram'
        and m.message_type in ('comment', 'comment_reply') and m.received_at >= ${since.toISOString()}
      order by m.received_at desc limit ${limit}`,
  );
  return rows.map(asComment);
}

export type MatchValues = {
  teamId: string;
  ruleId: string;
  messageId: string;
  integrationId: string;
  commenterPlatformId: string;
  commenterUsername: string;
  matchedBy: "keyword" | "intent";
  matchedKeyword: string | null;
  intentConfidence: number | null;
  commentReceivedAt: Date;
  matchedAt: Date;
};

/**
 * Records a match that holds the DM. The unique indexes decide, even between concurrent deliveries:
 * null when this comment is already recorded for the rule, when the rule already DMed this person,
 * or when another rule already holds this comment's one private reply.
 */
export async function insertDmMatch(db: Db, values: MatchValues): Promise<string | null> {
  const rows = await db
    .insert(commentDmMatches)
    .values({
      ...values,
      dmRecipient: values.commenterPlatformId,
      dmCommentId: values.messageId,
      status: "queued",
      updatedAt: values.matchedAt,
    })
    .onConflictDoNothing()
    .returning({ id: commentDmMatches.id });
  return rows[0]?.id ?? null;
}

/** Records a match that gets no DM, with its reason; a no-op when the comment is already recorded. */
export async function insertSkippedMatch(db: Db, values: MatchValues & { reason: string }): Promise<boolean> {
  const rows = await db
    .insert(commentDmMatches)
    .values({ ...values, status: "skipped", updatedAt: values.matchedAt })
    .onConflictDoNothing({ target: [commentDmMatches.ruleId, commentDmMatches.messageId] })
    .returning({ id: commentDmMatches.id });
  return rows.length > 0;
}

/** Which unique rule kept a DM match out: the comment already recorded, or the person/comment taken. */
export async function findMatchConflict(
  db: Db,
  teamId: string,
  ruleId: string,
  messageId: string,
  commenterPlatformId: string,
): Promise<"recorded" | "already_messaged" | "comment_already_answered"> {
  const rows = await sqlRows<{ recorded: boolean; messaged: boolean }>(
    db,
    sql`select
        exists(select 1 from comment_dm_matches where team_id = ${teamId} and rule_id = ${ruleId}
          and message_id = ${messageId}) as recorded,
        exists(select 1 from comment_dm_matches where team_id = ${teamId} and rule_id = ${ruleId}
          and dm_recipient = ${commenterPlatformId}) as messaged`,
  );
  if (rows[0]?.recorded) return "recorded";
  return rows[0]?.messaged ? "already_messaged" : "comment_already_answered";
}

/** The people a rule already holds a DM for (the dry run shows them as skipped). */
export async function listRuleRecipients(db: Db, teamId: string, ruleId: string): Promise<Set<string>> {
  const rows = await db
    .select({ recipient: commentDmMatches.dmRecipient })
    .from(commentDmMatches)
    .where(
      and(
        eq(commentDmMatches.teamId, teamId),
        eq(commentDmMatches.ruleId, ruleId),
        isNotNull(commentDmMatches.dmRecipient),
      ),
    );
  return new Set(rows.map((r) => r.recipient ?? ""));
}

/** Comments that already got a private reply (from any rule), among `messageIds`. */
export async function listAnsweredComments(
  db: Db,
  teamId: string,
  messageIds: string[],
): Promise<Set<string>> {
  if (messageIds.length === 0) return new Set();
  const rows = await db
    .select({ id: commentDmMatches.dmCommentId })
    .from(commentDmMatches)
    .where(and(eq(commentDmMatches.teamId, teamId), inArray(commentDmMatches.dmCommentId, messageIds)));
  return new Set(rows.map((r) => r.id ?? ""));
}

export type ClaimedMatch = {
  id: string;
  ruleId: string;
  messageId: string;
  integrationId: string;
  attempts: number;
  commentReceivedAt: Date;
  trackingLinkId: string | null;
};

/**
 * Takes a queued match for sending (queued -> sending). Only one caller gets it: two workers on the
 * same match, or a job delivered twice, send at most one DM.
 */
export async function claimMatch(
  db: Db,
  teamId: string,
  matchId: string,
  now: Date,
): Promise<ClaimedMatch | null> {
  const [row] = await db
    .update(commentDmMatches)
    .set({ status: "sending", attempts: sql`${commentDmMatches.attempts} + 1`, updatedAt: now })
    .where(
      and(
        eq(commentDmMatches.teamId, teamId),
        eq(commentDmMatches.id, matchId),
        eq(commentDmMatches.status, "queued"),
      ),
    )
    .returning({
      id: commentDmMatches.id,
      ruleId: commentDmMatches.ruleId,
      messageId: commentDmMatches.messageId,
      integrationId: commentDmMatches.integrationId,
      attempts: commentDmMatches.attempts,
      commentReceivedAt: commentDmMatches.commentReceivedAt,
      trackingLinkId: commentDmMatches.trackingLinkId,
    });
  return row ?? null;
}

export type MatchUpdate = Partial<{
  status: "queued" | "sent" | "skipped" | "failed";
  reason: string | null;
  /** A skipped or failed DM gives the person and the comment back to later matches. */
  releaseDm: boolean;
  trackingLinkId: string;
  privateReplyId: string;
  publicReplyId: string;
  publicReplyError: string;
  dmSentAt: Date;
}>;

export async function updateMatch(db: Db, teamId: string, matchId: string, update: MatchUpdate, now: Date) {
  const { releaseDm, ...rest } = update;
  await db
    .update(commentDmMatches)
    .set({ ...rest, ...(releaseDm ? { dmRecipient: null, dmCommentId: null } : {}), updatedAt: now })
    .where(and(eq(commentDmMatches.teamId, teamId), eq(commentDmMatches.id, matchId)));
}

/**
 * Private replies an account sent since `since` and the oldest of them: the rate limiter's window.
 * Counts both sent DMs and ones being sent, so concurrent workers see each other.
 */
export async function privateRepliesSince(db: Db, integrationId: string, since: Date) {
  const rows = await sqlRows<{ count: number | string; oldest: Date | string | null }>(
    db,
    sql`select count(*) as count, min(coalesce(dm_sent_at, updated_at)) as oldest from comment_dm_matches
      where integration_id = ${integrationId} and (dm_sent_at >= ${since.toISOString()}
        or (status = 'sending' and updated_at >= ${since.toISOString()}))`,
  );
  const row = rows[0];
  return { count: Number(row?.count ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}

/** The rule's latest matches with their comment, for the rule's history. */
export async function listRuleMatches(db: Db, teamId: string, ruleId: string, limit: number) {
  const rows = await db
    .select({
      id: commentDmMatches.id,
      messageId: commentDmMatches.messageId,
      commenterUsername: commentDmMatches.commenterUsername,
      content: messages.content,
      matchedBy: commentDmMatches.matchedBy,
      status: commentDmMatches.status,
      reason: commentDmMatches.reason,
      publicReplyError: commentDmMatches.publicReplyError,
      matchedAt: commentDmMatches.matchedAt,
      dmSentAt: commentDmMatches.dmSentAt,
    })
    .from(commentDmMatches)
    .innerJoin(messages, eq(messages.id, commentDmMatches.messageId))
    .where(and(eq(commentDmMatches.teamId, teamId), eq(commentDmMatches.ruleId, ruleId)))
    .orderBy(desc(commentDmMatches.matchedAt))
    .limit(limit);
  return rows;
}

/** Whether the comment can still be answered (not hidden, not deleted) and its account is connected. */
export async function findCommentState(db: Db, teamId: string, messageId: string) {
  const [row] = await db
    .select({
      hiddenAt: messages.hiddenAt,
      platformDeletedAt: messages.platformDeletedAt,
      integrationStatus: integrations.status,
    })
    .from(messages)
    .innerJoin(integrations, eq(integrations.id, messages.integrationId))
    .where(and(eq(messages.teamId, teamId), eq(messages.id, messageId)));
  return row ?? null;
}

/** The tracked link a DM carries: its code by id (a retried send reuses it) and its id by code. */
export async function findTrackingLinkCode(db: Db, teamId: string, id: string): Promise<string | null> {
  const [row] = await db
    .select({ code: trackingLinks.code })
    .from(trackingLinks)
    .where(and(eq(trackingLinks.teamId, teamId), eq(trackingLinks.id, id)));
  return row?.code ?? null;
}

export async function findTrackingLinkId(db: Db, teamId: string, code: string): Promise<string | null> {
  const [row] = await db
    .select({ id: trackingLinks.id })
    .from(trackingLinks)
    .where(and(eq(trackingLinks.teamId, teamId), eq(trackingLinks.code, code)));
  return row?.id ?? null;
}
