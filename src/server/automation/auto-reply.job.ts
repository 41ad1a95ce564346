import type { NeedsPersonReason } from "@shared/ai/suggestion-set.schema";
import { toldProblem } from "@shared/ai/told-problem";
import type { AutoReplyHoldCode } from "@shared/automation/auto-reply-holds";
import { findTemplateSlot, replyLength, replyLimit } from "@shared/inbox/reply-rules";
import { z } from "zod";
import type { AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { checkReplyPossible } from "../inbox/check-reply-allowed";
import { fillReplySlots } from "../inbox/fill-reply-slots";
import { defineJob } from "../jobs/define-job";
import { earlierUnanswered, findAnalyzedMessage } from "../replies/analyzed-message.repository";
import {
  insertSuggestions,
  latestSuggestionSet,
  nextGeneration,
  type StoredSuggestion,
} from "../replies/response-suggestions.repository";
import { sendPlatformResponse } from "../replies/send-platform-response";
import { findMessageToAnswer } from "../replies/send-platform-response.repository";
import {
  claimAutoDecision,
  failAutoDecision,
  isAbandonedAutoClaim,
  releaseAutoDecision,
} from "./automation.repository";
import { groundedReplySet } from "./grounded-reply-set";

export const AUTO_REPLY_SENDER = "Lunara AI";
const AUTO_REPLY_RETRY_LIMIT = 3;

/** Far longer than a send takes (the sender gives up within 10 s): a claim this old was abandoned. */
export const ABANDONED_CLAIM_MS = 2 * 60_000;
const INTERRUPTED =
  "the worker stopped while sending; check the conversation on the platform before answering";

/** Short, warm intents get the quick reply; everything else the detailed one. */
const QUICK_INTENTS = new Set(["greeting", "compliment", "feedback"]);

export function chooseAutoReply(
  suggestions: StoredSuggestion[],
  intent: string,
  target: { platform: string; message_type: string },
): StoredSuggestion | null {
  const order = QUICK_INTENTS.has(intent) ? ["quick", "detailed", "action"] : ["detailed", "quick", "action"];
  // Only a reply that can go out as it stands: no template slot, within the platform's limit.
  const usable = suggestions.filter(
    (s) => !findTemplateSlot(s.content) && replyLength(s.content) <= replyLimit(target),
  );
  for (const type of order) {
    const found = usable.find((s) => s.suggestion_type === type);
    if (found) return found;
  }
  return null;
}

/**
 * "The SPF gave me a burning rash" then "Also, do you ship to Canada?": no reply to the question goes
 * out alone while a crisis or a complaint told before it in the conversation is unanswered (issue
 * 11, point 4).
 */
export async function problemOpenBefore(
  deps: AppDeps,
  teamId: string,
  message: Parameters<typeof earlierUnanswered>[2],
): Promise<boolean> {
  const earlier = await earlierUnanswered(deps.db, teamId, message);
  return earlier.some(toldProblem);
}

/** A failure no retry can mend: the platform refused this reply, or there is nothing to send. */
const isFinal = (error: unknown) =>
  error instanceof AutoReplyImpossible ||
  (error instanceof DomainError && (error.status < 500 || error.code === "MESSAGING_WINDOW_CLOSED"));

class AutoReplyImpossible extends Error {
  constructor(
    message: string,
    // A hold code is shown as "held for review", anything else as a failure.
    readonly code: AutoReplyHoldCode | "NO_ANALYSIS",
  ) {
    super(message);
  }
}

/**
 * Sends the automatic reply of a pending auto decision when its delay has passed. Claiming the
 * decision first makes it at-most-once across workers and restarts. A failed send gives the claim
 * back so the queue's retry can try again; the last attempt, or a failure no retry can mend, hands
 * the message back to a person ("auto-reply failed: <reason>", the platform's error kept).
 */
export async function runAutoReply(
  deps: AppDeps,
  payload: { messageId: string; teamId: string },
  job: { attempt: number } = { attempt: 1 },
) {
  const { messageId, teamId } = payload;
  if (!(await claimAutoDecision(deps.db, teamId, messageId, deps.now()))) {
    // The retry of a job whose worker was killed after claiming: the reply may or may not have
    // left, and sending again could answer twice, so a person decides (decision 023).
    const claimedBefore = new Date(deps.now().getTime() - ABANDONED_CLAIM_MS);
    if (await isAbandonedAutoClaim(deps.db, teamId, messageId, claimedBefore)) {
      await failAutoDecision(deps.db, teamId, messageId, {
        reason: INTERRUPTED,
        code: "SEND_INTERRUPTED",
        now: deps.now(),
      });
      await deps.events.publish({
        type: "decision.updated",
        teamId,
        data: { id: messageId, executed: false, failed: true },
      });
    }
    return;
  }
  try {
    const message = await findAnalyzedMessage(deps.db, teamId, messageId);
    if (!message) throw new AutoReplyImpossible("the message has no analysis", "NO_ANALYSIS");
    // A message no reply can reach (the DM window closed, the comment hidden or deleted, the
    // account disconnected) is handed back with that reason, before any reply is composed: no
    // other reason would let a person answer it.
    const reachable = await findMessageToAnswer(deps.db, teamId, messageId);
    if (reachable) checkReplyPossible(reachable, deps.now());
    if (await problemOpenBefore(deps, teamId, message))
      throw new AutoReplyImpossible(
        "an earlier message of this conversation, a crisis or a complaint, has not been answered yet",
        "OPEN_PROBLEM",
      );
    const target = { platform: message.platform, message_type: message.messageType };
    const latest = await latestSuggestionSet(deps.db, teamId, messageId);
    // Replies generated earlier (a person opened the message) that no source answers for sure.
    if (latest.needsPerson)
      throw new AutoReplyImpossible(
        "the brand's knowledge does not answer this question for sure, so a person checks the reply",
        "NEEDS_PERSON",
      );
    let suggestions = latest.suggestions;
    if (!chooseAutoReply(suggestions, message.analysis.normalized_intent, target)) {
      const set = await groundedReplySet(deps, teamId, message);
      // A question no source of the brand answers is never answered alone.
      if (set.grounding === "unanswered") {
        throw new AutoReplyImpossible(
          "no source of the brand's knowledge answers this question",
          "NO_KNOWLEDGE",
        );
      }
      // Sources that state different values of the answer's fact: a person picks.
      if (set.disagreeing?.length)
        throw new AutoReplyImpossible(
          "the brand's sources state different values for this answer, so a person checks which is right",
          "SOURCES_DISAGREE",
        );
      // An answer that covers only part of the question, answers earlier messages too, or one of
      // several questions is suggested, never sent alone; the reason says which (a walk's shipping
      // question, fully answered, was held as "covers only part" for its thread's earlier messages).
      if (set.needs_person)
        throw new AutoReplyImpossible(
          HELD_BECAUSE[set.needs_person_reason ?? "uncertain"],
          "UNCERTAIN_ANSWER",
        );
      const ready = await fillReplySlots(
        deps,
        { teamId, messageId, platform: message.platform, messageType: message.messageType },
        set.suggestions,
        set.product_ids,
      );
      const generation = await nextGeneration(deps.db, teamId, messageId);
      const stored = await insertSuggestions(deps.db, teamId, messageId, ready, generation);
      suggestions = stored.map((s) => ({
        id: s.id,
        content: s.content,
        suggestion_type: s.suggestionType as StoredSuggestion["suggestion_type"],
        citations: s.citations,
      }));
    }
    const choice = chooseAutoReply(suggestions, message.analysis.normalized_intent, target);
    if (!choice) throw new AutoReplyImpossible("no reply can be sent without a person", "NO_SENDABLE_REPLY");
    await sendPlatformResponse(deps, {
      teamId,
      messageId,
      content: choice.content,
      responseType: "ai_auto",
      senderName: AUTO_REPLY_SENDER,
      aiResponseId: choice.id,
    });
    await deps.events.publish({ type: "decision.updated", teamId, data: { id: messageId, executed: true } });
  } catch (error) {
    const last = job.attempt > AUTO_REPLY_RETRY_LIMIT;
    if (!last && !isFinal(error)) {
      await releaseAutoDecision(deps.db, teamId, messageId, deps.now());
      throw error;
    }
    const reason = error instanceof Error ? error.message : String(error);
    const code =
      error instanceof AutoReplyImpossible || error instanceof DomainError ? (error.code ?? null) : null;
    await failAutoDecision(deps.db, teamId, messageId, { reason, code, now: deps.now() });
    await deps.events.publish({
      type: "decision.updated",
      teamId,
      data: { id: messageId, executed: false, failed: true },
    });
    deps.log(`Auto-reply to ${messageId} failed for good (${code ?? "error"}): ${reason}`);
  }
}

/** Why an answered question still goes to a person, as the held message says it. */
const HELD_BECAUSE: Record<NeedsPersonReason, string> = {
  uncertain: "the answer found in the brand's knowledge covers only part of the question",
  earlier:
    "the reply also answers earlier messages of this conversation, so a person checks it before it is sent",
  several_asks:
    "the message asks several things and a source answers only some of them, so a person checks the reply",
};

export const autoReplyJob = defineJob({
  name: "automation.auto-reply",
  policy: "keyed",
  schema: z.object({ messageId: z.uuid(), teamId: z.string().min(1) }),
  retryLimit: AUTO_REPLY_RETRY_LIMIT,
  retryDelaySeconds: 15,
  handle: (deps, payload, job) => runAutoReply(deps, payload, job),
});
