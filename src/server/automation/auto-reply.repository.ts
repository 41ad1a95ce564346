import type { MessageAnalysis } from "@shared/ai/message-analysis.schema";
import type { Suggestion } from "@shared/ai/suggestion-set.schema";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { messageAiAnalysis, messages, responseSuggestions } from "../db/inbox.schema";

export type StoredSuggestion = Suggestion & { id: string };

/** The newest suggestion set of a message, if one was generated already. */
export async function latestSuggestions(
  db: Db,
  teamId: string,
  messageId: string,
): Promise<StoredSuggestion[]> {
  const rows = await db
    .select({
      id: responseSuggestions.id,
      content: responseSuggestions.content,
      suggestionType: responseSuggestions.suggestionType,
      generation: responseSuggestions.generation,
      citations: responseSuggestions.citations,
    })
    .from(responseSuggestions)
    .where(and(eq(responseSuggestions.teamId, teamId), eq(responseSuggestions.messageId, messageId)))
    .orderBy(desc(responseSuggestions.generation));
  const newest = rows[0]?.generation;
  return rows
    .filter((r) => r.generation === newest)
    .map((r) => ({
      id: r.id,
      content: r.content,
      suggestion_type: r.suggestionType as Suggestion["suggestion_type"],
      citations: r.citations,
    }));
}

/** The generation number a new suggestion set of the message takes. */
export async function nextGeneration(db: Db, teamId: string, messageId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${responseSuggestions.generation}), 0)::int + 1` })
    .from(responseSuggestions)
    .where(and(eq(responseSuggestions.teamId, teamId), eq(responseSuggestions.messageId, messageId)));
  return row?.n ?? 1;
}

export async function insertSuggestions(
  db: Db,
  teamId: string,
  messageId: string,
  set: Suggestion[],
  generation: number,
) {
  return db
    .insert(responseSuggestions)
    .values(
      set.map((s) => ({
        teamId,
        messageId,
        content: s.content,
        suggestionType: s.suggestion_type,
        generation,
        citations: s.citations,
      })),
    )
    .returning({
      id: responseSuggestions.id,
      content: responseSuggestions.content,
      suggestionType: responseSuggestions.suggestionType,
      citations: responseSuggestions.citations,
    });
}

/** The message and its stored analysis, in the shape the AI engine takes back. */
export async function findAnalyzedMessage(db: Db, teamId: string, messageId: string) {
  const rows = await db
    .select({
      content: messages.content,
      senderUsername: messages.senderUsername,
      platform: messages.platform,
      messageType: messages.messageType,
      analysis: messageAiAnalysis,
    })
    .from(messages)
    .innerJoin(messageAiAnalysis, eq(messageAiAnalysis.messageId, messages.id))
    .where(and(eq(messages.teamId, teamId), eq(messages.id, messageId)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const a = row.analysis;
  const enhanced = a.enhancedAnalysis as Partial<MessageAnalysis>;
  const analysis = {
    intent: a.intentClassification,
    normalized_intent: a.normalizedIntent,
    confidence: a.confidenceScore,
    sentiment_score: a.sentimentScore,
    sentiment_classification: a.sentimentClassification,
    priority_score: a.priorityScore,
    urgency_level: a.urgencyLevel,
    crisis_flag: a.crisisFlag,
    crisis_categories: enhanced.crisis_categories ?? [],
    recommended_team: a.recommendedTeam,
    recommended_action: a.recommendedAction,
    labels: a.labels,
    routing_reason: a.routingReason ?? "",
    language: enhanced.language ?? "en",
    truncated: enhanced.truncated ?? false,
    engine: enhanced.engine ?? "embedded",
    model_version: enhanced.model_version ?? "",
  } as MessageAnalysis;
  return {
    content: row.content,
    senderUsername: row.senderUsername,
    platform: row.platform,
    messageType: row.messageType,
    analysis,
  };
}
