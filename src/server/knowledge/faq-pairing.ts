import { ASKS_YES_NO, askingText } from "./knowledge-query";
import { questionAbove } from "./knowledge-sentences";
import { productsNamed } from "./named-products";

/**
 * "Can I use the vitamin C serum and retinal together?": an FAQ's yes or no under a question naming
 * every product the customer names ("Can I use the Bright Start Vitamin C Serum with the Retinal
 * Night Renewal Serum?") answers how they go together, whatever word the customer asks it with
 * ("together", "mix", "layer": words no source holds). Only for a yes-or-no question: "what's the
 * difference between ..." is not answered by "Yes, at different times of day".
 */
export function answersThePair(a: {
  question: string;
  passage: string;
  sentence: string;
  named: ReadonlySet<string>;
  names: readonly string[];
}): boolean {
  if (a.named.size < 2 || !/^(?:yes|no)\b/i.test(a.sentence)) return false;
  if (!ASKS_YES_NO.test(askingText(a.question) ?? a.question)) return false;
  const both = productsNamed(`${questionAbove(a.passage, a.sentence)} ${a.sentence}`, a.names);
  return [...a.named].every((name) => both.includes(name));
}
