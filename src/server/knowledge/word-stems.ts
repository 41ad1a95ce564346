/** Letters without their accents: "livré" reads as "livre", "Montréal" as "Montreal". */
export const withoutAccents = (text: string) => text.normalize("NFD").replace(/\p{M}+/gu, "");

/**
 * Text as the search reads it: without accents, and a card's name as one word ("Do you take
 * American Express?" asks no express shipping to America; "back on my card" is no gift card; "do
 * you have a store?" is not answered by store credit or Shop Pay).
 */
export const readingForm = (text: string) =>
  withoutAccents(text)
    .replace(/\bamerican\s+express\b/gi, "amex")
    .replace(/\bgift\s+cards?\b/gi, "giftcard")
    // "store credit" is a way to be refunded, not a store: "do you have a store?" asks no refund.
    .replace(/\bstore\s+credits?\b/gi, "storecredit")
    // "Shop Pay" is a way to pay, not a shop.
    .replace(/\bshop\s*pay\b/gi, "shoppay")
    // "do you price match?" asks about matching a competitor's price, not a price or a product named "Match".
    .replace(/\bprice[\s-]*match(?:es|ing|ed)?\b/gi, "pricematch")
    // "a physical store" is a store, not a physical (mineral) sunscreen filter.
    .replace(
      /\b(?:physical|brick[\s-]and[\s-]mortar)\s+(stores?|shops?|locations?|boutiques?|retail\w*)\b/gi,
      "$1",
    )
    // "vit c" is vitamin C.
    .replace(/\bvit\.?\s*c\b/gi, "vitamin c");

const WORD = /[\p{L}\p{N}]+/gu;

/** Irregular forms customers write, read as the word they come from ("it broke" ~ "broken"). */
const IRREGULAR = new Map(
  Object.entries({
    broke: "break",
    broken: "break",
    bought: "buy",
    sold: "sell",
    paid: "pay",
    sent: "send",
    spent: "spend",
    lost: "lose",
    gone: "go",
    went: "go",
    brought: "bring",
    kept: "keep",
  }),
);

/** A light stemmer that agrees with PostgreSQL's english one on the words questions use. */
export function stem(word: string): string {
  let w = word.toLowerCase();
  const irregular = IRREGULAR.get(w);
  if (irregular) return irregular;
  if (w.length > 4 && w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
  else if (w.length > 5 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith("ed")) w = w.slice(0, -2);
  else if (w.length > 4 && /(sh|ch|x|ss)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss")) w = w.slice(0, -1);
  if (w.length > 4 && /([b-df-hj-np-tv-z])\1$/.test(w)) w = w.slice(0, -1);
  if (w.length > 4 && w.endsWith("e")) w = w.slice(0, -1);
  return w;
}

/**
 * The stems of a text's words. A search reads the same passages and sentences many times over
 * (weights, sentence ranks, coverage), so the latest texts' stems are kept.
 */
const STEMS_KEPT = 4000;
const stemsKept = new Map<string, ReadonlySet<string>>();
export function stemsOf(text: string): ReadonlySet<string> {
  const kept = stemsKept.get(text);
  if (kept) return kept;
  const out = new Set<string>();
  for (const m of readingForm(text).toLowerCase().matchAll(WORD)) out.add(stem(m[0]));
  if (stemsKept.size >= STEMS_KEPT) stemsKept.clear();
  stemsKept.set(text, out);
  return out;
}
