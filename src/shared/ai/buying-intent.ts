import { HIGH_INTENT_THRESHOLD } from "./ai.constants";

/** The intents that mean a person wants to buy (issue 12: "High intent means buying intent"). */
export const BUYING_INTENTS = ["purchase_intent", "product_inquiry"] as const;

/**
 * How strongly a message shows buying intent, 0..1: the intent's confidence when the intent is a
 * buying one, else 0. A 0.99-confidence greeting scores 0.
 */
export function buyingIntentScore(intent: string | null | undefined, confidence: number | null | undefined) {
  if (!intent || !(BUYING_INTENTS as readonly string[]).includes(intent)) return 0;
  return Math.max(0, Math.min(1, confidence ?? 0));
}

/** High intent: a buying intent found with at least the threshold's confidence (0.7). */
export const isHighIntent = (intent: string | null | undefined, confidence: number | null | undefined) =>
  buyingIntentScore(intent, confidence) >= HIGH_INTENT_THRESHOLD;
