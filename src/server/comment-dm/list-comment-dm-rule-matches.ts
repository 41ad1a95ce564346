import { COMMENT_DM_TEXTS } from "@shared/comment-dm/comment-dm.constants";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { listRuleMatches } from "./comment-dm-matches.repository";
import { findRule } from "./comment-dm-rules.repository";

const MATCHES_LIMIT = 50;

/** A rule's latest matches and what became of each (sent, skipped and why, failed and why). */
export async function listCommentDmRuleMatches(deps: Pick<AppDeps, "db">, actor: Actor, ruleId: string) {
  if (!(await findRule(deps.db, actor.teamId, ruleId)))
    throw new DomainError(404, COMMENT_DM_TEXTS.ruleNotFound, "NOT_FOUND");
  const rows = await listRuleMatches(deps.db, actor.teamId, ruleId, MATCHES_LIMIT);
  return {
    success: true as const,
    matches: rows.map((r) => ({
      id: r.id,
      message_id: r.messageId,
      commenter_username: r.commenterUsername,
      content: r.content,
      matched_by: r.matchedBy as "keyword" | "intent",
      status: r.status as "queued" | "sending" | "sent" | "skipped" | "failed",
      reason: r.reason,
      public_reply_error: r.publicReplyError,
      matched_at: r.matchedAt.toISOString(),
      dm_sent_at: r.dmSentAt?.toISOString() ?? null,
    })),
  };
}
