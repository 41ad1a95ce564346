import { and, eq, exists, gte } from "drizzle-orm";
import type { Db } from "../db/client";
import { conversationResponses, messageAiAnalysis, messages } from "../db/inbox.schema";

/**
 * The team's messages received since a moment that a person answered with an AI suggestion sent
 * as it was (response type ai_suggestion), with the labels their analysis carries now.
 */
export async function listAnsweredWithSuggestion(db: Db, teamId: string, since: Date) {
  return db
    .select({
      messageId: messages.id,
      intent: messageAiAnalysis.normalizedIntent,
      sentiment: messageAiAnalysis.sentimentClassification,
    })
    .from(messages)
    .innerJoin(messageAiAnalysis, eq(messageAiAnalysis.messageId, messages.id))
    .where(
      and(
        eq(messages.teamId, teamId),
        gte(messages.receivedAt, since),
        exists(
          db
            .select({ one: conversationResponses.id })
            .from(conversationResponses)
            .where(
              and(
                eq(conversationResponses.parentMessageId, messages.id),
                eq(conversationResponses.teamId, teamId),
                eq(conversationResponses.responseType, "ai_suggestion"),
              ),
            ),
        ),
      ),
    );
}
