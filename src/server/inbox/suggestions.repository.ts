import type { ResponseSuggestion } from "@shared/inbox/inbox.schema";
import type { SuggestionCitation } from "@shared/knowledge/knowledge.schema";
import { and, asc, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { messageAiAnalysis, messages, responseSuggestions } from "../db/inbox.schema";

const ORDER = { quick: 0, detailed: 1, action: 2 } as const;
type SuggestionType = keyof typeof ORDER;

export async function findMessageForSuggestions(db: Db, teamId: string, messageId: string) {
  const rows = await db
    .select({
      id: messages.id,
      content: messages.content,
      platform: messages.platform,
      messageType: messages.messageType,
      senderUsername: messages.senderUsername,
      analysis: {
        id: messageAiAnalysis.id,
        priorityScore: messageAiAnalysis.priorityScore,
        sentimentScore: messageAiAnalysis.sentimentScore,
        sentimentClassification: messageAiAnalysis.sentimentClassification,
        intentClassification: messageAiAnalysis.intentClassification,
        normalizedIntent: messageAiAnalysis.normalizedIntent,
        confidenceScore: messageAiAnalysis.confidenceScore,
        enhancedAnalysis: messageAiAnalysis.enhancedAnalysis,
        recommendedAction: messageAiAnalysis.recommendedAction,
        recommendedTeam: messageAiAnalysis.recommendedTeam,
        urgencyLevel: messageAiAnalysis.urgencyLevel,
        crisisFlag: messageAiAnalysis.crisisFlag,
        labels: messageAiAnalysis.labels,
        routingReason: messageAiAnalysis.routingReason,
      },
    })
    .from(messages)
    .leftJoin(messageAiAnalysis, eq(messageAiAnalysis.messageId, messages.id))
    .where(and(eq(messages.teamId, teamId), eq(messages.id, messageId)))
    .limit(1);
  return rows[0] ?? null;
}

export type StoredAnalysis = NonNullable<
  NonNullable<Awaited<ReturnType<typeof findMessageForSuggestions>>>["analysis"]
>;

const sortSuggestions = (list: ResponseSuggestion[]) =>
  list.sort((a, b) => ORDER[a.suggestion_type] - ORDER[b.suggestion_type]);

/** The newest generation of a message's suggestions, quick, detailed, action. */
export async function latestSuggestions(
  db: Db,
  teamId: string,
  messageId: string,
): Promise<{ generation: number; suggestions: ResponseSuggestion[] }> {
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
    .orderBy(desc(responseSuggestions.generation), asc(responseSuggestions.createdAt));
  const generation = rows[0]?.generation ?? 0;
  const suggestions = rows
    .filter((r) => r.generation === generation)
    .map((r) => ({
      id: r.id,
      content: r.content,
      suggestion_type: r.suggestionType as SuggestionType,
      citations: r.citations,
    }));
  return { generation, suggestions: sortSuggestions(suggestions) };
}

export async function insertSuggestionGeneration(
  db: Db,
  values: {
    teamId: string;
    messageId: string;
    generation: number;
    suggestions: { content: string; suggestion_type: SuggestionType; citations: SuggestionCitation[] }[];
    now: Date;
  },
): Promise<ResponseSuggestion[]> {
  const rows = await db
    .insert(responseSuggestions)
    .values(
      values.suggestions.map((s) => ({
        teamId: values.teamId,
        messageId: values.messageId,
        content: s.content,
        suggestionType: s.suggestion_type,
        generation: values.generation,
        citations: s.citations,
        createdAt: values.now,
      })),
    )
    .returning({
      id: responseSuggestions.id,
      content: responseSuggestions.content,
      suggestionType: responseSuggestions.suggestionType,
      citations: responseSuggestions.citations,
    });
  return sortSuggestions(
    rows.map((r) => ({
      id: r.id,
      content: r.content,
      suggestion_type: r.suggestionType as SuggestionType,
      citations: r.citations,
    })),
  );
}

/** Marks a suggestion used; false when the team has no such suggestion. */
export async function markSuggestionUsed(db: Db, teamId: string, suggestionId: string): Promise<boolean> {
  const rows = await db
    .update(responseSuggestions)
    .set({ used: true })
    .where(and(eq(responseSuggestions.teamId, teamId), eq(responseSuggestions.id, suggestionId)))
    .returning({ id: responseSuggestions.id });
  return rows.length > 0;
}
