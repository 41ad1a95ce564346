import type { AnalysisCorrection, CorrectableField } from "@shared/ai/analysis-correction.schema";
import { and, asc, count, desc, eq, gte, max } from "drizzle-orm";
import { analysisCorrections } from "../db/ai-trust.schema";
import type { Db } from "../db/client";
import { messageAiAnalysis, messages } from "../db/inbox.schema";
import type { CorrectedExample } from "./team-adaptation";

/** How many of the team's newest corrected messages the nearest-neighbour layer compares with. */
export const MAX_CORRECTION_EXAMPLES = 2000;

const correctionColumns = {
  id: analysisCorrections.id,
  messageId: analysisCorrections.messageId,
  field: analysisCorrections.field,
  fromValue: analysisCorrections.fromValue,
  toValue: analysisCorrections.toValue,
  correctedByName: analysisCorrections.correctedByName,
  createdAt: analysisCorrections.createdAt,
};

type CorrectionRow = {
  id: string;
  messageId: string;
  field: string;
  fromValue: string;
  toValue: string;
  correctedByName: string;
  createdAt: Date;
};

export const toCorrection = (row: CorrectionRow): AnalysisCorrection => ({
  id: row.id,
  message_id: row.messageId,
  field: row.field as CorrectableField,
  from: row.fromValue,
  to: row.toValue,
  corrected_by_name: row.correctedByName,
  created_at: row.createdAt.toISOString(),
});

/** The message's current analysis labels, if the message is the team's and was analysed. */
export async function findAnalysisForCorrection(db: Db, teamId: string, messageId: string) {
  const [row] = await db
    .select({
      analysisId: messageAiAnalysis.id,
      intent: messageAiAnalysis.normalizedIntent,
      sentiment: messageAiAnalysis.sentimentClassification,
      sentimentScore: messageAiAnalysis.sentimentScore,
      confidence: messageAiAnalysis.confidenceScore,
      priority: messageAiAnalysis.priorityScore,
      crisis: messageAiAnalysis.crisisFlag,
      labels: messageAiAnalysis.labels,
      team: messageAiAnalysis.recommendedTeam,
      routingReason: messageAiAnalysis.routingReason,
    })
    .from(messages)
    .innerJoin(messageAiAnalysis, eq(messageAiAnalysis.messageId, messages.id))
    .where(and(eq(messages.teamId, teamId), eq(messages.id, messageId)))
    .limit(1);
  return row ?? null;
}

export async function insertCorrection(
  db: Db,
  values: {
    teamId: string;
    messageId: string;
    field: CorrectableField;
    from: string;
    to: string;
    userId: string;
    name: string;
    now: Date;
  },
) {
  await db.insert(analysisCorrections).values({
    teamId: values.teamId,
    messageId: values.messageId,
    field: values.field,
    fromValue: values.from,
    toValue: values.to,
    correctedBy: values.userId,
    correctedByName: values.name,
    createdAt: values.now,
  });
}

/** Writes the corrected label into the message's analysis, so the inbox shows and filters by it. */
export async function applyCorrectionToAnalysis(
  db: Db,
  teamId: string,
  analysisId: string,
  change: Partial<{
    normalizedIntent: string;
    intentClassification: string;
    recommendedTeam: string;
    sentimentClassification: string;
    sentimentScore: number;
    priorityScore: number;
    urgencyLevel: string;
    labels: string[];
    routingReason: string | null;
  }>,
  now: Date,
) {
  await db
    .update(messageAiAnalysis)
    .set({ ...change, updatedAt: now })
    .where(and(eq(messageAiAnalysis.teamId, teamId), eq(messageAiAnalysis.id, analysisId)));
}

export async function listMessageCorrections(db: Db, teamId: string, messageId: string) {
  const rows = await db
    .select(correctionColumns)
    .from(analysisCorrections)
    .where(and(eq(analysisCorrections.teamId, teamId), eq(analysisCorrections.messageId, messageId)))
    .orderBy(asc(analysisCorrections.createdAt), asc(analysisCorrections.id));
  return rows.map(toCorrection);
}

/**
 * The team's corrected messages as nearest-neighbour examples: per message and field the label it
 * was corrected to last, newest messages first. Only this team's rows are ever read.
 */
export async function listCorrectionExamples(db: Db, teamId: string): Promise<CorrectedExample[]> {
  const rows = await db
    .select({
      messageId: analysisCorrections.messageId,
      field: analysisCorrections.field,
      label: analysisCorrections.toValue,
      correctedAt: analysisCorrections.createdAt,
      text: messages.content,
    })
    .from(analysisCorrections)
    .innerJoin(messages, and(eq(messages.id, analysisCorrections.messageId), eq(messages.teamId, teamId)))
    .where(eq(analysisCorrections.teamId, teamId))
    .orderBy(desc(analysisCorrections.createdAt), desc(analysisCorrections.id))
    .limit(MAX_CORRECTION_EXAMPLES * 2);
  const seen = new Set<string>();
  const examples: CorrectedExample[] = [];
  for (const row of rows) {
    const key = `${row.messageId}:${row.field}`;
    if (seen.has(key)) continue;
    seen.add(key);
    examples.push({ ...row, field: row.field as CorrectableField });
    if (examples.length >= MAX_CORRECTION_EXAMPLES) break;
  }
  return examples;
}

/** Changes whenever the team's corrections do: how many there are and when the last was made. */
export async function correctionsStamp(db: Db, teamId: string): Promise<string> {
  const [row] = await db
    .select({ n: count(), last: max(analysisCorrections.createdAt) })
    .from(analysisCorrections)
    .where(eq(analysisCorrections.teamId, teamId));
  return `${row?.n ?? 0}:${row?.last ? new Date(row.last).getTime() : 0}`;
}

/** Per message and field: what the engine said (first correction's from) and the team's last label. */
export type CorrectionOutcome = { original: string; final: string };
export type CorrectionOutcomes = Map<string, { intent?: CorrectionOutcome; sentiment?: CorrectionOutcome }>;

/** Corrections of the team's messages received since a moment, folded per message. */
export async function correctionOutcomesSince(
  db: Db,
  teamId: string,
  since: Date,
): Promise<CorrectionOutcomes> {
  const rows = await db
    .select({
      messageId: analysisCorrections.messageId,
      field: analysisCorrections.field,
      fromValue: analysisCorrections.fromValue,
      toValue: analysisCorrections.toValue,
    })
    .from(analysisCorrections)
    .innerJoin(messages, and(eq(messages.id, analysisCorrections.messageId), eq(messages.teamId, teamId)))
    .where(and(eq(analysisCorrections.teamId, teamId), gte(messages.receivedAt, since)))
    .orderBy(asc(analysisCorrections.createdAt), asc(analysisCorrections.id));
  const outcomes: CorrectionOutcomes = new Map();
  for (const row of rows) {
    const entry = outcomes.get(row.messageId) ?? {};
    const field = row.field as CorrectableField;
    const previous = entry[field];
    entry[field] = { original: previous?.original ?? row.fromValue, final: row.toValue };
    outcomes.set(row.messageId, entry);
  }
  return outcomes;
}
