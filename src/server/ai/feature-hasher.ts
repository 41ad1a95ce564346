import { cuesOf } from "./intent-cues";
import { lexiconSentiment, negationPraise, negativeCue, priorValence } from "./sentiment-scorer";
import type { NormalizedText } from "./text-normalizer";

/** Optional feature families, chosen by cross-validation on the train split (see README). */
export type FeatureOptions = {
  /** Bucketed lexicon sentiment of the whole message (AFINN + beauty slang, with negation). */
  sentimentBuckets: boolean;
  /** Character 3-grams at the start and end of longer words ("moisturiser" ~ "moisturizer"). */
  wordAffixes: boolean;
  /** The word with every letter run collapsed to one ("prettyyy", "pretty" -> "prety"). */
  squeezed: boolean;
  /** Words within three tokens after a negator also count as "not:word" ("doesn't pill"). */
  negationScope: boolean;
  /**
   * Character 3- to 5-grams of every word, with word-boundary marks ("<ship", "ipped>"): a typo, an
   * unknown word or an inflection still shares most of its n-grams with the words the model knows.
   */
  charNgrams?: boolean;
  /**
   * Each word's prior polarity and strength from the lexicons (`priorValence`), flipped within three
   * words after a negator and marked again after "but": "lex:n2", "lexbut:p3", and the count of
   * positive and negative words ("lexbal:1:2"). A word the training sets rarely show still counts.
   */
  lexiconWords?: boolean;
};
export const DEFAULT_FEATURE_OPTIONS: FeatureOptions = {
  sentimentBuckets: false,
  wordAffixes: false,
  squeezed: false,
  negationScope: false,
};

/**
 * Hashed features (FNV-1a, 2^20 buckets) so that extraction allocates no n-gram strings: word
 * unigrams, stems and bigrams, the opening word, domain cue concepts, character n-grams of words,
 * and a few shape flags (question, emoji only, length). A model folds the ids into its own table
 * size (`id & (2^bits - 1)`).
 */
export const FEATURE_BITS = 20;
const FEATURE_MASK = (1 << FEATURE_BITS) - 1;
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

function mixString(hash: number, text: string): number {
  let h = hash;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, FNV_PRIME);
  }
  return h;
}

function mixCode(hash: number, code: number): number {
  return Math.imul(hash ^ code, FNV_PRIME);
}

const SEED_WORD = mixString(FNV_OFFSET, "w|");
const SEED_BIGRAM = mixString(FNV_OFFSET, "b|");
const SEED_START = mixString(FNV_OFFSET, "s|");
const SEED_FLAG = mixString(FNV_OFFSET, "f|");
const SEED_CUE = mixString(FNV_OFFSET, "k|");
const SEED_PREFIX = mixString(FNV_OFFSET, "p|");
const SEED_SUFFIX = mixString(FNV_OFFSET, "x|");
const SEED_SQUEEZED = mixString(FNV_OFFSET, "q|");
const SEED_NEGATED = mixString(FNV_OFFSET, "n|");
const SEED_CHAR = mixString(FNV_OFFSET, "c|");
const SEED_LEXICON = mixString(FNV_OFFSET, "z|");
const BOUNDARY = 0x3c; // "<" before and ">" after a word, so prefixes and suffixes are their own grams
const BOUNDARY_END = 0x3e;
const MIN_GRAM = 3;
const MAX_GRAM = 5;

/** Character n-grams (3-5) of "<word>", hashed without building the n-gram strings. */
function pushCharNgrams(token: string, out: number[]): void {
  const length = token.length + 2;
  for (let start = 0; start + MIN_GRAM <= length; start++) {
    let h = SEED_CHAR;
    for (let end = start; end < length && end - start < MAX_GRAM; end++) {
      h = Math.imul(
        h ^ (end === 0 ? BOUNDARY : end === length - 1 ? BOUNDARY_END : token.charCodeAt(end - 1)),
        FNV_PRIME,
      );
      if (end - start + 1 >= MIN_GRAM) out.push(h & FEATURE_MASK);
    }
  }
}
const RUN = /(\p{L})\1+/gu;
const NEGATORS = new Set([
  "not",
  "no",
  "never",
  "nothing",
  "without",
  "zero",
  "don't",
  "doesn't",
  "didn't",
  "isn't",
  "wasn't",
  "won't",
  "can't",
  "cannot",
  "aren't",
  "dont",
  "doesnt",
  "didnt",
  "isnt",
  "wont",
  "cant",
  "nor",
]);

// Negators of the lexicon-word features: the normaliser splits "doesn't" into "does not" but keeps
// "wouldn't", "haven't"...
const LEXICON_NEGATORS = new Set([
  ...NEGATORS,
  "wouldn't",
  "shouldn't",
  "couldn't",
  "haven't",
  "hasn't",
  "hadn't",
  "weren't",
  "ain't",
  "nobody",
  "none",
  "hardly",
  "barely",
  "neither",
]);
const CONTRAST = new Set(["but", "however", "though", "although", "yet"]);

function pushLexiconWords(tokens: readonly string[], out: number[]): void {
  let negatedUntil = -1;
  let afterContrast = false;
  let positive = 0;
  let negative = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as string;
    if (LEXICON_NEGATORS.has(token)) {
      negatedUntil = i + 3;
      continue;
    }
    if (CONTRAST.has(token)) {
      afterContrast = true;
      continue;
    }
    const valence = priorValence(token);
    if (valence === 0) continue;
    const sign = i <= negatedUntil ? -Math.sign(valence) : Math.sign(valence);
    const key = `${sign > 0 ? "p" : "n"}${Math.min(3, Math.round(Math.abs(valence)))}`;
    out.push(mixString(SEED_LEXICON, `lex:${key}`) & FEATURE_MASK);
    if (afterContrast) out.push(mixString(SEED_LEXICON, `lexbut:${key}`) & FEATURE_MASK);
    if (sign > 0) positive++;
    else negative++;
  }
  out.push(
    mixString(SEED_LEXICON, `lexbal:${Math.min(2, positive)}:${Math.min(2, negative)}`) & FEATURE_MASK,
  );
}

const QUESTION_OPENERS = new Set([
  "how",
  "what",
  "where",
  "when",
  "which",
  "who",
  "why",
  "is",
  "are",
  "do",
  "does",
  "did",
  "can",
  "could",
  "will",
  "would",
  "should",
  "any",
  "anyone",
  "has",
  "have",
]);

const flag = (name: string): number => mixString(SEED_FLAG, name) & FEATURE_MASK;
const FLAG_QUESTION = flag("question");
const FLAG_QUESTION_OPENER = flag("question_opener");
const FLAG_EXCLAIM = flag("exclaim");
const FLAG_EMPTY = flag("empty");
const FLAG_EMOJI_ONLY = flag("emoji_only");
const FLAG_URL = flag("url");
const FLAG_MENTION_ONLY = flag("mention_only");
const FLAG_SHOUT = flag("shout");
const FLAG_SARCASM = flag("sarcasm");
const FLAG_PROBLEM = flag("problem");
const FLAG_NEGATION_PRAISE = flag("negation_praise");
const FLAG_MARKER = flag("complaint_marker");
const LENGTH_FLAGS = [
  flag("len1"),
  flag("len2"),
  flag("len3_5"),
  flag("len6_12"),
  flag("len13_30"),
  flag("len31"),
];

const SENTIMENT_FLAGS = [
  flag("sent_vneg"),
  flag("sent_neg"),
  flag("sent_lneg"),
  flag("sent_zero"),
  flag("sent_lpos"),
  flag("sent_pos"),
  flag("sent_vpos"),
];

function sentimentFlag(score: number): number {
  const i =
    score <= -0.5
      ? 0
      : score <= -0.2
        ? 1
        : score < -0.02
          ? 2
          : score <= 0.02
            ? 3
            : score < 0.2
              ? 4
              : score < 0.5
                ? 5
                : 6;
  return SENTIMENT_FLAGS[i] as number;
}

function lengthFlag(words: number): number {
  if (words <= 1) return LENGTH_FLAGS[0] as number;
  if (words === 2) return LENGTH_FLAGS[1] as number;
  if (words <= 5) return LENGTH_FLAGS[2] as number;
  if (words <= 12) return LENGTH_FLAGS[3] as number;
  if (words <= 30) return LENGTH_FLAGS[4] as number;
  return LENGTH_FLAGS[5] as number;
}

// A light suffix strip: "shipped", "ships" and "shipping" share one extra feature.
const SUFFIX = /(?:ing|ed|es|s|ly|er|est)$/;

/** Sorted, de-duplicated feature ids of a message. */
export function extractFeatures(
  text: NormalizedText,
  options: FeatureOptions = DEFAULT_FEATURE_OPTIONS,
): Int32Array {
  const out: number[] = [];
  const { tokens } = text;
  if (tokens.length === 0) out.push(FLAG_EMPTY);
  let wordTokens = 0;
  let negatedUntil = -1;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as string;
    out.push(mixString(SEED_WORD, token) & FEATURE_MASK);
    if (options.negationScope) {
      if (NEGATORS.has(token)) negatedUntil = i + 3;
      else if (i <= negatedUntil) out.push(mixString(SEED_NEGATED, token) & FEATURE_MASK);
    }
    if (options.squeezed && token.length > 2) {
      const squeezed = token.replace(RUN, "$1");
      if (squeezed !== token) out.push(mixString(SEED_SQUEEZED, squeezed) & FEATURE_MASK);
      else out.push(mixString(SEED_SQUEEZED, token) & FEATURE_MASK);
    }
    if (i + 1 < tokens.length) {
      out.push(mixString(mixCode(mixString(SEED_BIGRAM, token), 32), tokens[i + 1] as string) & FEATURE_MASK);
    }
    for (const cue of cuesOf(token)) out.push(mixString(SEED_CUE, cue) & FEATURE_MASK);
    if (!token.startsWith("emo_") && !token.startsWith("tok_")) {
      wordTokens++;
      if (token.length > 4) {
        const stem = token.replace(SUFFIX, "");
        if (stem !== token) out.push(mixString(SEED_WORD, stem) & FEATURE_MASK);
      }
      if (options.charNgrams && token.length >= 2) pushCharNgrams(token, out);
      if (options.wordAffixes && token.length >= 6) {
        out.push(mixString(SEED_PREFIX, token.slice(0, 4)) & FEATURE_MASK);
        out.push(mixString(SEED_SUFFIX, token.slice(-4)) & FEATURE_MASK);
      }
    }
  }
  const first = tokens[0];
  if (first !== undefined) {
    out.push(mixString(SEED_START, first) & FEATURE_MASK);
    if (QUESTION_OPENERS.has(first)) out.push(FLAG_QUESTION_OPENER);
  }
  if (tokens.length > 0 && wordTokens === 0) {
    out.push(text.emojiCount > 0 && text.mentionCount === 0 ? FLAG_EMOJI_ONLY : FLAG_MENTION_ONLY);
  }
  if (text.questionMarks > 0) out.push(FLAG_QUESTION);
  if (text.exclamations > 0) out.push(FLAG_EXCLAIM);
  if (text.urlCount > 0) out.push(FLAG_URL);
  if (text.upperRatio > 0.6) out.push(FLAG_SHOUT);
  out.push(lengthFlag(text.wordCount));
  if (options.sentimentBuckets && tokens.length > 0) {
    out.push(sentimentFlag(lexiconSentiment(text)));
    const cue = negativeCue(text);
    if (cue === "sarcasm") out.push(FLAG_SARCASM);
    else if (cue === "marker") out.push(FLAG_MARKER);
    else if (cue === "problem") out.push(FLAG_PROBLEM);
    else if (negationPraise(text)) out.push(FLAG_NEGATION_PRAISE);
  }
  if (options.lexiconWords) pushLexiconWords(tokens, out);
  const ids = Int32Array.from(out).sort();
  let unique = 0;
  for (let i = 0; i < ids.length; i++) {
    if (i === 0 || ids[i] !== ids[i - 1]) ids[unique++] = ids[i] as number;
  }
  return ids.subarray(0, unique);
}
