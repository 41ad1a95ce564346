import { tuning } from "../env";
import type { AnswerType } from "./answer-types";
import { ABBREVIATIONS } from "./chunk-text";
import { type Concept, holdsFocus, matchStrength, sameFamily, WEAK } from "./knowledge-query";
import { CATALOGUE_LINE } from "./knowledge-sources";
import { ANYWHERE, placesIn } from "./places";
import { stemsOf } from "./word-stems";

/**
 * The passage side of knowledge search: its lines and sentences, how much each asked concept
 * weighs, and which sentences of a passage answer the question (knowledge-query.ts reads the
 * question).
 */

// Sentences end at . ! ? followed by a space or the end, or at a line break: "$38.00",
// "care@glowtheory.example" and "Dr. Lena Marsh" stay whole.
const SENTENCE = new RegExp(String.raw`[^\n]+?(?:(?<!${ABBREVIATIONS})[.!?](?=\s|$)|$)`, "gmu");
// Text that tries to steer a model ("ignore previous instructions") is data, never a fact to state.
const INSTRUCTION =
  /\b(ignore|disregard|forget)\b.{0,30}\b(instruction|prompt|rule|above|previous)|\bsystem prompt\b|\byou are now\b|\bact as\b|\bnew instructions?\b/i;

export type Line = { text: string; candidate: boolean };

/**
 * The lines of a passage: sentences that may be quoted, and questions and headings that may not
 * (they only lend their words to the sentence that follows them). Lines that read as instructions
 * to a model are dropped.
 */
export function linesOf(text: string): Line[] {
  const out: Line[] = [];
  for (const m of text.matchAll(SENTENCE)) {
    const line = m[0].trim();
    if (line.length < 3 || INSTRUCTION.test(line)) continue;
    // Headings run together by the chunker ("Returns - Return window - Refunds") are a table of contents.
    const heading = line.includes(" - ")
      ? line.split(" - ").every((part) => part.length < 60 && !/[.!?]$/.test(part))
      : line.length < 60 && !/[.!?]$/.test(line);
    // A line of a few words ("Rose Dew Mist.", "Category: Serum.") names, it does not state.
    const words = line.split(/\s+/).length;
    out.push({ text: line, candidate: words >= 4 && line.length >= 12 && !line.endsWith("?") && !heading });
  }
  return out;
}

export function sentencesOf(text: string): string[] {
  return linesOf(text).map((l) => l.text);
}

export type Weights = Map<string, number>;

/** Everyday words, and adverbs ("usually", "literally"): how a customer says it, not what. */
export const isWeak = (key: string) => WEAK.has(key) || (key.length >= 5 && key.endsWith("ly"));
/** An everyday word no passage holds weighs this share of what a topic word no passage holds does. */
const WEAK_SHARE = 0.2;

/** Share of an average known concept's weight that a word no passage holds carries. */
export const UNKNOWN_WEIGHT = tuning.KNOWLEDGE_UNKNOWN_WEIGHT;

/**
 * The FAQ question just above a sentence of a passage ("What shades does the Skin Tint come in?"
 * above "Six shades: ..."), or "": what the sentence answers about.
 */
export function questionAbove(passage: string, sentence: string): string {
  const lines = linesOf(passage);
  const at = lines.findIndex((line) => sentence.startsWith(line.text));
  const above = at > 0 ? lines[at - 1] : undefined;
  return above && !above.candidate && above.text.endsWith("?") ? above.text : "";
}

/**
 * Concept weights from how many candidate passages hold each concept (rarer weighs more). A word
 * no passage holds weighs as much as an average known one: "Can I pay with PayPal?" is not answered
 * by a passage about paying.
 */
export function conceptWeights(concepts: readonly Concept[], passages: readonly string[]): Weights {
  return conceptWeighting(concepts, passages).weights;
}

/** The concept weights, and the concepts no passage holds. */
export function conceptWeighting(
  concepts: readonly Concept[],
  passages: readonly string[],
): { weights: Weights; unknown: Set<string> } {
  const stemSets = passages.map(stemsOf);
  const weights: Weights = new Map();
  const known: number[] = [];
  const unknown: string[] = [];
  for (const concept of concepts) {
    const df = passages.filter((p, i) => matchStrength(concept, p, stemSets[i]!) > 0).length;
    if (df === 0) {
      unknown.push(concept.key);
      continue;
    }
    const weight = Math.log(1 + (passages.length + 1) / df);
    weights.set(concept.key, weight);
    known.push(weight);
  }
  const mean = known.length > 0 ? known.reduce((a, b) => a + b, 0) / known.length : 1;
  for (const key of unknown) weights.set(key, mean * UNKNOWN_WEIGHT * (isWeak(key) ? WEAK_SHARE : 1));
  return { weights, unknown: new Set(unknown) };
}

export type ScoredSentence = { sentence: string; score: number; matched: number; keys: Set<string> };

// A sentence that goes on from the one before it ("Below that, ...", "Our ... is an alternative").
export const CONTINUES =
  /^(below|above|otherwise|once|if|then|after|however|this|that|these|they|it|our|you|and|but)\b/i;
// ... though one that opens with "Our", "It", "This" may start a new subject ("Gift wrapping is CA$4.
// Our founder is Dr. Lena Marsh"): it goes on only when it shares a word with the one before it, or
// holds something the question asks.
const MAY_START_ANEW = /^(this|that|these|they|it|our|you)\b/i;
const goesOn = (sentence: string, next: string, concepts: readonly Concept[]) => {
  if (!MAY_START_ANEW.test(next)) return true;
  const before = stemsOf(sentence);
  const after = stemsOf(next);
  return (
    [...after].some((w) => w.length >= 4 && before.has(w) && !WEAK.has(w)) ||
    concepts.some((c) => matchStrength(c, next, after) > 0)
  );
};
const MAX_QUOTE = 240;
/** A sentence true of most, not all: what follows it names the exception. */
const MOST = /^(?:most|nearly all|almost all)\b/i;
/** A heading that names a task: the steps after it tell how to do it. */
const HOW_TO = /^how (?:to|do (?:i|you|we))\b/i;
/** How much more a sentence of the kind the question asks for weighs (see preferredSentence). */
const PREFERRED_BOOST = 1.5;

/**
 * The passage's quotable sentences that hold something the question asks, best first, by the
 * weight of the concepts each holds (a question or heading just above it lends half of its
 * matches), a figure adding a little. A sentence that goes on from it ("Below that, ...") is quoted
 * with it.
 */
export function rankSentences(
  concepts: readonly Concept[],
  weights: Weights,
  passage: string,
  prefer: ((sentence: string) => boolean) | null = null,
  howTo = false,
): ScoredSentence[] {
  const scored: { sentence: ScoredSentence; index: number }[] = [];
  let lent = new Map<string, number>();
  let asks = new Set<string>();
  const asked = new Set(concepts.flatMap((c) => (c.place ? [c.place] : [])));
  const lines = linesOf(passage);
  for (const [index, listed] of lines.entries()) {
    // A sentence that opens a list ("These cannot be returned:") is read and quoted with its items.
    const line =
      listed.candidate && listed.text.endsWith(":")
        ? { ...listed, text: withItems(listed.text, lines, index) }
        : listed;
    const stems = stemsOf(line.text);
    const own = new Map<string, number>();
    for (const concept of concepts) {
      const strength = matchStrength(concept, line.text, stems);
      if (strength > 0) own.set(concept.key, strength);
    }
    if (!line.candidate) {
      lent = new Map([...lent, ...[...own].map(([k, v]) => [k, v * 0.5] as const)]);
      // A question above, or, for a "how do I ...?" question, a heading naming the task ("How to
      // start a return": its steps answer "how do I start a return?", not "what's your return policy").
      if (line.text.endsWith("?") || (howTo && HOW_TO.test(line.text)))
        asks = new Set([...asks, ...own.keys()]);
      continue;
    }
    let score = 0;
    const keys = new Set<string>();
    for (const concept of concepts) {
      const mine = own.get(concept.key) ?? 0;
      const above = lent.get(concept.key) ?? 0;
      const strength = Math.max(mine, above);
      if (strength === 0) continue;
      keys.add(concept.key);
      // An FAQ question above that asks the same ("How can I contact you?") says this sentence is
      // the answer to it, not a passing mention.
      const answers = mine > 0 && asks.has(concept.key) ? above : 0;
      score += (strength + answers) * (weights.get(concept.key) ?? 0);
    }
    asks = new Set();
    lent = new Map();
    if (keys.size === 0) continue;
    if (/\d/.test(line.text)) score *= 1.1;
    // Of two sentences holding the same, the shorter says it more directly (BM25's length norm).
    score /= 0.75 + 0.25 * (stems.size / 12);
    // A sentence that starts with what is asked is about it ("Refunds are issued within ...").
    const opening = stemsOf(line.text.split(/\s+/).slice(0, 3).join(" "));
    if (concepts.some((c) => !c.place && c.asked.some((a) => sameFamily(a, opening)))) score *= 1.1;
    // A sentence about another place than the one asked about answers less ("... within Canada").
    const places = placesIn(line.text);
    if (asked.size > 0 && places.size > 0 && ![...asked].some((p) => places.has(p))) score *= 0.4;
    // The kind of sentence the question asks for (where the brand ships).
    if (prefer?.(line.text)) score *= PREFERRED_BOOST;
    scored.push({ sentence: { sentence: line.text, score, matched: keys.size, keys }, index });
  }
  return scored
    .sort((a, b) => b.sentence.score - a.sentence.score || a.index - b.index)
    .map(({ sentence, index }) => {
      const next = lines[index + 1];
      // "Most of our products are ..." is said with its exception, the sentence after it.
      return next?.candidate &&
        ((CONTINUES.test(next.text) && goesOn(sentence.sentence, next.text, concepts)) ||
          MOST.test(sentence.sentence)) &&
        sentence.sentence.length + next.text.length < MAX_QUOTE
        ? { ...sentence, sentence: `${sentence.sentence} ${next.text}` }
        : sentence;
    });
}

/** A list's opening line and the items after it that fit in a quote. */
function withItems(opening: string, lines: readonly Line[], index: number): string {
  let quote = opening;
  for (const item of lines.slice(index + 1)) {
    // Short items ("Gift cards.") too; a heading or a question ends the list.
    if (!/[.!;]$/.test(item.text) || quote.length + item.text.length + 1 > MAX_QUOTE) break;
    quote = `${quote} ${item.text}`;
  }
  return quote;
}

/**
 * The share of the question's weight a text covers (0-1). Concepts in `optional` (the words of a
 * product the question names) do not count: a return policy answers "can I return the Skin Tint?".
 */
export function coverage(
  concepts: readonly Concept[],
  weights: Weights,
  text: string,
  keys?: Set<string>,
  optional: ReadonlySet<string> = new Set(),
): number {
  const stems = stemsOf(text);
  let total = 0;
  let covered = 0;
  for (const concept of concepts) {
    if (optional.has(concept.key)) continue;
    const weight = weights.get(concept.key) ?? 0;
    total += weight;
    const strength = keys ? (keys.has(concept.key) ? 1 : 0) : matchStrength(concept, text, stems);
    covered += weight * strength;
  }
  return total === 0 ? 0 : covered / total;
}

/**
 * A source cannot answer a question about a place when the knowledge names places and this source
 * names none of the asked ones (unless it speaks of shipping everywhere): "do you ship to Mexico?"
 * is not answered by a shipping page about Canada. Knowledge that names no place at all states a
 * general policy, which applies.
 */
export function answersPlaces(question: string, sourceText: string, knowledgeNamesPlaces: boolean): boolean {
  const asked = placesIn(question);
  if (asked.size === 0 || !knowledgeNamesPlaces) return true;
  if (ANYWHERE.test(sourceText)) return true;
  const named = placesIn(sourceText, false);
  return [...asked].some((place) => named.has(place));
}

/** A sentence that gives an instruction under a condition ("If a product irritates your skin, stop ..."). */
export const CONDITIONAL_INSTRUCTION =
  /^\W*(?:if|when|unless|once)\b[^,]*,\s*(?!(?:you|we|it|they|the|your|our|this|that|there|its|these|those|a|an|all|every|each|any|no)\b)[a-z]+\b/i;

/** "Below that, ..." says nothing alone: it is quoted with the sentence before it. */
export function withSentenceBefore(passage: string, sentence: string): string {
  if (!CONTINUES.test(sentence)) return sentence;
  const lines = linesOf(passage).map((l) => l.text);
  const before = lines[lines.findIndex((l) => sentence.startsWith(l)) - 1];
  const joined = before ? `${before} ${sentence}` : sentence;
  return passage.includes(joined) ? joined : sentence;
}

/**
 * A sentence about all of the brand's products ("all of our skincare products"), not about a kind
 * of them: "our lip products are flavoured" says nothing of the vitamin C serum.
 */
export const EVERY_PRODUCT =
  /\b(our|all( of)?( our)?|every|any)\s+((?:skincare|skin care|beauty|makeup|cosmetic|entire|whole)\s+)?(products?|formulas?|range)\b/i;

/**
 * A product's price, variants or stock line (`CATALOGUE_LINE`) answers a question that names the
 * product, or asks a kind of fact ("is it out?", "how much?"), or holds something asked besides
 * the product's own name: "does this work on dark spots?" is not answered by "The Clear Pore ...
 * Serum is in stock", whose only match ("spots" as acne) is in the name.
 */
export function catalogueLineAnswers(
  hit: { sourceKind: string; sourceName: string },
  s: ScoredSentence,
  question: {
    concepts: readonly Concept[];
    named: ReadonlySet<string>;
    kind: AnswerType | null;
    focus: Concept | null;
  },
): boolean {
  if (hit.sourceKind !== "product" || !CATALOGUE_LINE.test(s.sentence)) return true;
  const { named, kind, focus } = question;
  if (named.has(hit.sourceName) || kind !== null || (focus && holdsFocus(focus, s.sentence, s.keys)))
    return true;
  const rest = s.sentence.replace(hit.sourceName, " ");
  const restStems = stemsOf(rest);
  return question.concepts.some((c) => s.keys.has(c.key) && matchStrength(c, rest, restStems) > 0);
}

/**
 * The customer's order number ("order #1502", "#1502", "order number 1502") names their own order,
 * not a topic a source holds: read as "order" (a number no source holds would leave any question
 * to a person, as a code no source knows does).
 */
/**
 * "@aurellebeauty do you deliver to Dublin?", "hey @aurellebeauty ...", "@jess @mia look": handles
 * that address someone ask nothing. A shop named where the brand sells ("is it at @sephora?") stays.
 */
export const withoutMentions = (text: string) =>
  text
    // A link is where the customer points, not what they ask: its letters are no topic.
    .replace(/\b(?:https?:\/\/|www\.)\S+/giu, " ")
    .replace(/(?<!\b(?:at|in|on|from|via|through|with)\s+)@[\w.]+[\s,:]*/giu, "")
    .replace(/\s+([?!.,])/g, "$1")
    .replace(/\s{2,}/g, " ")
    .trim();

/** "has my order shipped yet?", "where is my parcel": what only the customer's own order tells. */
export const asksOfOwnOrder = (text: string) =>
  /\b(?:has|have|did|is|was)\s+(?:my|our)\s+(?:order|parcel|package|box)\s+(?:been\s+)?(?:shipped|ship|sent|left|dispatched|arrived|delivered|processed|packed)\b|\bwhere(?:'s|s| is| r| are)\s+(?:my|our)\s+(?:order|parcel|package|box|stuff)\b/i.test(
    text,
  );

export const withoutOrderNumbers = (text: string) =>
  text.replace(/\border\s*(?:number|no\.?|#)?\s*#?\s?\d{3,}\b|#\s?\d{3,}\b/gi, "order");

/** "comes in 8 shades: Cherry, Fig, Clear", "Six shades: Fair, Light, Medium": a list of shades. */
const SHADE_LIST = /\bshades?\s*:\s*([^.\n]+)/giu;

/** "can I swap it for Light?", "exchange for a darker one": the return concept asked as an exchange. */
export const asksExchange = (concepts: readonly Concept[]) =>
  concepts.some((c) => c.key === "return" && c.asked.some((a) => /^(?:exchang|swap|trade|switch)/.test(a)));

/**
 * The concepts of a question that are shade names the passages list ("you sent me Rosewood but I
 * ordered Peach"): with a problem reported, they tell its story, and the policy for the problem
 * answers whatever the shades (the shade list holds them, not the problem).
 */
export function shadesTold(
  concepts: readonly Concept[],
  passages: readonly { content: string }[],
): Set<string> {
  const listed = new Set<string>();
  for (const passage of passages)
    for (const m of passage.content.matchAll(SHADE_LIST)) for (const s of stemsOf(m[1] ?? "")) listed.add(s);
  return new Set(
    concepts.filter((c) => c.asked.length > 0 && c.asked.every((a) => listed.has(a))).map((c) => c.key),
  );
}
