import { POINTING_WORDS } from "./everyday-words";
import { ASKS_YES_NO, askingText, type Concept } from "./knowledge-query";
import { isWeak } from "./knowledge-sentences";
import { stem, stemsOf } from "./word-stems";

const POINTING = new Set([...POINTING_WORDS].map(stem));

/**
 * A yes-or-no question in French or Spanish: "est-ce que vous livrez ...", "avez-vous ...",
 * "¿mandan muestras gratis con el pedido?", "¿tienen ...?".
 */
/** People a product may or may not suit: everyday words, but what "is it ok for teens?" asks about. */
const WHOM = new Set(["teen", "kid", "baby", "child", "children", "toddler"].map(stem));
/** "ok for teens", "safe for my kids", "for a 14 year old teen": the word the suitability is asked for. */
const forWhom = (c: Concept, asking: string) =>
  WHOM.has(c.key) &&
  c.asked.some((a) =>
    new RegExp(`\\bfor (?:my |a |an |your |our |the )?(?:[\\w-]+ ){0,2}${a}`, "i").test(stemmed(asking)),
  );
const stemmed = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}'-]+/gu) ?? []).map(stem).join(" ");

const INFINITIVE = /\p{L}{2,}(?:er|ir|ar)$/u;
const ASKS_YES_NO_FR_ES =
  /^[\s¿¡"“]*(?:(?:hola|buenas|oye|salut|bonjour|allo|allô|coucou)\W+)*¿?\s*(?:est-ce qu|avez-vous|faites-vous|livrez-vous|vendez-vous|offrez-vous|acceptez-vous|envoyez-vous|puis-je|peut-on|(?:ustedes\s+)?(?:mandan|envían|envian|tienen|hacen|aceptan|venden|ofrecen|puedo|se puede|hay)\b)/i;

/**
 * "which serum is best for dark spots", "what would you recommend for melasma": a product asked for
 * a need, which only a sentence speaking of the need answers (not "Our serums and creams are best
 * used within 12 months"), as a yes or no does. Of a named product ("what makes the barrier cream
 * good for dry skin") its own sentences answer.
 */
const ASKS_FOR_A_NEED =
  /\b(?:which|what)\b.*\b(?:best|good|better|recommend\w*|suggest\w*|works?)\b.*\bfor\b/i;

/**
 * The topics a yes-or-no question asks about that none of its candidate passages holds: "do u send
 * free samples with orders" asks about samples, and "Shipping is free on Canadian orders over
 * CA$60" says nothing of them, whatever else it shares with the question. The names rule
 * (`unknownNames`: "Do you take Klarna?") for any topic word: only a sentence that speaks of it can
 * say yes or no. Not a topic: a word of the story (outside the asking clause), an everyday or
 * pointing word ("a store near me"), a number ("if i order at 3pm"), a place, a product's name; and a
 * question offering alternatives ("green tea or antioxidants") is answered by the one the sources
 * know.
 */
export function unheardTopics(
  question: string,
  asked: readonly Concept[],
  known: { unknown: ReadonlySet<string>; titleKeys: ReadonlySet<string>; namedProducts: number },
): Concept[] {
  const asking = askingText(question) ?? question;
  // Two products asked of together ("can I mix the vitamin C serum and the retinal?") are answered
  // by the FAQ's yes or no naming both, whatever verb the customer uses (faq-pairing.ts).
  const otherLanguage = !ASKS_YES_NO.test(asking) && ASKS_YES_NO_FR_ES.test(asking);
  const forANeed = known.namedProducts === 0 && ASKS_FOR_A_NEED.test(asking);
  const yesOrNo = ASKS_YES_NO.test(asking) || otherLanguage || forANeed;
  if (!yesOrNo || /\b(?:or|ou|o)\b/i.test(asking) || known.namedProducts >= 2) return [];
  const askingStems = stemsOf(asking);
  return asked.filter(
    (c) =>
      known.unknown.has(c.key) &&
      !known.titleKeys.has(c.key) &&
      !c.place &&
      (!isWeak(c.key) || forWhom(c, asking)) &&
      !POINTING.has(c.key) &&
      !/\d/.test(c.key) &&
      // "est-ce que je peux accumuler des points": a French or Spanish infinitive is what the
      // customer would do, not a topic.
      !(otherLanguage && c.asked.every((a) => INFINITIVE.test(a))) &&
      c.asked.some((a) => askingStems.has(a)),
  );
}
