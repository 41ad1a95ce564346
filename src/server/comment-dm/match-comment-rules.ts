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
 * The two passes over a comment. `keywords` runs as soon as the comment is stored and reads only
 * the text and the post: a keyword rule's DM does not wait for the AI analysis. `intent` runs once
 * the analysis is stored. Each pass evaluates only its own condition of a rule (a rule with both
 * keywords and an intent is seen by both, each for its half), so a pass never writes a record
 * ("skipped" included) for a condition it did not evaluate, and the unique (rule, comment) index
 * keeps a rule that matched in the first pass from matching again in the second.
 */
export const MATCH_PASSES = ["keywords", "intent"] as const;
export type MatchPass = (typeof MATCH_PASSES)[number];

const triggerForPass = (rule: StoredRule, pass: MatchPass) =>
  pass === "keywords"
    ? { ...triggerOf(rule), intent: null, intent_threshold: null }
    : { ...triggerOf(rule), keywords: [] };

const hasCondition = (rule: StoredRule, pass: MatchPass) =>
  pass === "keywords" ? rule.keywords.length > 0 : rule.intent !== null;

/**
 * Matches an Instagram comment against the team's enabled rules, for one pass, and records each
 * match. A match that may DM holds the person (per rule) and the comment (one private reply) through
 * unique indexes; others are recorded as skipped with their reason. Answers the matches to send.
 */
export async function matchCommentRules(
  deps: Pick<AppDeps, "db" | "now">,
  teamId: string,
  messageId: string,
  pass: MatchPass,
): Promise<string[]> {
  // The rules first: a team without one for this pass costs one query, not two.
  const rules = (await listEnabledRules(deps.db, teamId)).filter((rule) => hasCondition(rule, pass));
  if (rules.length === 0) return [];
  const comment = await findCommentForRules(deps.db, teamId, messageId);
  if (comment?.platform !== "instagram" || !COMMENT_TYPES.has(comment.messageType)) return [];
  const toSend: string[] = [];
  for (const rule of rules) {
    const match = matchComment(triggerForPass(rule, pass), {
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
    // The same comment delivered or analysed twice, or matched by this rule's other pass.
    if (conflict === "recorded") continue;
    const reason: SkipReason = conflict;
    await insertSkippedMatch(deps.db, { ...values, reason: SKIP_REASONS[reason] });
  }
  return toSend;
}
