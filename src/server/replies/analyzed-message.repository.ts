import { type MessageAnalysis, MessageAnalysisSchema } from "@shared/ai/message-analysis.schema";
import { and, desc, eq, gt, inArray, isNull, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { messageAiAnalysis, messages } from "../db/inbox.schema";

const analysisColumns = {
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
};

type StoredAnalysisRow = {
  [K in keyof typeof analysisColumns]: (typeof analysisColumns)[K]["_"]["data"] | null;
};

/**
 * The one mapping of a stored analysis back to the engine's shape, with one set of defaults for
 * what older rows lack. Null when the row is missing or cannot be trusted to be complete.
 */
function toMessageAnalysis(stored: StoredAnalysisRow | null): MessageAnalysis | null {
  if (!stored?.id) return null;
  const extra = (stored.enhancedAnalysis ?? {}) as Partial<MessageAnalysis>;
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
  return parsed.success ? parsed.data : null;
}

/** How far back a thread's unanswered messages are read with its latest one. */
const EARLIER_WINDOW_MS = 48 * 60 * 60 * 1000;
/** At most this many of them. */
const EARLIER_LIMIT = 3;

/**
 * The customer's earlier messages of the same DM thread that nobody has answered yet (within two
 * days, the latest three, oldest first), with their intents: a reply to the latest message answers
 * them too ("Can I use the retinal serum while I'm pregnant?" then "Do you offer a student
 * discount?"). Their crisis flag and sentiment say whether one of them is a problem still open.
 */
export async function earlierUnanswered(
  db: Db,
  teamId: string,
  message: { id: string; threadId: string | null; receivedAt: Date; messageType: string },
) {
  if (!message.threadId || message.messageType !== "dm") return [];
  const rows = await db
    .select({
      id: messages.id,
      content: messages.content,
      intent: messageAiAnalysis.normalizedIntent,
      crisis: messageAiAnalysis.crisisFlag,
      sentiment: messageAiAnalysis.sentimentClassification,
    })
    .from(messages)
    .leftJoin(messageAiAnalysis, eq(messageAiAnalysis.messageId, messages.id))
    .where(
      and(
        eq(messages.teamId, teamId),
        eq(messages.threadId, message.threadId),
        inArray(messages.status, ["unread", "read"]),
        isNull(messages.spamAt),
        isNull(messages.hiddenAt),
        lt(messages.receivedAt, message.receivedAt),
        gt(messages.receivedAt, new Date(message.receivedAt.getTime() - EARLIER_WINDOW_MS)),
      ),
    )
    .orderBy(desc(messages.receivedAt))
    .limit(EARLIER_LIMIT);
  return rows.reverse();
}

/** A message of the team and its stored analysis (null when it has none yet), to reply to. */
export async function findMessageForSuggestions(db: Db, teamId: string, messageId: string) {
  const rows = await db
    .select({
      id: messages.id,
      threadId: messages.threadId,
      receivedAt: messages.receivedAt,
      content: messages.content,
      platform: messages.platform,
      messageType: messages.messageType,
      senderUsername: messages.senderUsername,
      postCaption: messages.postCaption,
      analysis: analysisColumns,
    })
    .from(messages)
    .leftJoin(messageAiAnalysis, eq(messageAiAnalysis.messageId, messages.id))
    .where(and(eq(messages.teamId, teamId), eq(messages.id, messageId)))
    .limit(1);
  const row = rows[0];
  return row ? { ...row, analysis: toMessageAnalysis(row.analysis) } : null;
}

/** The message and its stored analysis, in the shape the AI engine takes back; null without one. */
export async function findAnalyzedMessage(db: Db, teamId: string, messageId: string) {
  const message = await findMessageForSuggestions(db, teamId, messageId);
  if (!message?.analysis) return null;
  return { ...message, analysis: message.analysis };
}
