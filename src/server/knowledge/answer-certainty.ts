import { ASKS_YES_NO, askingText, type Concept } from "./knowledge-query";
import { CONDITIONAL_INSTRUCTION, EVERY_PRODUCT, isWeak } from "./knowledge-sentences";
import { PRICE_LINE } from "./knowledge-sources";
import { asksForProduct } from "./products-for-need";

/**
 * The coverage from which an answer may be sent without a person: all the question asks. At 0.8,
 * 82% of the development sets' right answers and 2 of their 8 invented ones reached it; at full
 * coverage 75% and none (decision 034).
 */
const CERTAIN_COVERAGE = 0.99;
/**
 * An answer goes out alone only when no other passage answers nearly as well (a runner-up under
 * this share of its value), and the message is short: a longer one tells a story its question may
 * hang on. Held-out sets: answers sent alone 86% right -> 91% (decision 037).
 */
const CLEAR_LEAD = 0.8;
const SHORT_MESSAGE_WORDS = 20;

/** "except the Overnight Lip Mask", "other than", "apart from": a product named as the exception. */
const EXCEPTION = /\b(?:except|excluding|other than|apart from|aside from|but not)\b/i;

/**
 * Whether the answer found may be sent without a person: it covers all the question asks (or is
 * the named product's own sentence and speaks of no other product), no other passage answers nearly
 * as well, and the message is short. A person checks a sentence naming only other products than the
 * one asked about ("is the vitamin C serum ok for sensitive skin?" -> "... start the Retinal Night
 * Renewal Serum two nights a week"), unless it speaks of every product ("all of our products are
 * vegan except ..."), and an instruction under a condition given for a yes or no ("is it ok for
 * sensitive skin?" -> "If a product irritates your skin, stop using it and contact us within 60
 * days"), decision 040.
 */
export function sendsAlone(a: {
  question: string;
  sentence: string;
  /** The share of what the question asks that the sentence covers. */
  covered: number;
  /** The sentence is the named product's own. */
  ownsNamed: boolean;
  named: ReadonlySet<string>;
  namedInAnswer: readonly string[];
  /** The best other passage's answer value as a share of this one's. */
  runnerUpShare: number;
  /** A product's price line would not answer the question (see `priceAsked`). */
  priceNotAsked?: boolean;
  /** The customer reports a problem (a damaged item, a lost parcel). */
  problem?: boolean;
}): boolean {
  const namesOthers = !a.namedInAnswer.every((name) => a.named.has(name));
  const namesOnlyOthers = a.namedInAnswer.length > 0 && !a.namedInAnswer.some((name) => a.named.has(name));
  return (
    (a.covered >= CERTAIN_COVERAGE || (a.ownsNamed && !namesOthers)) &&
    // A rule for every product names another only as its exception ("All of our products are vegan
    // except the Overnight Lip Mask"); one that goes on about another ("..., and start the Retinal
    // serum two nights a week") is checked by a person when another product was asked about.
    !(
      a.named.size > 0 &&
      namesOnlyOthers &&
      !(EVERY_PRODUCT.test(a.sentence) && EXCEPTION.test(a.sentence))
    ) &&
    !(ASKS_YES_NO.test(askingText(a.question) ?? a.question) && CONDITIONAL_INSTRUCTION.test(a.sentence)) &&
    // "is the spf mineral or chemical?" is not answered alone by the Skin Tint Mineral SPF 30's price.
    !(a.priceNotAsked && PRICE_LINE.test(a.sentence)) &&
    a.runnerUpShare < CLEAR_LEAD &&
    a.question.split(/\s+/).length <= SHORT_MESSAGE_WORDS &&
    // A problem told with no question ("my order came and the jar was smashed"): a person reads it.
    !(a.problem && !a.question.includes("?") && askingText(a.question) === null)
  );
}

/**
 * Whether a product's price line would not answer the question: a yes or no asked of a property
 * ("is the spf mineral or chemical?" names the Skin Tint Mineral SPF 30 by its title), not a price,
 * nor whether the store has the product ("is there an eye cream?", "do you sell a lip oil?").
 */
export function priceNotAsked(text: string, concepts: readonly Concept[], sourceKind: string): boolean {
  return (
    sourceKind === "product" &&
    !concepts.some((c) => c.key === "cost") &&
    ASKS_YES_NO.test(text) &&
    !/^\W*(?:is|are)\s+there\b/i.test(text) &&
    !asksForProduct(text)
  );
}

/**
 * Whether another sentence of the passages found speaks of what the question tells or asks beyond
 * the answer, beside something the answer holds: "used a 10% code, do I get the full price back if
 * I return?" is answered by the return rule ("a full refund of the product price"), but "If you
 * paid with a discount code, the refund is the amount you actually paid" speaks of the code. Which
 * rule applies to the customer is then a person's call, and the answer is not sent alone.
 */
export function anotherRuleSpeaksOf(a: {
  /** The keys of the question's concepts that count: neither unknown, a product's title nor everyday. */
  asked: readonly string[];
  /** The answer's sentence, its concepts, and the quote it is cited by (with a sentence before it). */
  answer: { sentence: string; keys: ReadonlySet<string>; quote: string };
  sentences: readonly { sentence: string; keys: ReadonlySet<string> }[];
}): boolean {
  const missing = a.asked.filter((k) => !a.answer.keys.has(k));
  const shared = a.asked.filter((k) => a.answer.keys.has(k));
  if (missing.length === 0 || shared.length === 0) return false;
  return a.sentences.some(
    (s) =>
      !a.answer.quote.includes(s.sentence) &&
      missing.some((k) => s.keys.has(k)) &&
      shared.some((k) => s.keys.has(k)),
  );
}

/**
 * The question's topics, as `anotherRuleSpeaksOf` weighs them: no everyday word, no number the
 * customer tells ("48$ for how much oil"), nor what `skip` leaves out (words no passage holds, a
 * product's title, what kind of fact is asked: "how long").
 */
export const topicKeys = (concepts: readonly Concept[], skip: (key: string) => boolean): string[] =>
  concepts.map((c) => c.key).filter((k) => !skip(k) && !isWeak(k) && !/^\d+$/.test(k));
