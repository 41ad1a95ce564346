import type { AutomationDecision, AutomationReason } from "@shared/ai/automation-decision.schema";
import type { MessageAnalysis } from "@shared/ai/message-analysis.schema";
import {
  BUSINESS_HOURS_DELAY,
  type ResponseConfig,
  type ResponseConfigInput,
  resolveResponseConfig,
} from "@shared/ai/response-config.schema";
import { minutesUntilBusinessHours } from "./business-hours";

export type DecideAutomationInput = {
  analysis: Pick<MessageAnalysis, "normalized_intent" | "confidence" | "priority_score" | "crisis_flag"> &
    Partial<Pick<MessageAnalysis, "sentiment_classification" | "labels">>;
  /** The team's saved response_config; null or undefined means the wizard defaults. */
  config: ResponseConfig | ResponseConfigInput | null | undefined;
  /** response_rules.auto_escalate_keywords of the brand settings. */
  escalationKeywords: readonly string[];
  text: string;
  now: Date;
  timezone?: string;
};

const REGEX_SPECIALS = /[.*+?^${}()|[\]\\]/g;

/** The first escalation keyword the text contains, as a whole word or phrase, ignoring case. */
export function findEscalationKeyword(text: string, keywords: readonly string[]): string | null {
  const lowered = text.toLowerCase();
  for (const keyword of keywords) {
    const phrase = keyword.trim().toLowerCase();
    if (phrase === "" || !lowered.includes(phrase)) continue;
    const bounded = new RegExp(
      `(^|[^\\p{L}\\p{N}])${phrase.replace(REGEX_SPECIALS, "\\$&")}($|[^\\p{L}\\p{N}])`,
      "u",
    );
    if (bounded.test(lowered)) return keyword;
  }
  return null;
}

/**
 * A message that reads as a complaint or as angry (the analysis's `complaint_signal` label, or
 * negative sentiment) but whose intent is not `complaint`: an automatic reply would answer it as a
 * non-problem, so a person answers it (issue 11 point 4).
 */
export function hasUnansweredComplaintSignal(analysis: DecideAutomationInput["analysis"]): boolean {
  if (analysis.normalized_intent === "complaint") return false;
  return (
    analysis.sentiment_classification === "negative" || (analysis.labels ?? []).includes("complaint_signal")
  );
}

/**
 * Issue 4 point 2. Checked in order: the crisis flag and an escalation keyword make a crisis
 * decision (never sent automatically); then the global switch, the intent's switch, a complaint
 * signal on a non-complaint intent (hasUnansweredComplaintSignal), the intent's confidence
 * threshold (percent, compared with confidence x 100) and its minimum priority make a manual one;
 * otherwise auto, after the intent's delay (0 = Immediate; -1 = Business Hours, resolved to the
 * minutes until the next opening).
 */
export function decideAutomation(input: DecideAutomationInput): AutomationDecision {
  const config = resolveResponseConfig(input.config);
  const { analysis } = input;
  const intentConfig = config.intents[analysis.normalized_intent];
  const keyword = findEscalationKeyword(input.text, input.escalationKeywords);
  const confidencePercent = Math.round(analysis.confidence * 100);

  let reason: AutomationReason = "auto_reply";
  if (analysis.crisis_flag) reason = "crisis_flag";
  else if (keyword !== null) reason = "escalation_keyword";
  else if (!config.global.auto_reply_enabled) reason = "global_auto_reply_off";
  else if (!intentConfig.auto_reply_enabled) reason = "intent_auto_reply_off";
  else if (hasUnansweredComplaintSignal(analysis)) reason = "complaint_signal";
  else if (confidencePercent < intentConfig.confidence_threshold) reason = "below_confidence_threshold";
  else if (analysis.priority_score < intentConfig.minimum_priority) reason = "below_minimum_priority";

  const decision =
    reason === "auto_reply"
      ? "auto"
      : reason === "crisis_flag" || reason === "escalation_keyword"
        ? "crisis"
        : "manual";
  const configured = intentConfig.response_delay_minutes;
  const delay =
    decision !== "auto"
      ? 0
      : configured === BUSINESS_HOURS_DELAY
        ? minutesUntilBusinessHours(input.now, input.timezone)
        : configured;

  return {
    decision,
    reason,
    normalized_intent: analysis.normalized_intent,
    confidence_score: analysis.confidence,
    threshold_required: intentConfig.confidence_threshold,
    minimum_priority: intentConfig.minimum_priority,
    priority_score: analysis.priority_score,
    configured_delay_minutes: configured,
    delay_applied_minutes: delay,
    scheduled_for: decision === "auto" ? new Date(input.now.getTime() + delay * 60_000).toISOString() : null,
    matched_escalation_keyword: keyword,
  };
}
