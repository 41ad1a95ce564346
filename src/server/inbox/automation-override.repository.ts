import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { automationDecisions } from "../db/inbox.schema";

export async function findDecision(db: Db, teamId: string, messageId: string) {
  const rows = await db
    .select({
      decision: automationDecisions.decision,
      executed: automationDecisions.executed,
      executedAt: automationDecisions.executedAt,
      jobId: automationDecisions.jobId,
    })
    .from(automationDecisions)
    .where(and(eq(automationDecisions.teamId, teamId), eq(automationDecisions.messageId, messageId)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Moves a decision to manual, with the executed time for a take-over. Only a decision not yet
 * executed changes, so an auto-reply that is already going out keeps its record; returns its job id.
 */
export async function overrideDecision(
  db: Db,
  values: {
    teamId: string;
    messageId: string;
    executedAt: Date | null;
    reason: string;
    by: string;
    now: Date;
  },
): Promise<{ jobId: string | null } | null> {
  const rows = await db
    .update(automationDecisions)
    .set({
      decision: "manual",
      ...(values.executedAt ? { executedAt: values.executedAt } : {}),
      reason: values.reason || null,
      overriddenBy: values.by,
      updatedAt: values.now,
    })
    .where(
      and(
        eq(automationDecisions.teamId, values.teamId),
        eq(automationDecisions.messageId, values.messageId),
        eq(automationDecisions.executed, false),
      ),
    )
    .returning({ jobId: automationDecisions.jobId });
  return rows[0] ?? null;
}
