import type { Concept } from "./knowledge-query";
import { isWeak, linesOf, questionAbove } from "./knowledge-sentences";

/**
 * "is aurelle in sephora stores", "are you sold at Ulta?", "can I find you in any pharmacies?":
 * whether the brand is sold somewhere.
 */
const ASKS_WHERE_SOLD =
  /\b(?:in|at)\s+(?:\S+\s+){0,2}?(?:stores?|shops?|retailers?|pharmac(?:y|ies)|drugstores?|boutiques?)\b|\b(?:sold|stocked|carried)\s+(?:at|in)\b|\bwhere\s+(?:can|do|could)\s+(?:i|we|u)\s+(?:buy|find|get|shop)\b/i;

/** The FAQ's question above where the brand says it sells: "Where can I buy Aurelle Beauty?" */
const WHERE_TO_BUY =
  /\bwhere\s+(?:can|do|could)\s+(?:i|we|you)\s+(?:buy|find|get|shop)\b|\bwhere\s+(?:are|is)\b.{0,40}\bsold\b/i;

/**
 * A question about a place to buy that no source names ("is aurelle in sephora stores": no source
 * says Sephora), and the team's sentence saying where it sells (the FAQ's answer to "Where can I
 * buy ...?"), with its passage: the list of where it sells answers, for a person to send (it says
 * no to Sephora only by leaving it out). Its words alone ("store") found nothing surer, and a reply
 * with no fact was a cheer ("Wonderful choice"). Undefined otherwise.
 */
export function whereSold<T extends { content: string }>(
  question: string,
  concepts: readonly Concept[],
  /** A concept that asks nothing of its own: the brand's name, or a word no source holds ("sephora"). */
  namesOnly: (concept: Concept) => boolean,
  hits: readonly T[],
): { hit: T; text: string } | undefined {
  if (!ASKS_WHERE_SOLD.test(question)) return undefined;
  // ... and nothing else: "Is the student 10% off valid in Sephora stores too?" asks of a discount.
  const asksMore = concepts.some((c) => !(c.key === "store" || c.place || isWeak(c.key) || namesOnly(c)));
  if (asksMore) return undefined;
  for (const hit of hits)
    for (const line of linesOf(hit.content))
      if (line.candidate && WHERE_TO_BUY.test(questionAbove(hit.content, line.text)))
        return { hit, text: line.text };
  return undefined;
}
