import type { Intent } from "@shared/ai/ai.constants";
import type { NormalizedText } from "./text-normalizer";

// A wish or request that the brand make, change, bring back or add something (LABELLING.md
// question 8): "A travel size of everything would be amazing", "would love a fragrance-free
// version", "please bring back the old formula", "you guys should make a pump bottle".
const WISH = new RegExp(
  [
    "\\b(?:a|an|some|more|the) [^.!?]{1,50} would be (?:amazing|great|nice|awesome|perfect|incredible|so good|a dream|a game changer|fire|everything|lovely|cool)\\b",
    "\\bwould (?:love|kill for|die for) (?:a|an|more|some|it if|if (?:you|u)|to see|for (?:you|u) to)\\b",
    "\\b(?:please|pls|plz) (?:bring back|restock|release|launch|come out with)\\b",
    // "please add a pump" is a wish for the product; "please add milk to my list" asks an assistant.
    "\\b(?:please|pls|plz) (?:make|add|do) (?:a|an|more|some) [^.!?]{0,40}?\\b(?:shades?|sizes?|versions?|formulas?|colou?rs?|scents?|kits?|sets?|bottles?|pumps?|refills?|minis?|tutorials?|products?|options?)\\b",
    "\\bbring (?:it|this|them|that|the \\w+) back\\b|\\bbring back (?:the|your|that|those|this|our)\\b",
    "\\b(?:you|u|y'?all)(?: guys| all)? (?:should|gotta) (?:make|bring|add|release|launch|open|sell|come out with|restock)\\b",
    "\\bwish (?:you|u|y'?all|there was|there were) (?:made|had|sold|would|carried|shipped|offered|did|a|an|more)\\b",
  ].join("|"),
  "u",
);
/** Intents that read a wish as praise or chatter: "would be amazing" is no compliment of what exists. */
const MISREAD: ReadonlySet<Intent> = new Set(["compliment", "catch_all", "greeting"]);
/** Confidence at most of the intent read from the wish rather than the model. */
const WISH_MAX_CONFIDENCE = 0.75;

/** A wish for something the brand could make, read as praise or chatter, is feedback. */
export function readWish(
  intent: Intent,
  confidence: number,
  text: NormalizedText,
): { intent: Intent; confidence: number } {
  if (!MISREAD.has(intent) || !WISH.test(text.lowered)) return { intent, confidence };
  return { intent: "feedback", confidence: Math.min(confidence, WISH_MAX_CONFIDENCE) };
}
