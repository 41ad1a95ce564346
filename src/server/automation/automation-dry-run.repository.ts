import { and, desc, eq, gte } from "drizzle-orm";
import type { Db } from "../db/client";
import { messageAiAnalysis, messages } from "../db/inbox.schema";

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
