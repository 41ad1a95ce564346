import type { Intent } from "@shared/ai/ai.constants";
import { priorValence } from "./sentiment-scorer";
import type { NormalizedText } from "./text-normalizer";

/** Words that turn a verdict: what follows is the part that criticises. */
const TURNS = new Set(["but", "though", "however", "although", "except", "unfortunately", "sadly"]);
const NEGATORS = new Set([
  "not",
  "no",
  "never",
  "nothing",
  "dont",
  "don't",
  "doesnt",
  "doesn't",
  "isnt",
  "isn't",
]);
/** The least prior valence (-4..4) of a word that criticises ("uncomfortable", "sticky", "slow"). */
const CRITICAL_VALENCE = -1;
/** Confidence at most of a feedback reading made by this rule rather than the model. */
const TURNED_MAX_CONFIDENCE = 0.49;

/**
 * Whether praise is turned by a criticism after it ("I love you guys but the seats are so
 * uncomfortable", "gorgeous colour, though it's a bit sticky"): a word of negative prior valence
 * after a turning word, not taken back by a negator just before it ("but not sticky at all").
 */
export function turnedByCriticism(text: NormalizedText): boolean {
  const at = text.tokens.findIndex((t) => TURNS.has(t));
  if (at < 1) return false;
  const after = text.tokens.slice(at + 1);
  return after.some(
    (token, i) =>
      priorValence(token) <= CRITICAL_VALENCE &&
      !after.slice(Math.max(0, i - 3), i).some((before) => NEGATORS.has(before)),
  );
}

/**
 * Pros and cons are feedback (LABELLING.md question 8), not praise: the head reads "I love you guys
 * but the seats are so uncomfortable" as a compliment at 0.94, and a thank-you alone would answer it.
 * A person confirms the reading.
 */
export function readTurnedPraise(
  intent: Intent,
  confidence: number,
  text: NormalizedText,
): { intent: Intent; confidence: number } {
  if (intent !== "compliment" || !turnedByCriticism(text)) return { intent, confidence };
  return { intent: "feedback", confidence: Math.min(confidence, TURNED_MAX_CONFIDENCE) };
}
