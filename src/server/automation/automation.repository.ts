import type { AnalysisAdaptation } from "@shared/ai/analysis-correction.schema";
import type { AutomationDecision } from "@shared/ai/automation-decision.schema";
import type { MessageAnalysis } from "@shared/ai/message-analysis.schema";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { automationDecisions, conversationResponses, messageAiAnalysis, messages } from "../db/inbox.schema";

export async function findMessageForAnalysis(db: Db, teamId: string, messageId: string) {
  const rows = await db
    .select({
      id: messages.id,
      content: messages.content,
      platform: messages.platform,
      messageType: messages.messageType,
      status: messages.status,
      analysisId: messageAiAnalysis.id,
    })
    .from(messages)
    .leftJoin(messageAiAnalysis, eq(messageAiAnalysis.messageId, messages.id))
    .where(and(eq(messages.teamId, teamId), eq(messages.id, messageId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Stores the analysis once; a second run of the job for the same message stores nothing. */
export async function insertAnalysisOnce(
  db: Db,
  teamId: string,
  messageId: string,
  analysis: MessageAnalysis,
  now: Date,
  adaptations: AnalysisAdaptation[] = [],
) {
  const rows = await db
    .insert(messageAiAnalysis)
    .values({
      messageId,
      teamId,
      priorityScore: analysis.priority_score,
      sentimentScore: analysis.sentiment_score,
      sentimentClassification: analysis.sentiment_classification,
      intentClassification: analysis.intent,
      normalizedIntent: analysis.normalized_intent,
      confidenceScore: analysis.confidence,
      enhancedAnalysis: {
        intent_analysis: { intent: analysis.intent, confidence: analysis.confidence },
        crisis_categories: analysis.crisis_categories,
        language: analysis.language,
        truncated: analysis.truncated,
        engine: analysis.engine,
        model_version: analysis.model_version,
        ...(adaptations.length > 0 ? { adaptation: adaptations } : {}),
      },
      recommendedAction: analysis.recommended_action,
      recommendedTeam: analysis.recommended_team,
      urgencyLevel: analysis.urgency_level,
      crisisFlag: analysis.crisis_flag,
      labels: analysis.labels,
      routingReason: analysis.routing_reason,
      processedAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: messageAiAnalysis.messageId })
    .returning({ id: messageAiAnalysis.id });
  return rows[0]?.id ?? null;
}

export async function insertDecision(
  db: Db,
  teamId: string,
  messageId: string,
  decision: AutomationDecision,
) {
  await db
    .insert(automationDecisions)
    .values({
      messageId,
      teamId,
      decision: decision.decision,
      normalizedIntent: decision.normalized_intent,
      confidenceScore: decision.confidence_score,
      thresholdRequired: decision.threshold_required,
      delayAppliedMinutes: decision.delay_applied_minutes,
      scheduledFor: decision.scheduled_for ? new Date(decision.scheduled_for) : null,
      reason: decision.reason,
    })
    .onConflictDoNothing({ target: automationDecisions.messageId });
}

export async function setDecisionJob(db: Db, teamId: string, messageId: string, jobId: string | null) {
  await db
    .update(automationDecisions)
    .set({ jobId })
    .where(and(eq(automationDecisions.teamId, teamId), eq(automationDecisions.messageId, messageId)));
}

/**
 * Takes the pending auto decision for sending: only one caller can flip `executed`, so an
 * auto-reply is sent at most once however many workers or retries reach it.
 */
export async function claimAutoDecision(
  db: Db,
  teamId: string,
  messageId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(automationDecisions)
    .set({ executed: true, executedAt: now, updatedAt: now })
    .where(
      and(
        eq(automationDecisions.teamId, teamId),
        eq(automationDecisions.messageId, messageId),
        eq(automationDecisions.decision, "auto"),
        eq(automationDecisions.executed, false),
        // A person who already answered wins over the machine.
        sql`exists (select 1 from ${messages} where ${messages.id} = ${messageId} and ${messages.status} <> 'responded')`,
      ),
    )
    .returning({ id: automationDecisions.id });
  return rows.length > 0;
}

/**
 * An auto-reply claimed before `claimedBefore` with no reply recorded: the worker that claimed it
 * stopped (killed) between the claim and the recorded send.
 */
export async function isAbandonedAutoClaim(
  db: Db,
  teamId: string,
  messageId: string,
  claimedBefore: Date,
): Promise<boolean> {
  const rows = await db
    .select({ id: automationDecisions.id })
    .from(automationDecisions)
    .where(
      and(
        eq(automationDecisions.teamId, teamId),
        eq(automationDecisions.messageId, messageId),
        eq(automationDecisions.decision, "auto"),
        eq(automationDecisions.executed, true),
        sql`${automationDecisions.executedAt} < ${claimedBefore.toISOString()}::timestamptz`,
        sql`not exists (select 1 from ${conversationResponses} where ${conversationResponses.teamId} = ${teamId}
              and ${conversationResponses.parentMessageId} = ${messageId} and ${conversationResponses.responseType} = 'ai_auto')`,
      ),
    );
  return rows.length > 0;
}

/** A person answered first: a pending auto-reply becomes manual; returns its job id to cancel. */
export async function demotePendingAuto(
  db: Db,
  teamId: string,
  messageId: string,
  now: Date,
): Promise<string | null> {
  const rows = await db
    .update(automationDecisions)
    .set({ decision: "manual", updatedAt: now })
    .where(
      and(
        eq(automationDecisions.teamId, teamId),
        eq(automationDecisions.messageId, messageId),
        eq(automationDecisions.decision, "auto"),
        eq(automationDecisions.executed, false),
      ),
    )
    .returning({ jobId: automationDecisions.jobId });
  return rows[0]?.jobId ?? null;
}

/** Gives a claimed decision back after a failed send, so the job's retry can try again. */
export async function releaseAutoDecision(db: Db, teamId: string, messageId: string, now: Date) {
  await db
    .update(automationDecisions)
    .set({ executed: false, executedAt: null, updatedAt: now })
    .where(
      and(
        eq(automationDecisions.teamId, teamId),
        eq(automationDecisions.messageId, messageId),
        eq(automationDecisions.decision, "auto"),
      ),
    );
}

/**
 * The auto-reply gave up: the decision becomes manual so the message is back in front of a person,
 * with the failure (the platform's error) kept for the "auto-reply failed: <reason>" mark.
 */
export async function failAutoDecision(
  db: Db,
  teamId: string,
  messageId: string,
  failure: { reason: string; code: string | null; now: Date },
) {
  await db
    .update(automationDecisions)
    .set({
      decision: "manual",
      executed: false,
      executedAt: null,
      failedAt: failure.now,
      failureReason: failure.reason.slice(0, 1000),
      failureCode: failure.code,
      updatedAt: failure.now,
    })
    .where(
      and(
        eq(automationDecisions.teamId, teamId),
        eq(automationDecisions.messageId, messageId),
        eq(automationDecisions.decision, "auto"),
      ),
    );
}
