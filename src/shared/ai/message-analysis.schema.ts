import { z } from "zod";
import { INTENTS, RECOMMENDED_ACTIONS, SENTIMENT_CLASSIFICATIONS, TEAMS } from "./ai.constants";
import { URGENCY_LEVELS } from "./urgency";

/** Spec 2: a stored message is a DM, a comment, a reply to a comment or a mention. */
export const MESSAGE_TYPES = ["dm", "comment", "comment_reply", "mention"] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/**
 * Analysis input. Platform and message type are optional and free-form so that a line from any
 * source (an export, a tweet) can be analysed; the known values only tune the priority.
 */
export const AnalyzeInputSchema = z.object({
  text: z.string(),
  platform: z.string().max(40).optional(),
  message_type: z.string().max(40).optional(),
});
export type AnalyzeInput = z.infer<typeof AnalyzeInputSchema>;

export const CRISIS_CATEGORIES = [
  "adverse_reaction",
  "safety_hazard",
  "legal_threat",
  "abuse",
  "viral",
] as const;
export type CrisisCategory = (typeof CRISIS_CATEGORIES)[number];

export const DETECTED_LANGUAGES = ["en", "non_en", "mixed", "none"] as const;
export type DetectedLanguage = (typeof DETECTED_LANGUAGES)[number];

export const ANALYSIS_ENGINES = ["embedded", "llm"] as const;

/**
 * The analysis of one message (spec 2, "Message AI analysis" and the derived fields).
 * confidence is 0-1 (shown as Confidence %); priority_score is 0-100 (shown as x/100).
 */
export const MessageAnalysisSchema = z.object({
  intent: z.enum(INTENTS),
  normalized_intent: z.enum(INTENTS),
  confidence: z.number().min(0).max(1),
  sentiment_score: z.number().min(-1).max(1),
  sentiment_classification: z.enum(SENTIMENT_CLASSIFICATIONS),
  priority_score: z.number().int().min(0).max(100),
  urgency_level: z.enum(URGENCY_LEVELS),
  crisis_flag: z.boolean(),
  crisis_categories: z.array(z.enum(CRISIS_CATEGORIES)),
  recommended_team: z.enum(TEAMS),
  recommended_action: z.enum(RECOMMENDED_ACTIONS),
  labels: z.array(z.string().max(60)).max(20),
  routing_reason: z.string().max(300),
  language: z.enum(DETECTED_LANGUAGES),
  truncated: z.boolean(),
  engine: z.enum(ANALYSIS_ENGINES),
  model_version: z.string(),
});
export type MessageAnalysis = z.infer<typeof MessageAnalysisSchema>;

/**
 * What a language model is asked to judge. Priority, urgency, team, action, labels and the routing
 * reason are then derived by the same rules as the embedded engine, so both providers route alike.
 */
export const LlmMessageJudgementSchema = MessageAnalysisSchema.pick({
  intent: true,
  confidence: true,
  sentiment_score: true,
  crisis_flag: true,
  crisis_categories: true,
});
export type LlmMessageJudgement = z.infer<typeof LlmMessageJudgementSchema>;
