import { EMOJI_CLASSES, SLANG_EXPANSIONS } from "./slang-lexicon";

/**
 * Longest text analysed, in UTF-16 code units. Social comments and DMs are far shorter; a longer
 * text (a pasted email, a spam wall) is cut here so one message can never slow the queue down.
 */
export const MAX_ANALYSIS_CHARS = 2000;

export type NormalizedText = {
  /** Lower-case word tokens after slang expansion, plus emoji class tokens ("emo_love"). */
  tokens: string[];
  /** The text actually analysed (cut at MAX_ANALYSIS_CHARS), lower-cased. */
  lowered: string;
  truncated: boolean;
  wordCount: number;
  emojiCount: number;
  emojiValence: number;
  questionMarks: number;
  exclamations: number;
  /** Share of upper-case letters among letters in the original text: shouting. */
  upperRatio: number;
  urlCount: number;
  mentionCount: number;
  hashtagCount: number;
  /** Letters outside the Latin script (CJK, Cyrillic, Arabic, Devanagari...). */
  nonLatinLetters: number;
  latinLetters: number;
};

// One precompiled scanner: urls | @mentions | #hashtags | words | emoji | emoticons | ? | !
const TOKEN_PATTERN =
  /(https?:\/\/\S+|www\.\S+)|(@[\p{L}\p{N}_.]+)|(#[\p{L}\p{N}_]+)|([\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’][\p{L}]+)*)|(\p{Extended_Pictographic})|(<3|:-?\)|:-?\(|:d\b|;-?\)|:\/(?!\/)|\bxd\b)|(\?)|(!)/gu;
const RUN_OF_THREE = /(.)\1{2,}/gu;
const RUN_OF_TWO = /(.)\1+/gu;
// A word stretched at its end ("cuteee", "stunninggg", "yesss") is read as the plain word.
const TRAILING_STRETCH = /(\p{L})\1{2,}$/u;
const LATIN_LETTER = /[a-z\u00c0-\u024f]/;
const LETTER = /\p{L}/u;
const UPPER = /\p{Lu}/u;

function expandWord(raw: string, out: string[]): void {
  const word = raw.replace("’", "'");
  const collapsed = word.length > 2 ? word.replace(RUN_OF_THREE, "$1$1") : word;
  const direct = SLANG_EXPANSIONS[collapsed];
  if (direct !== undefined) {
    for (const part of direct.split(" ")) out.push(part);
    return;
  }
  if (collapsed !== word || collapsed.length > 3) {
    const single = collapsed.replace(RUN_OF_TWO, "$1");
    const viaSingle = single !== collapsed ? SLANG_EXPANSIONS[single] : undefined;
    if (viaSingle !== undefined) {
      for (const part of viaSingle.split(" ")) out.push(part);
      return;
    }
  }
  const plain = TRAILING_STRETCH.test(word)
    ? word.replace(TRAILING_STRETCH, "$1").replace(RUN_OF_THREE, "$1$1")
    : collapsed;
  out.push(plain.endsWith("'s") ? plain.slice(0, -2) : plain);
}

function countLetters(text: string): { upper: number; letters: number; latin: number; nonLatin: number } {
  let upper = 0;
  let letters = 0;
  let latin = 0;
  let nonLatin = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code < 128) {
      if (code >= 65 && code <= 90) {
        upper++;
        letters++;
        latin++;
      } else if (code >= 97 && code <= 122) {
        letters++;
        latin++;
      }
      continue;
    }
    if (!LETTER.test(ch)) continue;
    letters++;
    if (UPPER.test(ch)) upper++;
    if (LATIN_LETTER.test(ch.toLowerCase())) latin++;
    else nonLatin++;
  }
  return { upper, letters, latin, nonLatin };
}

/** Tokenises social text: never throws, whatever the input. */
export function normalizeText(input: string): NormalizedText {
  const truncated = input.length > MAX_ANALYSIS_CHARS;
  const text = truncated ? input.slice(0, MAX_ANALYSIS_CHARS) : input;
  const lowered = text.toLowerCase();
  const counts = countLetters(text);
  const tokens: string[] = [];
  let wordCount = 0;
  let emojiCount = 0;
  let emojiValence = 0;
  let questionMarks = 0;
  let exclamations = 0;
  let urlCount = 0;
  let mentionCount = 0;
  let hashtagCount = 0;
  for (const m of lowered.matchAll(TOKEN_PATTERN)) {
    if (m[4] !== undefined) {
      wordCount++;
      expandWord(m[4], tokens);
    } else if (m[5] !== undefined || m[6] !== undefined) {
      const symbol = (m[5] ?? m[6]) as string;
      const known = EMOJI_CLASSES[symbol];
      emojiCount++;
      emojiValence += known?.valence ?? 0;
      tokens.push(known?.cls ?? "emo_other");
    } else if (m[7] !== undefined) questionMarks++;
    else if (m[8] !== undefined) exclamations++;
    else if (m[1] !== undefined) {
      urlCount++;
      tokens.push("tok_url");
    } else if (m[2] !== undefined) {
      mentionCount++;
      tokens.push("tok_mention");
    } else if (m[3] !== undefined) {
      hashtagCount++;
      expandWord(m[3].slice(1), tokens);
    }
  }
  return {
    tokens,
    lowered,
    truncated,
    wordCount,
    emojiCount,
    emojiValence,
    questionMarks,
    exclamations,
    upperRatio: counts.letters >= 6 ? counts.upper / counts.letters : 0,
    urlCount,
    mentionCount,
    hashtagCount,
    nonLatinLetters: counts.nonLatin,
    latinLetters: counts.latin,
  };
}
