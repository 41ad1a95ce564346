// Extractive summary and key facts of a document or page: no model, deterministic, so the
// knowledge the reply engine cites is always a sentence the brand itself wrote.
import { ABBREVIATIONS } from "../knowledge/chunk-text";

const STOP_WORDS = new Set(
  (
    "a an and are as at be been but by can could do does for from has have how i if in into is it its " +
    "may more most much must no not of on or our ours out over so such than that the their them then " +
    "there these they this those through to too up us very was we were what when where which while who " +
    "why will with would you your yours all any each every also just about after before only own same"
  ).split(" "),
);

const FACT_CUES =
  /\b(\d+|free|within|days?|hours?|weeks?|return|returns|refund|exchange|ship|shipping|shipped|delivery|deliver|warranty|guarantee|ingredients?|vegan|cruelty|paraben|fragrance|certified|made in|contact|email|support|policy|orders?|discount|price|minimum|sale|wholesale|gift cards?|loyalty|rewards?|subscription)\b|[%$€£]|[\w.+-]+@[\w-]+\.\w+/i;
/** A heading: a few words and no sentence end ("Glow Theory Brand Guide 2026"), which states no fact. */
const isHeading = (line: string) => !/[.!?:;]["”)]?$/.test(line) && words(line).length <= 6;

const MAX_SUMMARY_SENTENCES = 3;
/** How much a sentence that repeats a picked one (all its words) loses of its score. */
const REPEAT_PENALTY = 0.7;
const MAX_KEY_FACTS = 10;
const MIN_TEXT_CHARACTERS = 20;

/**
 * A line of a PDF or page that goes on on the next line: it ends with no sentence end, and the next
 * starts in lower case ("Opened products cannot" / "be returned ..."), or it ends on a word no
 * sentence ends with ("... ship free within Canada and").
 */
const GOES_ON =
  /\b(?:and|or|but|nor|the|a|an|of|to|in|on|at|by|for|with|from|into|than|that|be|is|are|was|were|not|cannot|can|will|our|your|their|its|if|when|as)$/i;
const STARTS_LOWER = /^\p{Ll}/u;

// A heading is short: "Ingredients" above "water, glycerin, ..." is not a sentence going on.
const goesOn = (line: string, next: string) =>
  (line.length >= 40 && STARTS_LOWER.test(next)) || (line.length >= 20 && GOES_ON.test(line));

/** The text's lines with each sentence cut across lines joined again. */
function joinedLines(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.split(/\n/)) {
    const line = raw.replace(/\s+/g, " ").trim();
    if (line === "") continue;
    const last = out.at(-1);
    if (last !== undefined && !/[.!?:]["”)]?$/.test(last) && goesOn(last, line))
      out[out.length - 1] = `${last} ${line}`;
    else out.push(line);
  }
  return out;
}

// A sentence ends at . ! ? before a capital, a digit or a quote, not after a title ("Dr. Lena").
const SENTENCE_END = new RegExp(String.raw`(?<=[.!?])(?<!${ABBREVIATIONS}\.)\s+(?=["“(]?[\p{Lu}0-9])`, "u");

export function splitSentences(text: string): string[] {
  return joinedLines(text)
    .flatMap((line) => line.split(SENTENCE_END))
    .map((s) => s.trim())
    .filter((s) => s.length >= 20 && s.length <= 500 && /[a-z]/i.test(s) && !STARTS_LOWER.test(s));
}

/** A whole sentence: it starts as one and ends as one ("Free returns" is a heading, not a sentence). */
const WHOLE_SENTENCE = /^["“(]?[\p{Lu}0-9][\s\S]*[.!?]["”)]?$/u;

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

export type TextDigest = { summary: string; keyFacts: string[] };

/** Null when the text holds too little to learn from (an image-only PDF, an empty page). */
export function digestText(text: string): TextDigest | null {
  if (text.replace(/\s+/g, "").length < MIN_TEXT_CHARACTERS) return null;
  const sentences = splitSentences(text);
  if (sentences.length === 0) return { summary: "", keyFacts: [] };
  const frequency = new Map<string, number>();
  for (const w of words(text))
    if (!STOP_WORDS.has(w) && w.length > 2) frequency.set(w, (frequency.get(w) ?? 0) + 1);
  const scored = sentences.map((sentence, index) => {
    const content = words(sentence).filter((w) => !STOP_WORDS.has(w) && w.length > 2);
    const weight = content.reduce((sum, w) => sum + (frequency.get(w) ?? 0), 0);
    return { sentence, index, score: content.length === 0 ? 0 : weight / Math.sqrt(content.length) };
  });
  // Only whole sentences, so the summary says nothing the document does not; an FAQ's question
  // states nothing ("Are your products vegan?": its answer is the fact).
  const stating = scored.filter((s) => !ASKS.test(s.sentence));
  const summary = diverse(
    stating.filter((s) => WHOLE_SENTENCE.test(s.sentence)),
    MAX_SUMMARY_SENTENCES,
  )
    .map((s) => s.sentence)
    .join(" ");
  const keyFacts = diverse(
    stating.filter((s) => FACT_CUES.test(s.sentence) && !isHeading(s.sentence)),
    MAX_KEY_FACTS,
  ).map((s) => s.sentence);
  return { summary, keyFacts: [...new Set(keyFacts)] };
}

const ASKS = /\?["”)]?$/;

/**
 * The best `n` sentences, each scored down by how much it repeats one already picked, in the
 * document's order (maximal marginal relevance, Carbonell and Goldstein): eight sentences about
 * shipping give way to the guide's other topics.
 */
function diverse<T extends { sentence: string; index: number; score: number }>(
  candidates: T[],
  n: number,
): T[] {
  const contentOf = new Map(
    candidates.map((c) => [c, new Set(words(c.sentence).filter((w) => !STOP_WORDS.has(w) && w.length > 2))]),
  );
  const overlap = (a: ReadonlySet<string>, b: ReadonlySet<string>) => {
    if (a.size === 0 || b.size === 0) return 0;
    let shared = 0;
    for (const w of a) if (b.has(w)) shared++;
    return shared / Math.min(a.size, b.size);
  };
  const picked: T[] = [];
  const left = [...candidates];
  while (picked.length < n && left.length > 0) {
    let best = 0;
    let bestValue = Number.NEGATIVE_INFINITY;
    for (const [i, c] of left.entries()) {
      const repeats = Math.max(0, ...picked.map((p) => overlap(contentOf.get(c)!, contentOf.get(p)!)));
      const value = c.score * (1 - REPEAT_PENALTY * repeats);
      if (value > bestValue) {
        best = i;
        bestValue = value;
      }
    }
    picked.push(...left.splice(best, 1));
  }
  return picked.sort((a, b) => a.index - b.index);
}
