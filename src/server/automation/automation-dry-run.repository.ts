import { and, desc, eq, gte, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { messageAiAnalysis, messages, responseSuggestions } from "../db/inbox.schema";
import type { StoredSuggestion } from "./auto-reply.repository";

/** The team's analysed messages received since a moment, newest first, with what automation reads. */
export async function listAnalysedMessagesSince(db: Db, teamId: string, since: Date) {
  return db
    .select({
      id: messages.id,
      content: messages.content,
      platform: messages.platform,
      messageType: messages.messageType,
      receivedAt: messages.receivedAt,
      intent: messageAiAnalysis.normalizedIntent,
      confidence: messageAiAnalysis.confidenceScore,
      priority: messageAiAnalysis.priorityScore,
      crisis: messageAiAnalysis.crisisFlag,
      sentiment: messageAiAnalysis.sentimentClassification,
      labels: messageAiAnalysis.labels,
    })
    .from(messages)
    .innerJoin(messageAiAnalysis, eq(messageAiAnalysis.messageId, messages.id))
    .where(and(eq(messages.teamId, teamId), gte(messages.receivedAt, since)))
    .orderBy(desc(messages.receivedAt));
}

/** The newest stored suggestion set of each of these messages of the team. */
export async function latestSuggestionsOf(
  db: Db,
  teamId: string,
  messageIds: string[],
): Promise<Map<string, StoredSuggestion[]>> {
  const sets = new Map<string, StoredSuggestion[]>();
  if (messageIds.length === 0) return sets;
  const rows = await db
    .select({
      id: responseSuggestions.id,
      messageId: responseSuggestions.messageId,
      content: responseSuggestions.content,
      suggestionType: responseSuggestions.suggestionType,
      generation: responseSuggestions.generation,
      citations: responseSuggestions.citations,
    })
    .from(responseSuggestions)
    .where(and(eq(responseSuggestions.teamId, teamId), inArray(responseSuggestions.messageId, messageIds)))
    .orderBy(desc(responseSuggestions.generation));
  const newest = new Map<string, number>();
  for (const row of rows) {
    const generation = newest.get(row.messageId) ?? row.generation;
    newest.set(row.messageId, generation);
    if (row.generation !== generation) continue;
    const set = sets.get(row.messageId) ?? [];
    set.push({
      id: row.id,
      content: row.content,
      suggestion_type: row.suggestionType as StoredSuggestion["suggestion_type"],
      citations: row.citations,
    });
    sets.set(row.messageId, set);
  }
  return sets;
}
