import { INTENTS, type Intent } from "@shared/ai/ai.constants";
import { type ResponseConfig, WIZARD_RESPONSE_CONFIG } from "@shared/ai/response-config.schema";
import {
  autoReplyRefusal,
  precisionAt,
  type ThresholdPrecision,
} from "@shared/ai/threshold-precision.schema";
import { loadThresholdPrecision } from "../ai/load-threshold-precision";
import type { AppDeps } from "../deps";
import { DomainError } from "../http/errors";

const intentName = (intent: Intent) => {
  const words = intent.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const repliesByItself = (config: ResponseConfig, intent: Intent) =>
  config.global.auto_reply_enabled && config.intents[intent].auto_reply_enabled;

/**
 * Issue 11 item 6: the reason a change may not be saved, or null. An intent that this change makes
 * reply by itself (its switch or the global one turned on, or its threshold moved while on) needs a
 * threshold whose measured precision on real data is at least 95%. Intents already on and left
 * alone are not re-judged, so a new measurement never blocks an unrelated save.
 */
export function autoReplyPrecisionRefusal(
  before: ResponseConfig,
  after: ResponseConfig,
  table: ThresholdPrecision,
): string | null {
  for (const intent of INTENTS) {
    if (!repliesByItself(after, intent)) continue;
    const threshold = after.intents[intent].confidence_threshold;
    const unchanged =
      repliesByItself(before, intent) && before.intents[intent].confidence_threshold === threshold;
    if (unchanged) continue;
    const verdict = precisionAt(table, intent, threshold);
    if (!verdict.allowed) return autoReplyRefusal(intentName(intent), threshold, verdict);
  }
  return null;
}

/** Throws a 400 with the reason when the change would switch auto-reply on below 95% precision. */
export function assertAutoReplyPrecision(deps: AppDeps, before: ResponseConfig, after: ResponseConfig) {
  const table = loadThresholdPrecision(deps.thresholdPrecisionFile, deps.log);
  const refusal = autoReplyPrecisionRefusal(before, after, table);
  if (refusal) throw new DomainError(400, refusal, "AUTO_REPLY_PRECISION");
}

/**
 * The recommended configuration as measured: the wizard's values, with an intent's auto-reply on only
 * where its threshold is measured at 95% precision or more. A switch shown on that could never be
 * switched on would block the global switch of a team that changed nothing.
 */
export function recommendedResponseConfig(
  deps: Pick<AppDeps, "thresholdPrecisionFile" | "log">,
): ResponseConfig {
  const table = loadThresholdPrecision(deps.thresholdPrecisionFile, deps.log);
  const intents = Object.fromEntries(
    INTENTS.map((intent) => {
      const row = WIZARD_RESPONSE_CONFIG.intents[intent];
      const allowed = precisionAt(table, intent, row.confidence_threshold).allowed;
      return [intent, { ...row, auto_reply_enabled: row.auto_reply_enabled && allowed }];
    }),
  ) as ResponseConfig["intents"];
  return { global: { ...WIZARD_RESPONSE_CONFIG.global }, intents };
}
