import { TRACKING_LINK_SLOT } from "@shared/ai/ai.constants";
import { type MessageAnalysis, MessageAnalysisSchema } from "@shared/ai/message-analysis.schema";
import type { GenerateSuggestionsResponse } from "@shared/inbox/inbox.schema";
import { findTemplateSlot, replyLength, replyLimit } from "@shared/inbox/reply-rules";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { suggestGroundedReplies } from "../knowledge/suggest-grounded-replies";
import { fillReplySlots } from "./fill-reply-slots";
import {
  findMessageForSuggestions,
  insertSuggestionGeneration,
  latestSuggestions,
  type StoredAnalysis,
} from "./suggestions.repository";

type Deps = Pick<AppDeps, "db" | "ai" | "now" | "publicUrl" | "log">;

/** A stored generation from before slots were filled and limits applied is not offered again. */
const sendable = (suggestions: { content: string }[], target: { platform: string; message_type: string }) =>
  suggestions.every((s) => !findTemplateSlot(s.content) && replyLength(s.content) <= replyLimit(target));

/** The stored analysis as the engine's shape; undefined when it cannot be trusted to be complete. */
function storedToAnalysis(stored: StoredAnalysis | null): MessageAnalysis | undefined {
  if (!stored?.id) return undefined;
  const extra = stored.enhancedAnalysis ?? {};
  const parsed = MessageAnalysisSchema.safeParse({
    intent: stored.intentClassification,
    normalized_intent: stored.normalizedIntent,
    confidence: stored.confidenceScore,
    sentiment_score: stored.sentimentScore,
    sentiment_classification: stored.sentimentClassification,
    priority_score: stored.priorityScore,
    urgency_level: stored.urgencyLevel,
    crisis_flag: stored.crisisFlag,
    crisis_categories: extra.crisis_categories ?? [],
    recommended_team: stored.recommendedTeam,
    recommended_action: stored.recommendedAction,
    labels: stored.labels,
    routing_reason: stored.routingReason ?? "",
    language: extra.language ?? "en",
    truncated: extra.truncated ?? false,
    engine: extra.engine ?? "embedded",
    model_version: typeof extra.model_version === "string" ? extra.model_version : "stored",
  });
  return parsed.success ? parsed.data : undefined;
}

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

  const cached = await latestSuggestions(deps.db, actor.teamId, message.id);
  const target = { platform: message.platform, message_type: message.messageType };
  if (!input.force_regenerate && cached.suggestions.length > 0 && sendable(cached.suggestions, target)) {
    return {
      success: true,
      suggestions: cached.suggestions,
      tier: deps.ai.name,
      cached: true,
      processingTime: Math.round(performance.now() - started),
    };
  }

  const analysis =
    storedToAnalysis(message.analysis) ??
    (await deps.ai.analyze({
      text: message.content,
      platform: message.platform,
      message_type: message.messageType,
    }));
  const set = await suggestGroundedReplies(deps, {
    teamId: actor.teamId,
    messageId: message.id,
    message: { text: message.content, sender_username: message.senderUsername },
    analysis,
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
    now: deps.now(),
  });
  return {
    success: true,
    suggestions,
    tier: set.engine,
    cached: false,
    processingTime: Math.round(performance.now() - started),
  };
}
