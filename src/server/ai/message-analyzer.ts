import { classifySentiment, HIGH_INTENT_THRESHOLD, INTENTS, type Intent } from "@shared/ai/ai.constants";
import type {
  AnalyzeInput,
  CrisisCategory,
  DetectedLanguage,
  MessageAnalysis,
} from "@shared/ai/message-analysis.schema";
import { urgencyFromPriority } from "@shared/ai/urgency";
import { detectCrisis } from "./crisis-detector";
import { getEmbeddedModel } from "./embedded-model";
import { extractFeatures } from "./feature-hasher";
import { detectLanguage } from "./language-detector";
import type { LinearModel } from "./linear-model";
import { computePriority, recommendAction, recommendTeam, routingReason } from "./routing-rules";
import { blendSentiment, lexiconSentiment } from "./sentiment-scorer";
import { createSpeller, type Speller } from "./spelling";
import { type NormalizedText, normalizeText } from "./text-normalizer";
import { embedTokens, getWordEmbeddings, type WordEmbeddings } from "./word-embeddings";

/** The crisis head alone raises the flag from this probability: low, since recall matters most. */
export const CRISIS_PROBABILITY_THRESHOLD = 0.35;
// Caps on confidence where the classifier reads less than it seems to: an emoji string, a message
// mostly outside English. Kept under the lowest automation threshold (50) for non-English text.
const EMOJI_ONLY_MAX_CONFIDENCE = 0.7;
const NON_ENGLISH_CONFIDENCE_FACTOR = 0.6;

const URGENT_LANGUAGE =
  /\b(asap|urgent\w*|emergency|immediately|right now|today|tonight|help|please help|still waiting)\b/u;
const SPAM_LANGUAGE =
  /\b(crypto|bitcoin|forex|followers|f4f|l4l|dm me for|click (here|the link|my)|claim (your|at|the)|free (iphone|gift ?card|robux|v ?bucks|ps5)|link in (my )?bio|earn \$?\d|guaranteed returns|sugar (daddy|baby)|promote (it|your)|you('ve| have) been selected|you are a winner)\b/u;

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

const spellers = new WeakMap<LinearModel, Speller>();
/** The model's typo repair; words the embeddings know are real words and stay as they are. */
export function spellerOf(model: LinearModel, embeddings: WordEmbeddings | null): Speller {
  let speller = spellers.get(model);
  if (!speller) {
    speller = createSpeller(model.lexicon, embeddings ? (word) => embeddings.rowOf(word) >= 0 : undefined);
    spellers.set(model, speller);
  }
  return speller;
}

/** The embedded provider's judgement: the trained heads, the lexicon and the crisis rules. */
export function judgeEmbedded(message: ReadMessage, model: LinearModel): MessageJudgement {
  const { normalized: read, language } = message;
  const embeddings = model.denseInput ? getWordEmbeddings() : null;
  const tokens = spellerOf(model, embeddings).correctAll(read.tokens);
  const normalized = tokens === read.tokens ? read : { ...read, tokens };
  const dense = embeddings ? embedTokens(normalized.tokens, embeddings) : null;
  const [intentHead, sentimentHead, crisisHead] = model.predict(
    extractFeatures(normalized, model.featureOptions),
    dense,
  );
  const isEmpty = normalized.tokens.length === 0;
  const predicted = intentHead ? intentHead.classes[intentHead.best] : undefined;
  const intent: Intent = isEmpty || !isIntent(predicted) ? "catch_all" : predicted;
  let confidence = isEmpty || !intentHead ? 0 : (intentHead.probabilities[intentHead.best] ?? 0);
  if (normalized.wordCount === 0 && normalized.emojiCount > 0) {
    confidence = Math.min(confidence, EMOJI_ONLY_MAX_CONFIDENCE);
  }
  if (language === "non_en" || language === "mixed") confidence *= NON_ENGLISH_CONFIDENCE_FACTOR;
  const positive = sentimentHead?.probabilities[sentimentHead.classes.indexOf("positive")] ?? 0;
  const negative = sentimentHead?.probabilities[sentimentHead.classes.indexOf("negative")] ?? 0;
  const crisisProbability = crisisHead?.probabilities[1] ?? 0;
  return {
    intent,
    confidence,
    sentimentScore: isEmpty ? 0 : blendSentiment(lexiconSentiment(normalized), positive, negative),
    crisis: message.ruleCrisis.length > 0 || crisisProbability >= CRISIS_PROBABILITY_THRESHOLD,
    crisisCategories: message.ruleCrisis,
  };
}

/** Priority, urgency, team, action, labels and routing reason from a judgement. */
export function composeAnalysis(
  message: ReadMessage,
  judgement: MessageJudgement,
  engine: MessageAnalysis["engine"],
  modelVersion: string,
): MessageAnalysis {
  const { normalized, language, input } = message;
  const { intent, crisis, crisisCategories } = judgement;
  const confidence = Math.round(Math.max(0, Math.min(1, judgement.confidence)) * 1000) / 1000;
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
  const action = recommendAction({ intent, confidence, sentiment, crisis, spam, empty });

  const labels = [`intent:${intent}`, `sentiment:${sentiment}`, `team:${team}`];
  for (const category of crisisCategories) labels.push(`crisis:${category}`);
  if (crisis && crisisCategories.length === 0) labels.push("crisis:model");
  if (intent === "purchase_intent" && confidence >= HIGH_INTENT_THRESHOLD) labels.push("high_intent");
  if (question) labels.push("question");
  if (urgentLanguage) labels.push("urgent_language");
  if (spam) labels.push("possible_spam");
  if (emojiOnly) labels.push("emoji_only");
  if (language === "non_en") labels.push("non_english");
  if (language === "mixed") labels.push("mixed_language");
  if (normalized.truncated) labels.push("truncated");
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
