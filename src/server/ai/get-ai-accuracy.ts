import { INTENTS, type Intent } from "@shared/ai/ai.constants";
import { ACCURACY_PERIOD_DAYS, type AiAccuracy } from "@shared/ai/ai-accuracy.schema";
import type { Actor, AppDeps } from "../deps";
import { listAnsweredWithSuggestion } from "./ai-accuracy.repository";
import { correctionOutcomesSince } from "./corrections.repository";

type Tally = { reviewed: number; agreed: number; corrected: number };
const share = (t: Tally) => ({ ...t, agreement: t.reviewed === 0 ? null : t.agreed / t.reviewed });

/**
 * "How accurate is the AI?" for one team, from its own reviews of the last 90 days. A message
 * counts once per field: as agreement when a person sent an AI suggestion unedited and did not
 * correct the label (or corrected it back), as disagreement when the team's last label differs
 * from what the AI said. Grouped by the intent the AI gave.
 */
export async function getAiAccuracy(deps: AppDeps, actor: Actor): Promise<AiAccuracy> {
  const since = new Date(deps.now().getTime() - ACCURACY_PERIOD_DAYS * 86_400_000);
  const [outcomes, answered] = await Promise.all([
    correctionOutcomesSince(deps.db, actor.teamId, since),
    listAnsweredWithSuggestion(deps.db, actor.teamId, since),
  ]);
  const perIntent = new Map<Intent, Tally & { to: Map<string, number> }>(
    INTENTS.map((intent) => [intent, { reviewed: 0, agreed: 0, corrected: 0, to: new Map() }]),
  );
  const overall: Tally = { reviewed: 0, agreed: 0, corrected: 0 };
  const sentiment: Tally = { reviewed: 0, agreed: 0, corrected: 0 };
  const count = (tally: Tally, agreed: boolean) => {
    tally.reviewed += 1;
    if (agreed) tally.agreed += 1;
    else tally.corrected += 1;
  };

  const answeredBy = new Map(answered.map((row) => [row.messageId, row]));
  for (const messageId of new Set([...answeredBy.keys(), ...outcomes.keys()])) {
    const outcome = outcomes.get(messageId);
    const reply = answeredBy.get(messageId);
    const intent = (outcome?.intent?.original ?? reply?.intent) as Intent | undefined;
    const tally = intent ? perIntent.get(intent) : undefined;
    if (tally && (outcome?.intent || reply)) {
      const to =
        outcome?.intent && outcome.intent.final !== outcome.intent.original ? outcome.intent.final : null;
      count(tally, to === null);
      count(overall, to === null);
      if (to !== null) tally.to.set(to, (tally.to.get(to) ?? 0) + 1);
    }
    if (outcome?.sentiment) count(sentiment, outcome.sentiment.final === outcome.sentiment.original);
    else if (reply) count(sentiment, true);
  }

  return {
    period_days: ACCURACY_PERIOD_DAYS,
    intents: INTENTS.map((intent) => {
      const { to, ...tally } = perIntent.get(intent)!;
      const top = [...to].sort((a, b) => b[1] - a[1])[0];
      return { intent, ...share(tally), most_corrected_to: top?.[0] ?? null };
    }),
    overall: share(overall),
    sentiment: share(sentiment),
  };
}
