import { ASKS_YES_NO, askingText } from "./knowledge-query";
import { questionAbove } from "./knowledge-sentences";
import { productsNamed } from "./named-products";

/** A question, one sentence of a passage found for it, and the products it names of the store's. */
type PairAsk = {
  question: string;
  passage: string;
  sentence: string;
  named: ReadonlySet<string>;
  names: readonly string[];
};

/**
 * "Can I use the vitamin C serum and retinal together?": an FAQ's yes or no under a question naming
 * every product the customer names ("Can I use the Bright Start Vitamin C Serum with the Retinal
 * Night Renewal Serum?") answers how they go together, whatever word the customer asks it with
 * ("together", "mix", "layer": words no source holds). Only for a yes-or-no question: "what's the
 * difference between ..." is not answered by "Yes, at different times of day".
 */
export function answersThePair(a: PairAsk): boolean {
  if (a.named.size < 2 || !/^(?:yes|no)\b/i.test(a.sentence)) return false;
  if (!ASKS_YES_NO.test(askingText(a.question) ?? a.question)) return false;
  const both = productsNamed(`${questionAbove(a.passage, a.sentence)} ${a.sentence}`, a.names);
  return [...a.named].every((name) => both.includes(name));
}

/** Whether a question asks about using products together: "can i use X with Y", "X and Y together?". */
const TOGETHER =
  /\b(?:use|using|apply|applying|layer|layering|mix|mixing|combine|combining|pair|pairing|wear)\b.*\b(?:with|together|and|after|before|under|over)\b|\btogether\b/i;

/**
 * Whether the sentence cannot answer a yes or no about two named products used together: only one
 * naming both does ("can i use the vitamin c serum with the niacinamide serum" is not answered by
 * the niacinamide serum's price). "is the lip oil and the lip liner vegan?" asks each, not the pair.
 */
export function leavesThePair(a: PairAsk): boolean {
  if (a.named.size < 2) return false;
  const asking = askingText(a.question) ?? a.question;
  if (!ASKS_YES_NO.test(asking) || !TOGETHER.test(asking)) return false;
  const both = productsNamed(`${questionAbove(a.passage, a.sentence)} ${a.sentence}`, a.names);
  return ![...a.named].every((name) => both.includes(name));
}
