// Finds the phrases a brand rule puts in quotes ("don't say 'cheap'", “Glow on”, ‘xo’). A single
// mark is also the apostrophe (don't, we’re, customers'), so a mark counts as a quote only where it
// stands at a phrase's edge: an opening one after a space or the start, a closing one before a
// space, punctuation or the end.

const WORD_CHAR = /[\p{L}\p{N}]/u;
const SPACE = /\s/u;
const MIN_LENGTH = 2;
const MAX_LENGTH = 80;

type Family = "single" | "double";

interface Mark {
  index: number;
  family: Family;
  canOpen: boolean;
  canClose: boolean;
  /** `customers' ` : a closing mark that could as well be a plural possessive. */
  possessive: boolean;
}

const FAMILY: Record<string, Family> = {
  "'": "single",
  "‘": "single",
  "’": "single",
  '"': "double",
  "“": "double",
  "”": "double",
};
const OPEN_ONLY = new Set(["‘", "“"]);
const CLOSE_ONLY = new Set(["’", "”"]);

const isWordChar = (char: string | undefined) => char !== undefined && WORD_CHAR.test(char);
const isSpace = (char: string | undefined) => char === undefined || SPACE.test(char);

function marksOf(text: string): Mark[] {
  const marks: Mark[] = [];
  for (let index = 0; index < text.length; index++) {
    const char = text[index] as string;
    const family = FAMILY[char];
    if (!family) continue;
    const before = text[index - 1];
    const after = text[index + 1];
    // A single mark between two letters is an apostrophe (don't, we’re), never a quote.
    if (family === "single" && isWordChar(before) && isWordChar(after)) continue;
    const edgeOpen = family === "double" || !isWordChar(before);
    const edgeClose = family === "double" || !isWordChar(after);
    marks.push({
      index,
      family,
      canOpen: !CLOSE_ONLY.has(char) && edgeOpen && !isSpace(after),
      canClose: !OPEN_ONLY.has(char) && edgeClose && !isSpace(before),
      possessive:
        family === "single" && /s/iu.test(before ?? "") && isSpace(after) && isWordChar(text[index + 2]),
    });
  }
  return marks;
}

/** Where the quote opened by `marks[open]` closes, or -1 when nothing closes it. */
function closingMark(marks: readonly Mark[], open: number): number {
  const family = (marks[open] as Mark).family;
  for (let at = open + 1; at < marks.length; at++) {
    const mark = marks[at] as Mark;
    if (mark.family !== family || !mark.canClose) continue;
    if (!mark.possessive) return at;
    // `'our customers' favourite'`: a later mark that can only close says this one was an apostrophe.
    const next = marks.slice(at + 1).find((m) => m.family === family);
    const nextOnlyCloses = next?.canClose && !next.canOpen && !next.possessive;
    if (!nextOnlyCloses) return at;
  }
  return -1;
}

/** The phrases between real quote marks, in order, trimmed (2 to 80 characters each). */
export function quotedPhrases(text: string): string[] {
  const marks = marksOf(text);
  const phrases: string[] = [];
  let at = 0;
  while (at < marks.length) {
    const open = marks[at] as Mark;
    const close = open.canOpen ? closingMark(marks, at) : -1;
    const phrase = close < 0 ? "" : text.slice(open.index + 1, (marks[close] as Mark).index).trim();
    if (phrase.length >= MIN_LENGTH && phrase.length <= MAX_LENGTH) {
      phrases.push(phrase);
      at = close + 1;
    } else {
      at++;
    }
  }
  return phrases;
}
