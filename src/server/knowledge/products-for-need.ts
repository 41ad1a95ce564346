import { STOPWORDS } from "./everyday-words";
import { type Concept, matchStrength } from "./knowledge-query";
import { isWeak, type Line, linesOf } from "./knowledge-sentences";
import { stem, stemsOf } from "./word-stems";

/**
 * "Do you sell a face cleanser?", "anything I can spray on mid-flight?", "I'm looking for a
 * sunscreen I can wear under makeup": the customer asks which product the store has for a kind of
 * product or a need, naming none. The answer is the catalogue's product of that kind (its own
 * description), not a sentence that happens to share a word ("sell" is no "sold out").
 */
const ASKS_FOR_PRODUCT =
  /\b(?:do|does|don't|dont)\s+(?:you|u|ya|y'?all)(?:\s+guys|\s+all)?\s+(?:sell|have|carry|make|offer|stock)\b|\b(?:any|anything|something|a product)\s+(?:\S+\s+)?(?:for|i\s+can|to\s+use|that)\b|\b(?:recommend|suggest)\b|\blooking for\b|\bwhat\s+(?:do|would|should|can)\s+(?:you|u|i)\s+(?:sell|have|recommend|suggest|use|get|buy)\b|\bvende[zs][- ]vous\b|\bquelque chose pour\b/i;

export const asksForProduct = (question: string) => ASKS_FOR_PRODUCT.test(question);

/**
 * "What products do you sell?", "what do you carry?": the whole catalogue, which no sentence of the
 * knowledge answers ("we do not sell in any market that ..." holds the word, not the answer).
 */
const ASKS_FOR_CATALOGUE =
  /\bwhat\s+(?:(?:kind|kinds|type|types)\s+of\s+)?(?:products?|items?|things?|stuff)\s+(?:do|does|can)\s+(?:you|u|ya|y'?all)(?:\s+guys)?\s+(?:sell|have|carry|make|offer)\b|\bwhat\s+do\s+(?:you|u|ya)(?:\s+guys)?\s+(?:sell|carry|make)\b/i;
export const asksForCatalogue = (question: string) => ASKS_FOR_CATALOGUE.test(question);

/** Words of the asking itself, not of what is asked for. */
const ASKING = new Set(
  [
    "sell",
    "have",
    "carry",
    "make",
    "offer",
    "stock",
    "recommend",
    "suggest",
    "look",
    "looking",
    "want",
    "need",
    "buy",
    "get",
    "use",
    "product",
    "item",
    "anything",
    "something",
    "thing",
    "good",
    "best",
  ].map(stem),
);
/** Words every skincare product is for: they tell no product from another. */
const GENERIC = new Set(["face", "facial", "skin", "body", "daily", "everyday", "new", "nice"].map(stem));
/** The catalogue's own lines (category, price, sizes, stock): not what a product is for. */
const CATALOGUE_LINE = /^Category:|\bcosts\b|\bcomes in \d+\b|\bin stock\b|\bsold out\b/;

/** The line of a product's passage that says what it is or does (its description), if the store wrote one. */
export const describingLine = (lines: readonly Line[]) =>
  lines.find((l) => l.candidate && !CATALOGUE_LINE.test(l.text));
/** At most this many products are offered for one need. */
const MAX_OFFERED = 2;

type ProductPassage = { sourceName: string; content: string };

/**
 * The products of the passages given (the catalogue's, as the search found them) that answer a
 * question asking for a kind of product or a need, best first, each with the sentence describing
 * it. What is asked for is the phrase right after the asking ("a face cleanser", "something for
 * dry skin"); the rest of the message is context ("... I can wear under makeup"). A product matches
 * a kind asked for when the kind is its name's last word or its category ("a cleanser": the
 * Cleansing Balm, category Cleanser) and the other words of the phrase are in its passage ("a
 * retinol serum" is not the Glow Serum); when no kind is asked, every word of the phrase must be
 * ("something for sensitive skin"). Empty when the question asks no such thing or no product
 * answers it ("do you sell shampoo?").
 */
export function productsForNeed<T extends ProductPassage>(
  question: string,
  concepts: readonly Concept[],
  passages: readonly T[],
): { passage: T; sentence: string }[] {
  const asked = askedFor(question);
  const wanted = concepts.filter(
    (c) => !c.place && c.asked.some((a) => asked.has(a)) && !c.asked.every((a) => GENERIC.has(a)),
  );
  if (wanted.length === 0) return [];
  const read = passages.map((passage) => {
    const lines = linesOf(passage.content);
    const category = lines.find((l) => l.text.startsWith("Category:"))?.text.slice("Category:".length) ?? "";
    const kindText = `${passage.sourceName.split(/\s+/).at(-1) ?? ""} ${category}`;
    const kindStems = stemsOf(kindText);
    const stems = stemsOf(passage.content);
    const holds = (c: Concept) => matchStrength(c, passage.content, stems) > 0;
    return {
      passage,
      lines,
      kind: wanted.some((c) => matchStrength(c, kindText, kindStems) > 0),
      fits: wanted.every(holds),
    };
  });
  const ofKind = read.filter((r) => r.kind);
  return (ofKind.length > 0 ? ofKind : read)
    .filter((r) => r.fits)
    .slice(0, MAX_OFFERED)
    .map((r) => ({
      passage: r.passage,
      // Its description, else its price (a catalogue without descriptions).
      sentence:
        describingLine(r.lines)?.text ??
        r.lines.find((l) => /\bcosts\b/.test(l.text))?.text ??
        r.passage.sourceName,
    }));
}

/**
 * The stems of what the customer asks for: after each asking ("do you sell", "anything for",
 * "looking for"), the words of the phrase that follows, up to a stopword or a stop ("a face
 * cleanser or makeup remover": face, cleanser; then makeup, remover).
 */
function askedFor(question: string): Set<string> {
  const out = new Set<string>();
  for (const m of question.matchAll(new RegExp(ASKS_FOR_PRODUCT.source, "gi"))) {
    const rest = question.slice((m.index ?? 0) + m[0].length).split(/[?.!,;:]/)[0] ?? "";
    let started = false;
    for (const word of rest.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? []) {
      const s = stem(word);
      const filler = STOPWORDS.has(word) || isWeak(s) || ASKING.has(s);
      if (filler && started && !ASKING.has(s)) {
        // "or" goes on to a second thing asked for ("a cleanser or makeup remover").
        if (word === "or" || word === "and") continue;
        break;
      }
      if (filler) continue;
      started = true;
      out.add(s);
    }
  }
  return out;
}
