import { SKIP_REASONS, type SkipReason } from "@shared/comment-dm/comment-dm.constants";
import { matchComment } from "@shared/comment-dm/match-comment";
import type { AppDeps } from "../deps";
import {
  findCommentForRules,
  findMatchConflict,
  insertDmMatch,
  insertSkippedMatch,
} from "./comment-dm-matches.repository";
import { listEnabledRules, type StoredRule } from "./comment-dm-rules.repository";

const COMMENT_TYPES = new Set(["comment", "comment_reply"]);

/** The trigger as the shared matcher reads it (threshold 0..1). */
export const triggerOf = (rule: StoredRule) => ({
  post_platform_id: rule.postPlatformId,
  keywords: rule.keywords,
  intent: rule.intent,
  intent_threshold: rule.intentThreshold,
});

/**
 * Matches a newly analysed Instagram comment against the team's enabled rules and records each
 * match. A match that may DM holds the person (per rule) and the comment (one private reply) through
 * unique indexes; others are recorded as skipped with their reason. Answers the matches to send.
 */
export async function matchCommentRules(
  deps: Pick<AppDeps, "db" | "now">,
  teamId: string,
  messageId: string,
): Promise<string[]> {
  const comment = await findCommentForRules(deps.db, teamId, messageId);
  if (comment?.platform !== "instagram" || !COMMENT_TYPES.has(comment.messageType)) return [];
  const rules = await listEnabledRules(deps.db, teamId);
  const toSend: string[] = [];
  for (const rule of rules) {
    const match = matchComment(triggerOf(rule), {
      content: comment.content,
      post_platform_id: comment.postPlatformId,
      intent: comment.intent,
      confidence: comment.confidence,
    });
    if (!match) continue;
    const values = {
      teamId,
      ruleId: rule.id,
      messageId: comment.id,
      integrationId: comment.integrationId,
      commenterPlatformId: comment.senderPlatformId,
      commenterUsername: comment.senderUsername,
      matchedBy: match.matched_by,
      matchedKeyword: match.keyword,
      intentConfidence: match.confidence,
      commentReceivedAt: comment.receivedAt,
      matchedAt: deps.now(),
    };
    const id = await insertDmMatch(deps.db, values);
    if (id) {
      toSend.push(id);
      continue;
    }
    const conflict = await findMatchConflict(deps.db, teamId, rule.id, comment.id, comment.senderPlatformId);
    if (conflict === "recorded") continue; // the same comment delivered or analysed twice
    const reason: SkipReason = conflict;
    await insertSkippedMatch(deps.db, { ...values, reason: SKIP_REASONS[reason] });
  }
  return toSend;
}
