import {
  INTENTS,
  type Intent,
  normalizeIntent,
  SENTIMENT_CLASSIFICATIONS,
  type SentimentClassification,
} from "@shared/ai/ai.constants";
import { DRY_RUN_EXAMPLES, type DryRunInput, type DryRunResult } from "@shared/ai/ai-accuracy.schema";
import { applyResponseConfigChange } from "@shared/ai/response-config.schema";
import { correctionOutcomesSince } from "../ai/corrections.repository";
import { decideAutomation } from "../ai/decide-automation";
import type { Actor, AppDeps } from "../deps";
import { listAnalysedMessagesSince } from "./automation-dry-run.repository";
import { loadAutomationSettings } from "./automation-settings";
import { replyPastKnowledgeGate } from "./dry-run-knowledge-gate";

/**
 * How many of the messages automation would answer are put through auto reply's knowledge gate
 * (newest first): each costs a knowledge search and a draft, a few milliseconds.
 */
const KNOWLEDGE_CHECKS = 300;

const classificationOf = (value: string): SentimentClassification =>
  (SENTIMENT_CLASSIFICATIONS as readonly string[]).includes(value)
    ? (value as SentimentClassification)
    : "neutral";

/**
 * What auto-reply would have sent in the last N days under the saved configuration with the given
 * (unsaved) changes on top, decided by the same rules as the live pipeline on what the AI said
 * at the time (a later correction does not change that), past the same knowledge gate as the job
 * (a message no source answers for sure goes to a person), and how many of those messages the team
 * later corrected. Reads only; nothing is sent or saved (no knowledge gap is recorded).
 */
export async function dryRunAutomation(
  deps: AppDeps,
  actor: Actor,
  input: DryRunInput,
): Promise<DryRunResult> {
  const since = new Date(deps.now().getTime() - input.days * 86_400_000);
  const settings = await loadAutomationSettings(deps.db, actor.teamId);
  const config = applyResponseConfigChange(settings.config, input.config ?? {});
  const [rows, outcomes] = await Promise.all([
    listAnalysedMessagesSince(deps.db, actor.teamId, since),
    correctionOutcomesSince(deps.db, actor.teamId, since),
  ]);

  const perIntent = new Map<Intent, { would_send: number; later_corrected: number }>(
    INTENTS.map((intent) => [intent, { would_send: 0, later_corrected: 0 }]),
  );
  const examples: DryRunResult["examples"] = [];
  let wouldSend = 0;
  let laterCorrected = 0;
  let heldForPerson = 0;
  let knowledgeChecked = 0;
  for (const row of rows) {
    const outcome = outcomes.get(row.id);
    const intent = normalizeIntent(outcome?.intent?.original ?? row.intent);
    const decision = decideAutomation({
      analysis: {
        normalized_intent: intent,
        confidence: row.confidence,
        priority_score: row.priority,
        crisis_flag: row.crisis,
        sentiment_classification: classificationOf(outcome?.sentiment?.original ?? row.sentiment),
        labels: row.labels,
      },
      config,
      escalationKeywords: settings.escalationKeywords,
      text: row.content,
      now: row.receivedAt,
      timezone: settings.timezone,
    });
    if (decision.decision !== "auto") continue;
    // The job's knowledge gate, for the newest messages: beyond them the count is the decision's.
    let reply: string | null = null;
    if (knowledgeChecked < KNOWLEDGE_CHECKS) {
      knowledgeChecked += 1;
      const gate = await replyPastKnowledgeGate(deps, actor.teamId, row.id, intent);
      if (gate.held) {
        heldForPerson += 1;
        continue;
      }
      reply = gate.reply;
    }
    const changedIntent =
      outcome?.intent && outcome.intent.final !== outcome.intent.original ? outcome.intent.final : null;
    const corrected =
      changedIntent !== null ||
      (outcome?.sentiment !== undefined && outcome.sentiment.final !== outcome.sentiment.original);
    const tally = perIntent.get(intent)!;
    tally.would_send += 1;
    wouldSend += 1;
    if (corrected) {
      tally.later_corrected += 1;
      laterCorrected += 1;
    }
    if (examples.length < DRY_RUN_EXAMPLES) {
      examples.push({
        message_id: row.id,
        content: row.content.slice(0, 280),
        received_at: row.receivedAt.toISOString(),
        intent,
        confidence: row.confidence,
        corrected_to: changedIntent,
        reply,
      });
    }
  }

  return {
    days: input.days,
    since: since.toISOString(),
    analysed: rows.length,
    would_send: wouldSend,
    later_corrected: laterCorrected,
    held_for_person: heldForPerson,
    knowledge_checked: knowledgeChecked,
    intents: INTENTS.map((intent) => ({ intent, ...perIntent.get(intent)! })),
    examples,
  };
}
