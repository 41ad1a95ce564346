import type { Concept } from "./knowledge-query";
import { isWeak } from "./knowledge-sentences";
import { productsNamed } from "./named-products";
import { stemsOf } from "./word-stems";

/**
 * The product a comment asks about when it names none: the one product its post's caption names
 * ("price??" under "Cherry Gloss Lip Oil, now in Guava and Cocoa"). Null when the comment names a
 * product itself, or the caption names none or several (a person reads which one is meant).
 */
export function productOfPost(question: string, caption: string, names: readonly string[]): string | null {
  if (!caption.trim()) return null;
  if (productsNamed(question, names, { byKind: true }).length > 0) return null;
  const inCaption = productsNamed(caption, names);
  if (inCaption.length === 1) return inCaption[0] ?? null;
  // "Night shift: Retinal Night Renewal Serum. Start slow, glow steady." also holds two words of
  // other serums ("glow", "start"): the one title written whole is the post's product.
  const captionStems = stemsOf(caption);
  const whole = inCaption.filter((name) => [...stemsOf(name)].every((w) => captionStems.has(w)));
  return whole.length === 1 ? (whole[0] ?? null) : null;
}

const CURRENCY = /\b(?:usd|cad|aud|eur|gbp|dollars?|euros?|pounds?|currenc(?:y|ies))\b/i;

/** What a customer asks of the product they look at: its price, its sizes, its shades. */
const PRODUCT_FACTS: ReadonlySet<string> = new Set(["cost", "size", "shade"]);

/**
 * "price??", "how much is it", "does it come in travel size": a price or a size asked of nothing the
 * question names, so of the product the customer looks at. No sentence of the knowledge states it
 * ("Our prices are in USD" does not, nor "Exchanges for another shade or size ... are free"); the
 * currency asked ("are ur prices in CAD or USD") is another question.
 */
export function asksProductFactOfNothing(question: string, concepts: readonly Concept[]): boolean {
  return (
    concepts.some((c) => PRODUCT_FACTS.has(c.key)) &&
    concepts.every((c) => PRODUCT_FACTS.has(c.key) || isWeak(c.key)) &&
    !CURRENCY.test(question)
  );
}
