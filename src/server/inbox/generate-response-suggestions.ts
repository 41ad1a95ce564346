import { TRACKING_LINK_SLOT } from "@shared/ai/ai.constants";
import type { GenerateSuggestionsResponse } from "@shared/inbox/inbox.schema";
import { findTemplateSlot, replyLength, replyLimit } from "@shared/inbox/reply-rules";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { suggestGroundedReplies } from "../knowledge/suggest-grounded-replies";
import { earlierUnanswered, findMessageForSuggestions } from "../replies/analyzed-message.repository";
import { insertSuggestionGeneration, latestSuggestionSet } from "../replies/response-suggestions.repository";
import { fillReplySlots } from "./fill-reply-slots";

type Deps = Pick<AppDeps, "db" | "ai" | "now" | "publicUrl" | "log">;

/** A stored generation from before slots were filled and limits applied is not offered again. */
const sendable = (suggestions: { content: string }[], target: { platform: string; message_type: string }) =>
  suggestions.every((s) => !findTemplateSlot(s.content) && replyLength(s.content) <= replyLimit(target));

/**
 * Three reply suggestions for a message, cached per message: the stored generation is returned
 * unless a regeneration is forced, which stores a new generation.
 */
export async function generateResponseSuggestions(
  deps: Deps,
  actor: Actor,
  input: { message_id: string; force_regenerate: boolean },
): Promise<GenerateSuggestionsResponse> {
  const started = performance.now();
  const message = await findMessageForSuggestions(deps.db, actor.teamId, input.message_id);
  if (!message) throw new DomainError(404, "Message not found", "NOT_FOUND");

  const cached = await latestSuggestionSet(deps.db, actor.teamId, message.id);
  const target = { platform: message.platform, message_type: message.messageType };
  if (!input.force_regenerate && cached.suggestions.length > 0 && sendable(cached.suggestions, target)) {
    return {
      success: true,
      suggestions: cached.suggestions,
      leads: cached.leads,
      needs_person: cached.needsPerson,
      needs_person_reason: cached.needsPersonReason,
      disagreeing: cached.disagreeing,
      tier: deps.ai.name,
      cached: true,
      processingTime: Math.round(performance.now() - started),
    };
  }

  const analysis =
    message.analysis ??
    (await deps.ai.analyze({
      text: message.content,
      platform: message.platform,
      message_type: message.messageType,
    }));
  const set = await suggestGroundedReplies(deps, {
    teamId: actor.teamId,
    messageId: message.id,
    message: {
      text: message.content,
      sender_username: message.senderUsername,
      message_type: message.messageType,
    },
    analysis,
    postCaption: message.postCaption,
    earlier: await earlierUnanswered(deps.db, actor.teamId, message),
    platform: message.platform,
    // The action card of a buying message carries the slot the tracking-link dialog fills.
    ...(analysis.normalized_intent === "purchase_intent" ? { trackingLinkSlot: TRACKING_LINK_SLOT } : {}),
  });
  const ready = await fillReplySlots(
    deps,
    {
      teamId: actor.teamId,
      messageId: message.id,
      platform: message.platform,
      messageType: message.messageType,
    },
    set.suggestions,
    set.product_ids,
  );
  const suggestions = await insertSuggestionGeneration(deps.db, {
    teamId: actor.teamId,
    messageId: message.id,
    generation: cached.generation + 1,
    suggestions: ready,
    leads: set.leads ?? [],
    needsPerson: set.needs_person ?? false,
    needsPersonReason: set.needs_person_reason ?? null,
    disagreeing: set.disagreeing ?? [],
    now: deps.now(),
  });
  return {
    success: true,
    suggestions,
    leads: set.leads ?? [],
    needs_person: set.needs_person ?? false,
    needs_person_reason: set.needs_person_reason ?? null,
    disagreeing: set.disagreeing ?? [],
    tier: set.engine,
    cached: false,
    processingTime: Math.round(performance.now() - started),
  };
}
