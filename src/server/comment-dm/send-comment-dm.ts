import {
  PRIVATE_REPLIES_PER_HOUR,
  PRIVATE_REPLY_WINDOW_DAYS,
  SKIP_REASONS,
} from "@shared/comment-dm/comment-dm.constants";
import { createTrackingLinkRow } from "../attribution/generate-tracking-link";
import type { AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { recordSentResponse } from "../replies/send-platform-response.repository";
import {
  type ClaimedMatch,
  claimMatch,
  type MatchUpdate,
  privateRepliesSince,
  updateMatch,
} from "./comment-dm-matches.repository";

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** Sends that fail for a transient reason are tried this many times in all. */
export const MAX_SEND_ATTEMPTS = 3;
const RATE_LIMIT_WAIT_MS = 60_000;

export type SendOutcome =
  | { outcome: "sent" }
  | { outcome: "skipped" | "failed"; reason: string }
  | { outcome: "later"; at: Date }
  | { outcome: "not_ours" };

type Deps = Pick<AppDeps, "db" | "now" | "senders" | "publicUrl">;

/**
 * Sends one matched comment its private reply (the rule's DM text and a tracked link to the product)
 * and then the rule's public reply. The match is claimed first (queued -> sending), so a match is
 * sent at most once however many workers run it. Instagram's 750 private replies per hour are
 * respected by waiting ("later"): the caller queues the match again for that time.
 */
export async function sendCommentDm(deps: Deps, teamId: string, matchId: string): Promise<SendOutcome> {
  const now = deps.now();
  const claim = await claimMatch(deps.db, teamId, matchId, now);
  if (!claim) return { outcome: "not_ours" };
  const set = (update: MatchUpdate) => updateMatch(deps.db, teamId, matchId, update, deps.now());
  const skip = async (reason: keyof typeof SKIP_REASONS, detail?: string, keepHold = false) => {
    const text = detail ? `${SKIP_REASONS[reason]}: ${detail}` : SKIP_REASONS[reason];
    await set({ status: "skipped", reason: text, releaseDm: !keepHold });
    return { outcome: "skipped" as const, reason: text };
  };

  // The claim read the rule, the comment and the product with it: each sequential round trip is a
  // wait for a pooled connection under load.
  const { rule, comment } = claim;
  if (!rule?.enabled) return skip("rule_disabled");
  if (!comment) return skip("comment_gone");
  if (comment.platform !== "instagram") return skip("not_instagram");
  if (comment.gone) return skip("comment_gone");
  if (now.getTime() - comment.receivedAt.getTime() > PRIVATE_REPLY_WINDOW_DAYS * DAY_MS)
    return skip("window_closed");
  if (!claim.productExists) return skip("product_missing");

  // The window is read after the claim committed (so concurrent claims count each other), side by
  // side with making the link and finding the account; a link made for a send that must wait is kept.
  const failure = (error: unknown) => ({ error });
  const [window, link, sender] = await Promise.all([
    privateRepliesSince(deps.db, claim.integrationId, new Date(now.getTime() - HOUR_MS)),
    trackedLink(deps, teamId, claim.trackingLink, comment.id, rule.productId).catch(failure),
    deps.senders.forIntegration(teamId, claim.integrationId).catch(failure),
  ]);
  if ("error" in link) {
    if (link.error instanceof DomainError && link.error.status < 500)
      return skip("product_missing", link.error.message);
    throw link.error;
  }
  // The claim itself is counted in the window, hence ">".
  if (window.count > PRIVATE_REPLIES_PER_HOUR) {
    const at = new Date((window.oldest ?? now).getTime() + HOUR_MS + 1000);
    await set({ status: "queued", reason: rateLimitReason(at), trackingLinkId: link.id });
    return { outcome: "later", at };
  }
  if ("error" in sender) {
    const message = sender.error instanceof Error ? sender.error.message : String(sender.error);
    await set({ status: "failed", reason: message, releaseDm: true });
    return { outcome: "failed", reason: message };
  }
  const base = {
    platform: "instagram" as const,
    platformMessageId: comment.platformMessageId,
    senderPlatformId: comment.senderPlatformId,
    postPlatformId: comment.postPlatformId,
  };
  try {
    const sent = await sender.send({
      ...base,
      messageType: "private_reply",
      content: `${rule.dmText}\n${link.url}`,
    });
    await set({
      status: "sent",
      reason: null,
      trackingLinkId: link.id,
      privateReplyId: sent.platformResponseId ?? "",
      dmSentAt: deps.now(),
    });
    await recordRuleReply(deps, teamId, comment.id, `${rule.dmText}\n${link.url}`, sent.platformResponseId);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (error.code === "PRIVATE_REPLY_WINDOW_CLOSED") return skip("window_closed");
    // The platform says this comment already has its private reply: the hold stays, nothing is resent.
    if (error.code === "PRIVATE_REPLY_USED") return skip("platform_refused", error.message, true);
    if (error.code === "RATE_LIMITED") {
      const at = new Date(deps.now().getTime() + RATE_LIMIT_WAIT_MS);
      await set({ status: "queued", reason: rateLimitReason(at), trackingLinkId: link.id });
      return { outcome: "later", at };
    }
    if (error.status >= 500 && claim.attempts < MAX_SEND_ATTEMPTS) {
      const at = new Date(deps.now().getTime() + 2 ** claim.attempts * 5000);
      await set({ status: "queued", reason: error.message, trackingLinkId: link.id });
      return { outcome: "later", at };
    }
    await set({ status: "failed", reason: error.message, releaseDm: true, trackingLinkId: link.id });
    return { outcome: "failed", reason: error.message };
  }

  try {
    // A reply under a reply lands on the top-level comment, as Instagram does it.
    const reply = await sender.send({ ...base, messageType: "comment", content: rule.publicReply });
    if (reply.platformResponseId) await set({ publicReplyId: reply.platformResponseId });
    await recordRuleReply(deps, teamId, comment.id, rule.publicReply, reply.platformResponseId);
  } catch (error) {
    await set({ publicReplyError: error instanceof Error ? error.message : String(error) });
  }
  return { outcome: "sent" };
}

/**
 * The rule's DM and public reply, in the comment's conversation like any reply: the comment reads
 * as responded, and nobody is asked to answer it again (a tester's rule had sent 24 DMs while their
 * comments stayed pending).
 */
const recordRuleReply = (
  deps: Deps,
  teamId: string,
  commentId: string,
  content: string,
  platformId?: string | null,
) =>
  recordSentResponse(deps.db, {
    teamId,
    messageId: commentId,
    threadId: null,
    content,
    senderName: "Comment-to-DM rule",
    responseType: "rule_auto",
    aiResponseId: null,
    platformResponseId: platformId ?? null,
    now: deps.now(),
  });

const rateLimitReason = (at: Date) =>
  `Waiting for Instagram's limit of ${PRIVATE_REPLIES_PER_HOUR} private replies per hour; sends at ${at.toISOString()}`;

/** The DM's tracked link: the one a failed earlier attempt made, or a new one for this comment. */
async function trackedLink(
  deps: Deps,
  teamId: string,
  earlier: ClaimedMatch["trackingLink"],
  messageId: string,
  productId: string,
): Promise<{ id: string; url: string }> {
  if (earlier) return { id: earlier.id, url: `${deps.publicUrl}/t/${earlier.code}` };
  const created = await createTrackingLinkRow(deps, teamId, { messageId, productId });
  return { id: created.id, url: created.result.trackingUrl };
}
