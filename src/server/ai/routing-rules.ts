import {
  type Intent,
  type RecommendedAction,
  type SentimentClassification,
  TEAM_LABELS,
  type Team,
} from "@shared/ai/ai.constants";
import type { CrisisCategory, DetectedLanguage } from "@shared/ai/message-analysis.schema";

/** Which team answers which intent when there is no crisis (a crisis goes to management). */
export const INTENT_TEAMS: Record<Intent, Team> = {
  product_inquiry: "sales",
  purchase_intent: "sales",
  complaint: "cx",
  general_inquiry: "cx",
  greeting: "engagement",
  compliment: "engagement",
  support_request: "technical",
  partnership: "management",
  shipping_orders: "cx",
  feedback: "cx",
  catch_all: "engagement",
};

// Starting priority per intent: money and unhappy customers first, chatter last.
const INTENT_BASE_PRIORITY: Record<Intent, number> = {
  purchase_intent: 62,
  complaint: 60,
  support_request: 55,
  shipping_orders: 55,
  product_inquiry: 50,
  partnership: 45,
  general_inquiry: 40,
  feedback: 38,
  compliment: 28,
  greeting: 25,
  catch_all: 15,
};

/** Below this confidence the intent is a guess: a person reads the message. */
export const LOW_CONFIDENCE = 0.5;
/** Non-crisis messages stay under the crisis band (90-100), which only a crisis may reach. */
const NON_CRISIS_MAX = 89;

export type PrioritySignals = {
  intent: Intent;
  confidence: number;
  sentimentScore: number;
  crisis: boolean;
  crisisCategories: readonly CrisisCategory[];
  urgentLanguage: boolean;
  shouting: boolean;
  question: boolean;
  direct: boolean;
  spam: boolean;
};

export function computePriority(s: PrioritySignals): number {
  if (s.crisis) {
    return Math.min(100, 90 + 3 * Math.max(1, s.crisisCategories.length) + (s.sentimentScore < -0.5 ? 2 : 0));
  }
  if (s.spam) return 10;
  let score = INTENT_BASE_PRIORITY[s.intent];
  if (s.sentimentScore < 0) score += Math.round(-s.sentimentScore * 20);
  if (s.urgentLanguage) score += 10;
  if (s.shouting) score += 5;
  if (s.question) score += 3;
  if (s.direct) score += 5;
  if (s.intent === "purchase_intent" && s.confidence >= 0.7) score += 8;
  return Math.max(0, Math.min(NON_CRISIS_MAX, score));
}

/**
 * A stored priority moved to a changed intent, confidence or sentiment (a team correction, or an
 * analysis adapted to one): what those signals gave is taken out and what the new ones give is put
 * in, so the rest (urgent words, shouting, a DM, a question) stays as it was read. A crisis or spam
 * keeps its priority. A complaint corrected from praise had kept praise's "Low" priority.
 */
export function reprioritized(
  priority: number,
  from: Pick<PrioritySignals, "intent" | "confidence" | "sentimentScore">,
  to: Pick<PrioritySignals, "intent" | "confidence" | "sentimentScore">,
  held: { crisis: boolean; spam: boolean },
): number {
  if (held.crisis || held.spam) return priority;
  const part = (s: Pick<PrioritySignals, "intent" | "confidence" | "sentimentScore">) =>
    INTENT_BASE_PRIORITY[s.intent] +
    (s.sentimentScore < 0 ? Math.round(-s.sentimentScore * 20) : 0) +
    (s.intent === "purchase_intent" && s.confidence >= 0.7 ? 8 : 0);
  return Math.max(0, Math.min(NON_CRISIS_MAX, priority - part(from) + part(to)));
}

export function recommendTeam(intent: Intent, crisis: boolean): Team {
  return crisis ? "management" : INTENT_TEAMS[intent];
}

/**
 * What the analysis recommends. A complaint told under another intent ("where is my refund?? its
 * been a month": an order question with a complaint signal) goes to a person, as the automation's
 * decision sends it (decideAutomation's complaint_signal), so the reason shown never says "can be
 * answered automatically" of a message that will not be.
 */
export function recommendAction(a: {
  intent: Intent;
  confidence: number;
  sentiment: SentimentClassification;
  crisis: boolean;
  spam: boolean;
  empty: boolean;
  complaintSignal: boolean;
}): RecommendedAction {
  if (a.crisis) return "escalate";
  if (a.spam || a.empty || (a.intent === "catch_all" && a.confidence >= LOW_CONFIDENCE)) return "queue";
  if (a.confidence < LOW_CONFIDENCE) return "human_review";
  if (
    a.intent === "complaint" ||
    a.intent === "partnership" ||
    a.sentiment === "negative" ||
    a.complaintSignal
  )
    return "human_review";
  return "auto_reply";
}

const CRISIS_WORDS: Record<CrisisCategory, string> = {
  adverse_reaction: "adverse reaction",
  safety_hazard: "safety hazard",
  legal_threat: "legal threat",
  abuse: "abuse",
  viral: "public or viral complaint",
};

export function routingReason(a: {
  intent: Intent;
  confidence: number;
  sentiment: SentimentClassification;
  crisis: boolean;
  crisisCategories: readonly CrisisCategory[];
  team: Team;
  action: RecommendedAction;
  language: DetectedLanguage;
}): string {
  const percent = Math.round(a.confidence * 100);
  if (a.crisis) {
    const kinds = a.crisisCategories.map((c) => CRISIS_WORDS[c]).join(", ") || "reported harm";
    return `Crisis (${kinds}): escalated to ${TEAM_LABELS[a.team]}`;
  }
  const intent = a.intent.replace("_", " ");
  const language =
    a.language === "non_en" ? ", not in English" : a.language === "mixed" ? ", mixed language" : "";
  const why = `${intent[0]?.toUpperCase()}${intent.slice(1)} (${percent}% confidence), ${a.sentiment} sentiment${language}`;
  const what: Record<RecommendedAction, string> = {
    auto_reply: "can be answered automatically",
    human_review: a.confidence < LOW_CONFIDENCE ? "low confidence, needs a person" : "needs a person",
    escalate: "escalated",
    queue: "queued, no reply needed",
  };
  return `${why}: ${TEAM_LABELS[a.team]}, ${what[a.action]}`;
}

/**
 * The routing reason once a person corrected the intent or the sentiment: a label a person set is
 * theirs, not a guess with a confidence ("Complaint (set by Ana), negative sentiment: Support"). A
 * crisis keeps its reason: it stays with management whatever the labels.
 */
export function correctedRoutingReason(a: {
  previous: string | null;
  crisis: boolean;
  intent: Intent;
  sentiment: string;
  team: Team;
  /** Who set each label, of those a person set. */
  setBy: { intent?: string; sentiment?: string };
}): string | null {
  if (a.crisis) return a.previous;
  const intent = a.intent.replaceAll("_", " ");
  const by = (name: string | undefined) => (name ? ` (set by ${name})` : "");
  const why = `${intent[0]?.toUpperCase()}${intent.slice(1)}${by(a.setBy.intent)}, ${a.sentiment} sentiment${by(a.setBy.sentiment)}`;
  return `${why}: ${TEAM_LABELS[a.team]}`.slice(0, 300);
}
