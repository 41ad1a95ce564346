import type { Intent } from "@shared/ai/ai.constants";
import type { NormalizedText } from "./text-normalizer";

// A price said to be too high, the commonest grievance under a beauty brand's posts: "so pricey for
// such a small bottle", "why is it so expensive", "wish it was cheaper", "can't afford it".
// Not taken back by a negator: "not too expensive", "hope it's not too pricey".
const PRICE_VERDICT =
  /(?<!\b(?:not|isn'?t|wasn'?t|aren'?t|weren'?t|never|hardly|nothing|no)\s+(?:\w+\s+)?)\b(?:too|so|sooo+|way too|really|very|crazy|insanely|ridiculously|super|kinda|a bit|a little|bit|hella|mad) (?:expensive|pricey|pricy|overpriced|spendy|costly|dear)\b|\boverpriced\b|\bwish (?:it|they|this|these|u|you) (?:was|were|wasn'?t|weren'?t|could be|would be|(?:would|could) make (?:it|them)) (?:so |a bit |a little )?(?:cheaper|expensive|pricey|less expensive|more affordable|affordable)\b|\bcan'?t afford\b|\bprices? (?:is|are) (?:insane|crazy|ridiculous|too high|steep|wild)\b/u;
// Praise beside it: pros and cons (LABELLING.md question 8), not a purely negative verdict (question 7).
const PRAISE =
  /\b(?:love|loving|loved|obsessed|amazing|great|holy grail|best|perfect|gorgeous|beautiful|favou?rite|fav|stunning|worth every)\b/u;
/** Intents that read a price verdict as no problem at all: a hello, chatter, praise, a question. */
const MISREAD: ReadonlySet<Intent> = new Set(["catch_all", "compliment", "greeting", "general_inquiry"]);
/** Confidence at most of an intent read from the verdict rather than the model. */
const VERDICT_MAX_CONFIDENCE = 0.75;

/** Whether the message says the price is too high. */
export const saysTooExpensive = (text: NormalizedText) => PRICE_VERDICT.test(text.lowered);

/**
 * A price verdict read as chatter, praise, a hello or a general question is a complaint when it is
 * all the message says ("so pricey for such a small bottle"), and feedback when praise comes with it
 * ("obsessed but it's so expensive"); never answered alone with a thank-you.
 */
export function readPriceVerdict(
  intent: Intent,
  confidence: number,
  text: NormalizedText,
): { intent: Intent; confidence: number } {
  if (!MISREAD.has(intent) || !saysTooExpensive(text)) return { intent, confidence };
  return {
    intent: PRAISE.test(text.lowered) ? "feedback" : "complaint",
    confidence: Math.min(confidence, VERDICT_MAX_CONFIDENCE),
  };
}
