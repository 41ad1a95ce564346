import { TRACKING_LINK_SLOT } from "@shared/ai/ai.constants";
import { type MessageAnalysis, MessageAnalysisSchema } from "@shared/ai/message-analysis.schema";
import type { GenerateSuggestionsResponse } from "@shared/inbox/inbox.schema";
import { loadReplyContext } from "../automation/reply-context";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import {
  findMessageForSuggestions,
  insertSuggestionGeneration,
  latestSuggestions,
  type StoredAnalysis,
} from "./suggestions.repository";

type Deps = Pick<AppDeps, "db" | "ai" | "now">;

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
  if (!input.force_regenerate && cached.suggestions.length > 0) {
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
  const context = await loadReplyContext(deps.db, actor.teamId);
  const set = await deps.ai.suggest({
    message: { text: message.content, sender_username: message.senderUsername },
    analysis,
    brand: context.brand,
    products: context.products.filter((p) => !p.hidden),
    // The action card of a buying message carries the slot the tracking-link dialog fills.
    ...(analysis.normalized_intent === "purchase_intent" ? { trackingLinkSlot: TRACKING_LINK_SLOT } : {}),
  });
  const suggestions = await insertSuggestionGeneration(deps.db, {
    teamId: actor.teamId,
    messageId: message.id,
    generation: cached.generation + 1,
    suggestions: set.suggestions,
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
