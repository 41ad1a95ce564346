import { z } from "zod";
import { INTENTS } from "./ai.constants";

export const AUTOMATION_DECISIONS = ["auto", "manual", "crisis"] as const;
export type AutomationDecisionKind = (typeof AUTOMATION_DECISIONS)[number];

/** Why the decision came out as it did, checked in this order. */
export const AUTOMATION_REASONS = [
  "crisis_flag",
  "escalation_keyword",
  "global_auto_reply_off",
  "intent_auto_reply_off",
  "complaint_signal",
  "below_confidence_threshold",
  "below_minimum_priority",
  "auto_reply",
] as const;
export type AutomationReason = (typeof AUTOMATION_REASONS)[number];

/**
 * Spec 2, "Automation decision". confidence_score is 0-1 like the analysis;
 * threshold_required is in percent (50-100) like the configuration slider it comes from.
 * delay_applied_minutes is the real wait (Business Hours resolved to minutes until opening).
 */
export const AutomationDecisionSchema = z.object({
  decision: z.enum(AUTOMATION_DECISIONS),
  reason: z.enum(AUTOMATION_REASONS),
  normalized_intent: z.enum(INTENTS),
  confidence_score: z.number().min(0).max(1),
  threshold_required: z.number().int().min(0).max(100),
  minimum_priority: z.number().int().min(0).max(100),
  priority_score: z.number().int().min(0).max(100),
  configured_delay_minutes: z.number().int(),
  delay_applied_minutes: z.number().int().min(0),
  scheduled_for: z.string().datetime().nullable(),
  matched_escalation_keyword: z.string().nullable(),
});
export type AutomationDecision = z.infer<typeof AutomationDecisionSchema>;
