import type { Intent, Team } from "@shared/ai/ai.constants";
import type { CorrectAnalysisInput, CorrectionsResponse } from "@shared/ai/analysis-correction.schema";
import { urgencyFromPriority } from "@shared/ai/urgency";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { findSenderName } from "../inbox/sender-name.repository";
import {
  applyCorrectionToAnalysis,
  findAnalysisForCorrection,
  insertCorrection,
  listMessageCorrections,
} from "./corrections.repository";
import { correctedRoutingReason, recommendTeam, reprioritized } from "./routing-rules";
import { replaceLabel, scoreInClass } from "./team-adaptation";

/**
 * One click in the inbox: stores who changed the message's intent or sentiment, when, from what to
 * what, and writes the new label into the analysis (the inbox shows and filters by it; a crisis
 * stays with management). The team's later analyses learn from it (`team-adaptation.ts`).
 * Choosing the label it already has stores nothing.
 */
export async function correctAnalysis(
  deps: AppDeps,
  actor: Actor,
  input: CorrectAnalysisInput,
): Promise<CorrectionsResponse> {
  const current = await findAnalysisForCorrection(deps.db, actor.teamId, input.message_id);
  if (!current) throw new DomainError(404, "Message not found or not analysed yet", "NOT_FOUND");
  const from = input.field === "intent" ? current.intent : current.sentiment;
  if (from !== input.to) {
    const name = await findSenderName(deps.db, actor);
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      await insertCorrection(tx, {
        teamId: actor.teamId,
        messageId: input.message_id,
        field: input.field,
        from,
        to: input.to,
        userId: actor.userId,
        name,
        now,
      });
      // The priority follows the corrected label: a complaint corrected from praise is no longer "Low".
      const was = {
        intent: current.intent as Intent,
        confidence: current.confidence,
        sentimentScore: current.sentimentScore,
      };
      const moved = (to: typeof was) => {
        const priorityScore = reprioritized(current.priority, was, to, {
          crisis: current.crisis,
          spam: current.labels.includes("possible_spam"),
        });
        return { priorityScore, urgencyLevel: urgencyFromPriority(priorityScore) };
      };
      // Who set each label now standing: this correction, or an earlier one still in place.
      const history = await listMessageCorrections(tx, actor.teamId, input.message_id);
      const reason = (intent: Intent, sentiment: string, team: Team) => {
        const last = (field: "intent" | "sentiment", value: string) => {
          const c = history.filter((h) => h.field === field).at(-1);
          return c && c.to === value ? c.corrected_by_name : undefined;
        };
        return correctedRoutingReason({
          previous: current.routingReason,
          crisis: current.crisis,
          intent,
          sentiment,
          team,
          setBy: { intent: last("intent", intent), sentiment: last("sentiment", sentiment) },
        });
      };
      if (input.field === "intent") {
        const team = recommendTeam(input.to, current.crisis);
        await applyCorrectionToAnalysis(
          tx,
          actor.teamId,
          current.analysisId,
          {
            normalizedIntent: input.to,
            intentClassification: input.to,
            recommendedTeam: team,
            ...moved({ ...was, intent: input.to }),
            labels: replaceLabel(replaceLabel(current.labels, "intent:", input.to), "team:", team),
            routingReason: reason(input.to, current.sentiment, team),
          },
          now,
        );
      } else {
        await applyCorrectionToAnalysis(
          tx,
          actor.teamId,
          current.analysisId,
          {
            sentimentClassification: input.to,
            sentimentScore: scoreInClass(current.sentimentScore, input.to),
            ...moved({ ...was, sentimentScore: scoreInClass(current.sentimentScore, input.to) }),
            labels: replaceLabel(current.labels, "sentiment:", input.to),
            routingReason: reason(current.intent as Intent, input.to, current.team as Team),
          },
          now,
        );
      }
      await deps.events.publish(
        {
          type: "message.updated",
          teamId: actor.teamId,
          data: { id: input.message_id, corrected: input.field },
        },
        tx,
      );
    });
  }
  return { corrections: await listMessageCorrections(deps.db, actor.teamId, input.message_id) };
}
