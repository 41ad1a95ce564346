import {
  classifySentiment,
  HIGH_INTENT_THRESHOLD,
  INTENTS,
  type Intent,
  SENTIMENT_POSITIVE_ABOVE,
} from "@shared/ai/ai.constants";
import type {
  AnalyzeInput,
  CrisisCategory,
  DetectedLanguage,
  MessageAnalysis,
} from "@shared/ai/message-analysis.schema";
import { urgencyFromPriority } from "@shared/ai/urgency";
import { coverageFactor, coverageOf } from "./calibration";
import { asksWithACondition, detectCrisis } from "./crisis-detector";
import { tellsHarmInOtherLanguage } from "./crisis-other-languages";
import { getEmbeddedModel } from "./embedded-model";
import { extractFeatures } from "./feature-hasher";
import { detectLanguage } from "./language-detector";
import type { LinearModel } from "./linear-model";
import { asksOfOrderInOtherLanguage, otherLanguageCue } from "./other-language-cues";
import { readPriceVerdict, saysTooExpensive } from "./price-verdict";
import { computePriority, recommendAction, recommendTeam, routingReason } from "./routing-rules";
import {
  headSentiment,
  lexiconSentiment,
  type NegativeCue,
  negationPraise,
  negativeCue,
  SENTIMENT_DECISION,
} from "./sentiment-scorer";
import { type NormalizedText, normalizeText } from "./text-normalizer";
import { readTurnedPraise } from "./turned-praise";
import { readWish } from "./wish-request";

/** The crisis head alone raises the flag from this probability: low, since recall matters most. */
export const CRISIS_PROBABILITY_THRESHOLD = 0.35;
/**
 * A message without a single word (emoji only, only a link, only @handles) is read, but never with a
 * confidence any automation threshold (50-100) accepts: it goes to a person.
 */
const NO_WORDS_MAX_CONFIDENCE = 0.45;
/**
 * Other-language or mixed text, and text with HTML or markup, is read with this confidence at most:
 * the model was trained and calibrated on English messages, so a person answers.
 */
const UNFAMILIAR_MAX_CONFIDENCE = 0.45;

/**
 * Intents that answer a message as no problem at all. A complaint or an angry message read as one
 * of these would get a cheerful automatic reply, so the complaint guard below re-routes or caps it.
 */
export const NON_PROBLEM_INTENTS: ReadonlySet<Intent> = new Set([
  "catch_all",
  "compliment",
  "greeting",
  "purchase_intent",
  "partnership",
  "general_inquiry",
  "product_inquiry",
]);
/** From this complaint probability a non-problem reading becomes a complaint. */
export const COMPLAINT_REROUTE_PROBABILITY = 0.5;
/** Below it, down to this, or with strongly negative sentiment, the confidence is capped instead. */
export const COMPLAINT_SIGNAL_PROBABILITY = 0.3;
export const STRONG_NEGATIVE_SCORE = -0.2;
/** Sentiment score at most for a message with a sarcasm marker or a problem told to the brand. */
const NEGATIVE_CUE_SCORE = -0.2;
/** The least sentiment of praise said through a negation ("not bad at all"). */
const PRAISE_CUE_SCORE = 0.3;
/** Confidence cap for a non-problem reading of a message with a complaint signal: under 50. */
export const COMPLAINT_SIGNAL_MAX_CONFIDENCE = 0.49;

const URGENT_LANGUAGE =
  /\b(asap|urgent\w*|emergency|immediately|right now|today|tonight|help|please help|still waiting)\b/u;
// Selling followers is spam; an influencer telling their audience ("12k followers") is not.
const SPAM_LANGUAGE =
  /\b(crypto|bitcoin|forex|(buy|get|gain|grow|boost|free|cheap|instant|real)( \w+)? (followers|likes)|followers for sale|f4f|l4l|dm me for|click (here|the link|my)|claim (your|at|the)|free (iphone|gift ?card|robux|v ?bucks|ps5)|link in (my )?bio|earn \$?\d|guaranteed returns|sugar (daddy|baby)|promote (it|your)|you('ve| have) been selected|you are a winner|follow (for|4) follow|follow back|send (it|this) to @|@\w*promo|make \$?\d+k? ?(\/|a |per )?(week|day|month)|check my (bio|page|profile))\b/u;

function isIntent(value: string | undefined): value is Intent {
  return value !== undefined && (INTENTS as readonly string[]).includes(value);
}

/** A message read once: its normalised text and the signals that do not depend on a model. */
export type ReadMessage = {
  input: AnalyzeInput;
  normalized: NormalizedText;
  language: DetectedLanguage;
  ruleCrisis: CrisisCategory[];
};

/** What a provider judges; everything else in an analysis is derived from it by the same rules. */
export type MessageJudgement = {
  intent: Intent;
  confidence: number;
  sentimentScore: number;
  crisis: boolean;
  crisisCategories: CrisisCategory[];
  /** Probability that the message is a complaint or an angry message (the complaint head). */
  complaintProbability?: number;
};

export function readMessage(input: AnalyzeInput): ReadMessage {
  const normalized = normalizeText(typeof input.text === "string" ? input.text : "");
  return {
    input,
    normalized,
    language: detectLanguage(normalized),
    ruleCrisis: detectCrisis(normalized.lowered),
  };
}

type HeadOutput = ReturnType<LinearModel["predict"]>[number];

/** The head's probabilities, as the sentiment decision reads them. */
export function sentimentProbabilities(head: HeadOutput | undefined) {
  const p = (name: string) => (head ? head.probabilities[head.classes.indexOf(name)] : undefined);
  return { positive: p("positive") ?? 0, neutral: p("neutral") ?? 1, negative: p("negative") ?? 0 };
}

/** Sentiment score of a non-empty message from the sentiment head, the lexicon and the negative cues. */
export function scoreSentiment(
  normalized: NormalizedText,
  head: HeadOutput | undefined,
  decision = SENTIMENT_DECISION,
): number {
  const { positive, neutral, negative } = sentimentProbabilities(head);
  const lexicon = lexiconSentiment(normalized);
  // A message of emoji only says what its emoji say ("🔥", "👎"): the head reads too little of it.
  if (normalized.wordCount === 0 && lexicon !== 0)
    return Math.sign(lexicon) * Math.max(EMOJI_ONLY_SCORE, Math.abs(lexicon));
  const score = headSentiment(lexicon, positive, neutral, negative, decision);
  // Sarcasm, or a problem told to the brand, is never read as neutral or positive.
  if (
    negativeCue(normalized) !== null ||
    otherLanguageCue(normalized) !== null ||
    saysTooExpensive(normalized)
  )
    return Math.min(score, NEGATIVE_CUE_SCORE);
  return negationPraise(normalized) ? Math.max(score, PRAISE_CUE_SCORE) : score;
}

/** The least sentiment an emoji-only message with a felt emoji gets (spec 3's bands start at 0.1). */
const EMOJI_ONLY_SCORE = 0.3;

/**
 * Crisis categories that tell of harm done, and the symptoms that say it was done to someone: a
 * message telling one is negative. The symptom is needed: the categories' words also name places and
 * things ("people working in hospitals are under appreciated").
 */
const HARM_CATEGORIES: ReadonlySet<CrisisCategory> = new Set(["adverse_reaction", "safety_hazard"]);
const SYMPTOM =
  /\b(?:blister\w*|rash\w*|burn(?:s|ed|ing)?|burnt|swell\w*|swollen|hives|bleed\w*|itch\w*|sting(?:s|ing)?|reaction|infect\w*|allergic|scar(?:s|red|ring)?|urgent care|emergency room)\b/u;

/** The embedded provider's judgement: the calibrated heads, the lexicon and the crisis rules. */
export function judgeEmbedded(message: ReadMessage, model: LinearModel): MessageJudgement {
  const { normalized } = message;
  const [intentHead, sentimentHead, complaintHead, crisisHead] = model.predict(
    extractFeatures(normalized, model.featureOptions),
  );
  const isEmpty = normalized.tokens.length === 0;
  const predicted = intentHead ? intentHead.classes[intentHead.best] : undefined;
  const intent: Intent = isEmpty || !isIntent(predicted) ? "catch_all" : predicted;
  let confidence = isEmpty || !intentHead ? 0 : (intentHead.probabilities[intentHead.best] ?? 0);
  confidence *= coverageFactor(coverageOf(normalized, model.isKnownWord), model.fullCoverage);
  const complaintProbability = isEmpty ? 0 : (complaintHead?.probabilities[1] ?? 0);
  const crisisProbability = crisisHead?.probabilities[1] ?? 0;
  // Harm told ("blistering after one use", "my face swelled"): never read as neutral or warm, whatever
  // else the message says ("everyone please be careful").
  const harm =
    (message.ruleCrisis.some((c) => HARM_CATEGORIES.has(c)) && SYMPTOM.test(normalized.lowered)) ||
    tellsHarmInOtherLanguage(normalized.lowered);
  const read = isEmpty ? 0 : scoreSentiment(normalized, sentimentHead);
  const sentimentScore = harm ? Math.min(read, NEGATIVE_CUE_SCORE) : read;
  return {
    intent,
    confidence,
    sentimentScore,
    // The head alone never escalates praise ("I'm a lawyer and I love your lip tint"): a crisis it
    // reads without a rule must not be said warmly.
    crisis:
      message.ruleCrisis.length > 0 ||
      (crisisProbability >= CRISIS_PROBABILITY_THRESHOLD &&
        sentimentScore <= SENTIMENT_POSITIVE_ABOVE &&
        !asksWithACondition(normalized.lowered)),
    crisisCategories: message.ruleCrisis,
    complaintProbability,
  };
}

/** Intents a complaint marker or sarcasm turns into `complaint` (corpus/LABELLING.md, question 5). */
const MARKER_REROUTABLE: ReadonlySet<Intent> = new Set([
  ...NON_PROBLEM_INTENTS,
  "shipping_orders",
  "support_request",
  "feedback",
]);
/** Confidence at most of a complaint read from a marker rule rather than the model. */
const MARKER_MAX_CONFIDENCE = 0.75;

/**
 * Complaints and anger are never read as a non-problem with confidence (issue 11 point 4):
 * - a complaint marker of the labelling guide or sarcasm makes the message a complaint;
 * - a non-problem intent with a likely complaint (complaint head >= 0.5), or with a problem told
 *   to the brand, becomes a complaint;
 * - with a weaker complaint signal or negative sentiment it keeps its intent but not the
 *   confidence to be answered alone.
 */
export function guardComplaint(
  judgement: MessageJudgement,
  cue: NegativeCue | null = null,
  praise = false,
): MessageJudgement & { complaintSignal: boolean } {
  const p = judgement.complaintProbability ?? 0;
  const negative = judgement.sentimentScore <= STRONG_NEGATIVE_SCORE;
  const complaintSignal = cue !== null || p >= COMPLAINT_SIGNAL_PROBABILITY || negative;
  const { intent, confidence } = judgement;
  // Praise said through a negation ("wasn't terrible", "can't say enough good things") is read by
  // its negative words: praise, but a person confirms it.
  if (praise && cue === null && intent === "complaint") {
    return {
      ...judgement,
      intent: "compliment",
      confidence: Math.min(confidence, COMPLAINT_SIGNAL_MAX_CONFIDENCE),
      complaintSignal: false,
    };
  }
  if ((cue === "marker" || cue === "sarcasm") && MARKER_REROUTABLE.has(intent)) {
    return {
      ...judgement,
      intent: "complaint",
      confidence: Math.min(confidence, MARKER_MAX_CONFIDENCE),
      complaintSignal,
    };
  }
  // A failing product told with praise ("I love the serum but the pump broke after a week") is a
  // complaint, not mixed feedback: the guide's question 7 comes before question 8.
  if (cue === "problem" && intent === "feedback")
    return {
      ...judgement,
      intent: "complaint",
      confidence: Math.min(confidence, MARKER_MAX_CONFIDENCE),
      complaintSignal,
    };
  if (!complaintSignal || !NON_PROBLEM_INTENTS.has(intent)) return { ...judgement, complaintSignal };
  if (p >= COMPLAINT_REROUTE_PROBABILITY) {
    return { ...judgement, intent: "complaint", confidence: Math.min(confidence, p), complaintSignal };
  }
  // A problem told to the brand, read as chatter, praise, a greeting, an order or a question, is a
  // complaint; the guard cannot be sure of it (low confidence).
  return {
    ...judgement,
    ...(cue === "problem" ? { intent: "complaint" as const } : {}),
    confidence: Math.min(confidence, COMPLAINT_SIGNAL_MAX_CONFIDENCE),
    complaintSignal,
  };
}

// A clause that asks: a question mark, or a question word opening a clause ("love it, do you ship to
// canada", "my skin turns red with everything, is your stuff gentle enough").
const ASKS =
  /\?|(?:^|[,.!;:]\s*|\b(?:and|but|so|also|btw|pls|please)\s+)(?:is|are|was|were|can|could|do|does|did|have|has|will|would|should|how|what|what'?s|which|where|when|why)\s+(?:it|this|that|they|these|those|your|ur|you|u|i|we|my|the|there)\b/u;

/**
 * Praise or a hello that also asks something is not answered with a thank-you alone: a person sees
 * it first (the guide keeps it `compliment`, LABELLING.md question 10, and the question it carries
 * needs an answer). Nor is praise that does not read as positive ("glow serum price": the product's
 * name holds a praise word).
 */
function askedOf(intent: Intent, normalized: NormalizedText, confidence: number, sentiment: number): number {
  if (intent !== "compliment" && intent !== "greeting") return confidence;
  const doubtful =
    ASKS.test(normalized.lowered) || (intent === "compliment" && sentiment <= SENTIMENT_POSITIVE_ABOVE);
  return doubtful ? Math.min(confidence, COMPLAINT_SIGNAL_MAX_CONFIDENCE) : confidence;
}

// A wish to buy now, said outright ("I want 2", "I'd buy it today", "want to order both", "Sold."),
// not a condition ("if I want to buy wheels, what width fits?").
const BUYS_NOW =
  /(?<!\bif (?:i|we|you) )\b(?:i'?d|i would|i'?ll|i will|gonna|going to|wanna|want to|ready to) (?:buy|order|purchase|get) (?:it|them|one|two|both|this|these|\d+|today|now|asap)\b|(?<!\bif (?:i|we|you) )\b(?:want(?:ing)?|ready) to (?:order|buy|purchase)\b|\bi want (?:\d+|two|three|both|it|them)\b|^sold\b|\btake my money\b/u;

/**
 * A product question that states a wish to buy now is a purchase (LABELLING.md question 9: it stays
 * `purchase_intent` whatever pre-purchase question it carries): "Is the skin tint back in stock in
 * Tan? I want 2" was a product question at 0.88.
 */
function wantsToBuyNow(intent: Intent, message: ReadMessage): Intent {
  const { normalized, language } = message;
  // A French or Spanish order, return or shipping question (its words are no English ones).
  if (language !== "en" && NON_PROBLEM_INTENTS.has(intent) && asksOfOrderInOtherLanguage(normalized))
    return "shipping_orders";
  if (intent !== "product_inquiry") return intent;
  if (BUYS_NOW.test(normalized.lowered)) return "purchase_intent";
  // Returns, exchanges and when a placed order ships are orders' business (question 5), whatever
  // product they name: "how do returns work? want to return an unopened glow ritual set" was a
  // product question at 0.91, "bought the serum yesterday, when does it ship?" at 0.85.
  return RETURNS.test(normalized.lowered) || WHEN_IT_SHIPS.test(normalized.lowered)
    ? "shipping_orders"
    : intent;
}

const WHEN_IT_SHIPS =
  /\b(?:bought|ordered|placed|paid)\b.*\b(?:when|has|did|will)\b(?: (?:does|will|is|did))? (?:it|my order|my package|my parcel|they|this|that) (?:ship|shipped|be shipped|arrive|be delivered|go out|leave)\b/u;
const RETURNS =
  /\b(?:returns?|refunds?) (?:work|policy|window|label)\b|\b(?:want|like|need|wanna) to (?:return|exchange)\b|\bexchang(?:e|ing) (?:my|it|this|the|an?)\b/u;

/**
 * Bad input is read, never trusted (issue 11, "Bad input"), whichever provider judged it: no word at
 * all, another language or a mix, or HTML/markup caps the confidence under every automation
 * threshold.
 */
function capForInput(message: ReadMessage, confidence: number): number {
  const { normalized, language } = message;
  let capped = confidence;
  if (normalized.wordCount === 0) capped = Math.min(capped, NO_WORDS_MAX_CONFIDENCE);
  if (language === "non_en" || language === "mixed" || normalized.markupCount > 0) {
    capped = Math.min(capped, UNFAMILIAR_MAX_CONFIDENCE);
  }
  return capped;
}

/** Priority, urgency, team, action, labels and routing reason from a judgement. */
export function composeAnalysis(
  message: ReadMessage,
  judgement: MessageJudgement,
  engine: MessageAnalysis["engine"],
  modelVersion: string,
): MessageAnalysis {
  const { normalized, language, input } = message;
  const cue = negativeCue(normalized) ?? otherLanguageCue(normalized);
  const guarded = guardComplaint(judgement, cue, negationPraise(normalized));
  const { crisis, crisisCategories, complaintSignal } = guarded;
  const priced = readPriceVerdict(guarded.intent, guarded.confidence, normalized);
  const wished = readWish(priced.intent, priced.confidence, normalized);
  const verdict = readTurnedPraise(wished.intent, wished.confidence, normalized);
  const intent = wantsToBuyNow(verdict.intent, message);
  const trusted = askedOf(intent, normalized, verdict.confidence, judgement.sentimentScore);
  const confidence = Math.round(Math.max(0, Math.min(1, capForInput(message, trusted))) * 1000) / 1000;
  const sentimentScore = Math.round(Math.max(-1, Math.min(1, judgement.sentimentScore)) * 1000) / 1000;
  const sentiment = classifySentiment(sentimentScore);
  const spam = SPAM_LANGUAGE.test(normalized.lowered) && !crisis;
  const urgentLanguage = URGENT_LANGUAGE.test(normalized.lowered);
  const question = normalized.questionMarks > 0;
  const emojiOnly = normalized.wordCount === 0 && normalized.emojiCount > 0;

  const priority = computePriority({
    intent,
    confidence,
    sentimentScore,
    crisis,
    crisisCategories,
    urgentLanguage,
    shouting: normalized.upperRatio > 0.6,
    question,
    direct: input.message_type === "dm",
    spam,
  });
  const team = recommendTeam(intent, crisis);
  const empty = normalized.tokens.length === 0;
  const action = recommendAction({ intent, confidence, sentiment, crisis, spam, empty, complaintSignal });

  const labels = [`intent:${intent}`, `sentiment:${sentiment}`, `team:${team}`];
  for (const category of crisisCategories) labels.push(`crisis:${category}`);
  if (crisis && crisisCategories.length === 0) labels.push("crisis:model");
  if (intent === "purchase_intent" && confidence >= HIGH_INTENT_THRESHOLD) labels.push("high_intent");
  if (question) labels.push("question");
  if (urgentLanguage) labels.push("urgent_language");
  if (complaintSignal) labels.push("complaint_signal");
  if (spam) labels.push("possible_spam");
  if (emojiOnly) labels.push("emoji_only");
  if (language === "non_en") labels.push("non_english");
  if (language === "mixed") labels.push("mixed_language");
  if (normalized.truncated) labels.push("truncated");
  if (normalized.markupCount > 0) labels.push("markup");
  if (input.platform) labels.push(`platform:${input.platform.slice(0, 30)}`);

  return {
    intent,
    normalized_intent: intent,
    confidence,
    sentiment_score: sentimentScore,
    sentiment_classification: sentiment,
    priority_score: priority,
    urgency_level: urgencyFromPriority(priority),
    crisis_flag: crisis,
    crisis_categories: crisisCategories,
    recommended_team: team,
    recommended_action: action,
    labels,
    routing_reason: routingReason({
      intent,
      confidence,
      sentiment,
      crisis,
      crisisCategories,
      team,
      action,
      language,
    }),
    language,
    truncated: normalized.truncated,
    engine,
    model_version: modelVersion,
  };
}

/**
 * The embedded analysis of one message: deterministic, offline, never throws for any string.
 * Pure CPU work (no I/O once the model is loaded), so callers may run it inline.
 */
export function analyzeMessage(
  input: AnalyzeInput,
  model: LinearModel = getEmbeddedModel(),
): MessageAnalysis {
  const message = readMessage(input);
  return composeAnalysis(message, judgeEmbedded(message, model), "embedded", model.version);
}
