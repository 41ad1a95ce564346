import { SYNONYM_GROUPS } from "./commerce-vocabulary";
import {
  ABSORBS,
  ADJECTIVES,
  ARTICLES,
  AS_WRITTEN,
  ASKING_WORDS,
  CONNECTORS,
  COUNTRY_NAMES,
  FOREIGN_CONNECTORS,
  PLACE_NOUNS,
  TIMED,
  TOPIC_NOUNS,
  TRAILING_NOUNS,
  VAGUE_ASKS,
  VERBS,
} from "./gap-topic-words";
import { type Concept, conceptsOf, storyConcepts, WEAK } from "./knowledge-query";
import { placesIn } from "./places";
import { stem, withoutAccents } from "./word-stems";

/**
 * A knowledge gap's topic, written as a person would ("shipping to Mexico", "ingredients of the
 * night oil"): the concepts the customer asked about, in the customer's order, each vocabulary
 * concept by one English noun (so "do u ship to mexico??" and "¿Hacen envíos a México?" read the
 * same) and any other word as the customer wrote it. Gaps are grouped by `gapTopicKey`, the
 * concepts the topic itself reads as: no second column to keep in step, and topics stored before
 * topics were written this way ("mexico, ship") group with the new ones.
 */

export const NO_TOPIC = "other questions";
const TOPIC_CONCEPTS = 4;
const MAX_TOPIC = 120;
const WORD = /[\p{L}\p{N}]+/gu;

/** A word the customer wrote, not a vocabulary concept nor a place. */
const isOwnWord = (c: Concept) => !c.place && c.terms.length === 1;

/**
 * The concepts a gap is about: the story around the question, everyday words ("offer", "safe"),
 * the order a question is about, order numbers and vague words ("an option") left out while
 * anything else is left; "city" of "Mexico City" and concepts another one implies ("express
 * shipping" is shipping) always.
 */
function topicConcepts(question: string, concepts: readonly Concept[]): Concept[] {
  // "ship to France" reads as France and Europe; the topic names the place the customer named.
  const named = placesIn(question, false);
  const kept = concepts.filter((c) => (c.place ? named.has(c.place) : !PLACE_NOUNS.has(c.key)));
  const weak = (c: Concept) => isOwnWord(c) && c.asked.every((a) => WEAK.has(a) || ASKING_WORDS.has(a));
  // An everyday word before a word of the customer's own names a thing: "night" of "the night oil".
  const stems = tokensOf(question).map((t) => t.stem);
  const nameWords = new Set(kept.filter((c) => isOwnWord(c) && !weak(c)).flatMap((c) => c.asked));
  const inName = (c: Concept) =>
    stems.some((s, i) => c.asked.includes(s) && nameWords.has(stems[i + 1] ?? ""));
  const vague = (c: Concept) => c.asked.length > 0 && c.asked.every((a) => VAGUE_ASKS[c.key]?.includes(a));
  const telling = kept.filter(
    (c) =>
      c.key !== "order" &&
      // An order number ("my order #1499") says which order, not what is asked about it.
      !/^\d+$/.test(c.key) &&
      !vague(c) &&
      (!weak(c) || (inName(c) && !ASKING_WORDS.has(c.key))),
  );
  const story = storyConcepts(question, concepts);
  const asked = telling.filter((c) => !story.has(c.key));
  const chosen = asked.length > 0 ? asked : telling.length > 0 ? telling : kept;
  const keys = new Set(chosen.map((c) => c.key));
  // "cruelty free" is one thing: the vegan concept, read from "cruelty".
  if (chosen.some((c) => c.key === "vegan" && c.asked.includes("cruelty"))) keys.add("cruelty");
  const implied = (c: Concept) =>
    (c.key === "free" && keys.has("cruelty")) ||
    Object.entries(ABSORBS).some(([by, gone]) => keys.has(by) && gone.includes(c.key));
  return chosen.filter((c) => !implied(c));
}

/** The key gaps are grouped by: the sorted concepts their topic reads as. */
export function gapTopicKey(topic: string): string {
  const keys = topicConcepts(topic, conceptsOf(topic)).map((c) => c.key);
  // A topic of no concept ("other questions") is one of its own: it closes no other topic's gaps.
  return keys.length > 0 ? keys.sort().join(" ") : `(${topic})`;
}

/** A word of the question; `elided` when an apostrophe follows it ("l'huile"). */
type Token = { text: string; reading: string; stem: string; first: boolean; elided: boolean };

function tokensOf(question: string): Token[] {
  const shouted = !/\p{Ll}/u.test(question);
  return [...question.matchAll(WORD)].map((m) => {
    const before = question.slice(0, m.index).trimEnd();
    const reading = withoutAccents(m[0])
      .replace(/(\p{L})\1{2,}/gu, "$1")
      .toLowerCase();
    return {
      text: shouted ? m[0].toLowerCase() : m[0],
      reading,
      stem: stem(reading),
      first: before === "" || /[.!?¿¡\n]$/.test(before),
      elided: /^['’]/.test(question.slice((m.index ?? 0) + m[0].length)),
    };
  });
}

/** Where the question names a concept: its first word, and the word after its last. */
function spanOf(c: Concept, tokens: readonly Token[]): [number, number] | null {
  if (c.place) {
    // The shortest words naming it: "the US", "New York", not "ship to Mexico".
    for (let n = 1; n <= 3; n++)
      for (let i = 0; i + n <= tokens.length; i++) {
        const words = tokens.slice(i, i + n).map((t) => t.text);
        if (placesIn(words.join(" "), false).has(c.place)) return [i, i + n];
      }
    return null;
  }
  for (const [i] of tokens.entries()) {
    for (const words of c.stems)
      if (words.length > 1 && words.every((w, j) => tokens[i + j]?.stem === w)) return [i, i + words.length];
    const t = tokens[i] as Token;
    if (c.asked.includes(t.stem) || c.stems.some((w) => w.length === 1 && w[0] === t.stem)) {
      // "vitamin K", "vitamin c serum": a letter after a word of the customer's own is part of its
      // name, but not one that starts the next sentence or is the customer ("an affiliate
      // program? I ..."); "gluten free" is one thing.
      let end = i + 1;
      const letter = (t: Token | undefined) =>
        t !== undefined && t.reading.length === 1 && t.reading !== "i" && !t.elided && !t.first;
      while (isOwnWord(c) && letter(tokens[end])) end++;
      if (isOwnWord(c) && tokens[end]?.reading === "free") end++;
      return [i, end];
    }
  }
  return null;
}

/** A word as the customer wrote it, lower-cased unless it reads as a name ("PayPal", "Klarna"). */
function shown(t: Token): string {
  const w = t.text;
  const capital = /^\p{Lu}/u.test(w);
  if (/\p{Lu}/u.test(w.slice(1)) || (capital && !t.first)) return w;
  return w.toLowerCase();
}

const titleCase = (place: string) => place.replace(/\b\p{L}/gu, (l) => l.toUpperCase());
const placeName = (place: string) => COUNTRY_NAMES[place] ?? titleCase(place);
const nounOf = (c: Concept) => {
  const noun = TOPIC_NOUNS[c.key];
  return typeof noun === "function" ? noun(c.asked) : (noun ?? c.key);
};

type Piece = { concept: Concept; at: number; end: number; text: string; adjective: boolean };

// Nouns that take "for" before what they apply to ("discounts for students"); others take "of".
const FOR_NOUNS = new Set([
  "discount",
  "wrap",
  "ship",
  "express",
  "international",
  "subscribe",
  "loyalty",
  "store",
]);

/** How the customer joined two parts ("to", "of the", "au" read as "to"), or a plain joint. */
function joint(a: Piece, b: Piece, gap: readonly Token[]): string {
  // "safe to use while breastfeeding" asks about a product during pregnancy and nursing.
  if (b.concept.key === "pregnant") return " during ";
  for (let i = gap.length - 1; i >= 0; i--) {
    const word = (gap[i] as Token).reading;
    const connector = CONNECTORS.has(word) ? word : FOREIGN_CONNECTORS[word];
    if (!connector) continue;
    // "huile de nuit": a name of two words of the customer's own keeps its own joint.
    if (isOwnWord(a.concept) && isOwnWord(b.concept) && !CONNECTORS.has(word))
      return ` ${gap.map((t) => t.text).join(" ")} `;
    // "Vous expédiez en France?" asks about shipping to France.
    if (b.concept.place && !CONNECTORS.has(word)) return a.concept.key === "store" ? " in " : " to ";
    const article =
      i === gap.length - 2 && ARTICLES.has((gap[i + 1] as Token).reading) && !b.text.startsWith("the ");
    return ` ${connector}${article ? ` ${(gap[i + 1] as Token).reading}` : ""} `;
  }
  if (gap.length === 0) return " ";
  if (b.concept.place) return a.concept.key === "store" ? " in " : " to ";
  const last = gap.at(-1) as Token;
  const article = ARTICLES.has(last.reading) ? ` ${last.reading}` : "";
  if (gap.some((t) => t.reading === "have" || t.reading === "has")) return ` with${article} `;
  // "changing the shipping address": a verb takes what it acts on.
  if (VERBS[a.concept.key]) return article ? `${article} ` : " ";
  return ` ${isOwnWord(a.concept) || FOR_NOUNS.has(a.concept.key) ? "for" : "of"}${article} `;
}

const shownAt = (tokens: readonly Token[], span: [number, number]) =>
  tokens.slice(Math.max(span[0], 0), Math.max(span[1], 0)).map(shown).join(" ");

/** How a concept reads in the topic, and whether as a word placed before what it describes. */
function pieceText(
  c: Concept,
  span: [number, number],
  tokens: readonly Token[],
  more: { timed: boolean; alone: boolean; nameWords: ReadonlySet<string> },
): { text: string; adjective: boolean } {
  const noun = (text: string) => ({ text, adjective: false });
  if (c.place) return noun(placeName(c.place));
  const word = tokens[span[0]];
  // A vocabulary word inside a name keeps the customer's word: "Apple Pay" is no price, and the
  // "overnight" of "the overnight lip mask" no express shipping.
  const inName =
    (word && !word.first && /^\p{Lu}/u.test(word.text) && span[0] > 0) ||
    more.nameWords.has(tokens[span[1]]?.stem ?? "");
  if ((isOwnWord(c) || inName || AS_WRITTEN.has(word?.reading ?? "")) && word)
    return noun(shownAt(tokens, span));
  if (c.key === "vegan" && c.asked.includes("cruelty")) return { text: "cruelty-free", adjective: true };
  if (c.key === "vegan" && c.asked.some((a) => /^(animal|bunn|rabbit|test)/.test(a)))
    return noun("animal testing");
  if (more.timed && TIMED[c.key]) return noun(TIMED[c.key] as string);
  const verb = VERBS[c.key];
  if (verb && !more.alone) return noun(verb(c.asked));
  const adjective = ADJECTIVES[c.key];
  return adjective ? { text: adjective.word, adjective: true } : noun(nounOf(c));
}

/** The topic a gap is listed under, from the customer's question and its concepts. */
export function gapTopic(question: string, concepts: readonly Concept[]): string {
  const tokens = tokensOf(question);
  const chosen = topicConcepts(question, concepts);
  const timed = chosen.some((c) => c.key === "long") && chosen.some((c) => TIMED[c.key]);
  const alone = chosen.filter((c) => c.key !== "long").length === 1;
  // The customer's own words of what the topic names ("lip", "mask"): a word before them is a name's.
  const nameWords = new Set(chosen.filter((c) => isOwnWord(c) && !WEAK.has(c.key)).flatMap((c) => c.asked));
  // "how long", "how do I use" and "how much" frame the rest: "the price of shipping to Mexico".
  const heads = new Set<string>();
  const pieces: Piece[] = [];
  for (const c of chosen) {
    const span = spanOf(c, tokens) ?? [-1, -1];
    const { text, adjective } = pieceText(c, span, tokens, { timed, alone, nameWords });
    if ((c.key === "long" && !timed) || c.key === "application" || text === "the price") heads.add(c.key);
    else if (c.key !== "long") pieces.push({ concept: c, at: span[0], end: span[1], text, adjective });
  }
  pieces.sort((a, b) => a.at - b.at);
  const shownPieces = pieces.slice(0, TOPIC_CONCEPTS);
  let body = "";
  // The noun phrase the last piece ends ("peptide serum"): an adjective after it goes before it.
  let phrase = "";
  let previous: Piece | undefined;
  for (const piece of shownPieces) {
    if (previous && piece.at >= 0 && piece.at < previous.end) continue;
    const gap = previous ? tokens.slice(Math.max(previous.end, 0), Math.max(piece.at, 0)) : [];
    if (previous && piece.adjective && !previous.concept.place && !gap.some(isJoiningWord)) {
      // "is the night oil vegan?" asks about a vegan night oil.
      body = `${body.slice(0, body.length - phrase.length)}${piece.text} ${phrase}`;
      phrase = `${piece.text} ${phrase}`;
      previous = { ...previous, end: piece.end };
      continue;
    }
    const join = previous ? joint(previous, piece, gap) : "";
    body += `${join}${piece.text}`;
    // "aceite de noche" is one name, as "night oil" is.
    const sameName =
      previous !== undefined &&
      !piece.concept.place &&
      (join === " " ||
        (isOwnWord(piece.concept) &&
          isOwnWord(previous.concept) &&
          !gap.some((t) => CONNECTORS.has(t.reading))));
    phrase = sameName ? `${phrase}${join}${piece.text}` : piece.text;
    previous = piece;
  }
  const only = shownPieces.length === 1 ? shownPieces[0] : undefined;
  if (only?.adjective && heads.size === 0) body = ADJECTIVES[only.concept.key]?.alone ?? body;
  const last = previous && tokens[previous.end];
  // "returns of an opened product": the customer's word for what they ask about ends the topic.
  if (last && previous && isOwnWord(previous.concept) && TRAILING_NOUNS.has(last.reading))
    body += ` ${last.reading}`;
  const first = shownPieces[0];
  if (first && heads.size > 0 && isOwnWord(first.concept) && tokens[first.at - 1]?.reading === "the")
    body = `the ${body}`;
  if (heads.has("long")) body = `how long ${body || "it"} takes`;
  if (heads.has("application")) body = `how to use ${body || "it"}`;
  if (heads.has("cost")) body = body ? `the price of ${body}` : "prices";
  return shorten(body.replace(/\s+/g, " ").trim()) || NO_TOPIC;
}

const isJoiningWord = (t: Token) => CONNECTORS.has(t.reading) || t.reading in FOREIGN_CONNECTORS;

function shorten(topic: string): string {
  if (topic.length <= MAX_TOPIC) return topic;
  const cut = topic.lastIndexOf(" ", MAX_TOPIC);
  return topic.slice(0, cut > 0 ? cut : MAX_TOPIC).trim();
}

/**
 * Whether a stored topic is of the form gaps were recorded with before topics were written as a
 * person would: the question's concept words, sorted ("city, mexico, ship"), or one vocabulary key
 * ("wrap"). Such a topic still reads as its concepts, so its gaps group with the new ones.
 */
export const isOldTopic = (topic: string) => topic.includes(", ") || OLD_ONE_WORD.has(topic);
const OLD_ONE_WORD: ReadonlySet<string> = new Set(
  SYNONYM_GROUPS.map((group) => group[0] as string).filter((key) => TOPIC_NOUNS[key] !== key),
);

/**
 * The topic a group of old gaps only is shown by: written again from its newest question when that
 * reads as the same group (answering it must close them), else the old words.
 */
export function rewrittenOldTopic(newest: { topic: string; question: string }): string {
  const topic = gapTopic(newest.question, conceptsOf(newest.question));
  return gapTopicKey(topic) === gapTopicKey(newest.topic) ? topic : newest.topic;
}

/** `gapTopicKey`, each topic read once: a team's open gaps share few topics, and listing or answering reads them all. */
export function gapKeys(): (topic: string) => string {
  const keys = new Map<string, string>();
  return (topic) => {
    const key = keys.get(topic) ?? gapTopicKey(topic);
    keys.set(topic, key);
    return key;
  };
}
