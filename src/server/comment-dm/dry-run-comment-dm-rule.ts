import {
  DRY_RUN_LIMIT,
  PRIVATE_REPLY_WINDOW_DAYS,
  SKIP_REASONS,
} from "@shared/comment-dm/comment-dm.constants";
import type { DryRunInput, DryRunResult } from "@shared/comment-dm/comment-dm.schema";
import { matchComment } from "@shared/comment-dm/match-comment";
import type { Actor, AppDeps } from "../deps";
import {
  listAnsweredComments,
  listRecentComments,
  listRuleRecipients,
} from "./comment-dm-matches.repository";

const DAY_MS = 86_400_000;
/** How many recent comments the dry run reads at most. */
const SCAN_LIMIT = 5000;

/**
 * Which of the team's recent Instagram comments a rule (saved or still in the form) would have
 * matched, and which of them would have got a DM: nothing is sent or recorded.
 */
export async function dryRunCommentDmRule(
  deps: Pick<AppDeps, "db" | "now">,
  actor: Actor,
  input: DryRunInput,
): Promise<DryRunResult> {
  const now = deps.now();
  const comments = await listRecentComments(
    deps.db,
    actor.teamId,
    new Date(now.getTime() - input.days * DAY_MS),
    SCAN_LIMIT,
  );
  const trigger = {
    ...input.trigger,
    intent_threshold: input.trigger.intent_threshold === null ? null : input.trigger.intent_threshold / 100,
  };
  const matched = comments.flatMap((comment) => {
    const match = matchComment(trigger, {
      content: comment.content,
      post_platform_id: comment.postPlatformId,
      intent: comment.intent,
      confidence: comment.confidence,
    });
    return match ? [{ comment, match }] : [];
  });
  const messaged = input.rule_id
    ? await listRuleRecipients(deps.db, actor.teamId, input.rule_id)
    : new Set<string>();
  const answered = await listAnsweredComments(
    deps.db,
    actor.teamId,
    matched.map((m) => m.comment.id),
  );
  const people = new Set<string>();
  // Oldest first, as the rule would have met them: a person's first matching comment gets the DM.
  const items = [...matched].reverse().map(({ comment, match }) => {
    let skip: string | null = null;
    const answeredBy = answered.get(comment.id);
    if (answeredBy !== undefined)
      skip =
        answeredBy === input.rule_id
          ? SKIP_REASONS.rule_already_replied
          : SKIP_REASONS.comment_already_answered;
    else if (messaged.has(comment.senderPlatformId) || people.has(comment.senderPlatformId))
      skip = SKIP_REASONS.already_messaged;
    else if (now.getTime() - comment.receivedAt.getTime() > PRIVATE_REPLY_WINDOW_DAYS * DAY_MS)
      skip = SKIP_REASONS.window_closed;
    if (!skip) people.add(comment.senderPlatformId);
    return {
      message_id: comment.id,
      commenter_username: comment.senderUsername,
      content: comment.content,
      post_url: comment.postUrl,
      received_at: comment.receivedAt.toISOString(),
      matched_by: match.matched_by,
      keyword: match.keyword,
      intent: comment.intent,
      confidence: comment.confidence,
      would_dm: skip === null,
      skip_reason: skip,
    };
  });
  items.reverse();
  return {
    success: true,
    days: input.days,
    scanned: comments.length,
    matched: items.length,
    would_dm: items.filter((i) => i.would_dm).length,
    items: items.slice(0, DRY_RUN_LIMIT),
  };
}
