import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { commentDmMatches } from "../db/comment-dm.schema";
import { messages } from "../db/inbox.schema";
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

/**
 * Comments that already got a private reply, among `messageIds`, each with the rule that holds it:
 * the dry run tells a rule's own replies from another rule's.
 */
export async function listAnsweredComments(
  db: Db,
  teamId: string,
  messageIds: string[],
): Promise<Map<string, string>> {
  if (messageIds.length === 0) return new Map();
  const rows = await db
    .select({ id: commentDmMatches.dmCommentId, ruleId: commentDmMatches.ruleId })
    .from(commentDmMatches)
    .where(and(eq(commentDmMatches.teamId, teamId), inArray(commentDmMatches.dmCommentId, messageIds)));
  return new Map(rows.map((r) => [r.id ?? "", r.ruleId]));
}

export type ClaimedMatch = {
  id: string;
  integrationId: string;
  attempts: number;
  /** The tracked link an earlier attempt made (its id and code), reused by this one. */
  trackingLink: { id: string; code: string } | null;
  rule: { enabled: boolean; productId: string; dmText: string; publicReply: string } | null;
  /** Whether the rule's product still exists. */
  productExists: boolean;
  /** The comment, null when it is gone (or its account is). */
  comment: {
    id: string;
    platform: string;
    platformMessageId: string;
    senderPlatformId: string;
    postPlatformId: string | null;
    receivedAt: Date;
    /** Hidden in Lunara or deleted on the platform: no DM. */
    gone: boolean;
  } | null;
};

type ClaimRow = {
  id: string;
  message_id: string;
  integration_id: string;
  attempts: number;
  tracking_link_id: string | null;
  tracking_link_code: string | null;
  rule_enabled: boolean | null;
  product_id: string | null;
  dm_text: string | null;
  public_reply: string | null;
  product_exists: boolean;
  comment_found: boolean;
  platform: string | null;
  platform_message_id: string | null;
  sender_platform_id: string | null;
  post_platform_id: string | null;
  received_at: Date | string | null;
  comment_gone: boolean | null;
};

/**
 * Takes a queued match for sending (queued -> sending) and reads what the send needs (its rule, the
 * comment and its state, the product, an earlier attempt's link) in the same statement: one round
 * trip. Only one caller gets the match: two workers on it, or a job delivered twice, send at most one
 * DM. The rate-limit window is read after this commits, so concurrent claims see each other.
 */
export async function claimMatch(
  db: Db,
  teamId: string,
  matchId: string,
  now: Date,
): Promise<ClaimedMatch | null> {
  const [row] = await sqlRows<ClaimRow>(
    db,
    sql`with claimed as (
        update comment_dm_matches set status = 'sending', attempts = attempts + 1, updated_at = ${now.toISOString()}
        where team_id = ${teamId} and id = ${matchId} and status = 'queued'
        returning id, rule_id, message_id, integration_id, attempts, tracking_link_id)
      select c.id, c.message_id, c.integration_id, c.attempts, c.tracking_link_id, tl.code as tracking_link_code,
        r.enabled as rule_enabled, r.product_id, r.dm_text, r.public_reply,
        exists(select 1 from products p where p.team_id = ${teamId} and p.id = r.product_id) as product_exists,
        (i.id is not null) as comment_found, m.platform, m.platform_message_id, m.sender_platform_id,
        m.metadata->>'post_platform_id' as post_platform_id, m.received_at,
        (m.hidden_at is not null or m.platform_deleted_at is not null) as comment_gone
      from claimed c
      left join comment_dm_rules r on r.team_id = ${teamId} and r.id = c.rule_id
      left join messages m on m.team_id = ${teamId} and m.id = c.message_id
      left join integrations i on i.id = m.integration_id
      left join tracking_links tl on tl.team_id = ${teamId} and tl.id = c.tracking_link_id`,
  );
  if (!row) return null;
  return {
    id: row.id,
    integrationId: row.integration_id,
    attempts: Number(row.attempts),
    trackingLink:
      row.tracking_link_id && row.tracking_link_code
        ? { id: row.tracking_link_id, code: row.tracking_link_code }
        : null,
    rule:
      row.rule_enabled === null
        ? null
        : {
            enabled: row.rule_enabled,
            productId: row.product_id ?? "",
            dmText: row.dm_text ?? "",
            publicReply: row.public_reply ?? "",
          },
    productExists: row.product_exists,
    comment: row.comment_found
      ? {
          id: row.message_id,
          platform: row.platform ?? "",
          platformMessageId: row.platform_message_id ?? "",
          senderPlatformId: row.sender_platform_id ?? "",
          postPlatformId: row.post_platform_id,
          receivedAt: new Date(row.received_at ?? 0),
          gone: row.comment_gone === true,
        }
      : null,
  };
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
