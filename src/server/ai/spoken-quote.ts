import type { SuggestionCitation } from "@shared/knowledge/knowledge.schema";
import { contentWords, statedQuote } from "./reply-grounding";

/**
 * A source's short label before a colon ("Gift wrapping: Yes, we offer gift wrapping on every order
 * for $4.95."): a heading of the page, not words a person says. Up to four words.
 */
const LABEL = /^((?:[\p{L}\p{N}&'’-]+\s+){0,3}[\p{L}\p{N}&'’-]+):\s+(\S[\s\S]*)$/u;

/** Words that name a page's section, not a fact: "Sale calendar: our next sale runs ..." says it all without it. */
const HEADING_WORDS = contentWords(
  "calendar schedule policy policies info information details detail note notes update updates faq tip tips overview",
);

/**
 * A quote as a reply says it: without a label whose words the sentence repeats (nothing is lost),
 * and a product's sentence naming its product (`statedQuote`). "Canada: we ship to every province
 * ..." keeps its label, which says where. The citation keeps the exact quote.
 */
export function spokenQuote(c: SuggestionCitation): string {
  const m = LABEL.exec(c.quote);
  const label = m?.[1];
  const rest = m?.[2];
  if (!label || !rest) return statedQuote(c);
  const said = contentWords(rest);
  const labelWords = [...contentWords(label)];
  if (labelWords.length === 0 || !labelWords.every((w) => said.has(w) || HEADING_WORDS.has(w)))
    return statedQuote(c);
  return statedQuote({ ...c, quote: rest.replace(/^\p{Ll}/u, (first) => first.toUpperCase()) });
}

/** Whether a reply says the quote, as `spokenQuote` says it, in lower case after a greeting too. */
export function saysQuote(content: string, c: SuggestionCitation): boolean {
  const spoken = spokenQuote(c);
  return content.includes(c.quote) || content.includes(spoken) || content.includes(lowerFirstLetter(spoken));
}

const lowerFirstLetter = (text: string) =>
  text.replace(/^([¡¿]?)(\p{Lu})/u, (_, m: string, f: string) => m + f.toLowerCase());

const FIRST_WORD = /^[¡¿]?(\p{Lu}[\p{Ll}'’]*)(?![\p{L}\p{N}])/u;
/** Words that open a sentence and read on in lower case, whatever the knowledge holds. */
const COMMON_OPENERS = new Set(
  "yes no you your we our all every each most many some any the a an it its this these there they orders order returns return refunds refund standard express free shipping delivery unopened opened products items".split(
    " ",
  ),
);
/**
 * Of those, the words no brand uses as a name: a page's heading run into its first sentence
 * ("Where we ship We ship from ...") writes them with a capital where no sentence starts.
 */
const NEVER_NAMES = new Set(
  (
    "yes no you your we our all every each most many some any the a an it its this these there they " +
    // What a policy tells the customer to do ("Join our newsletter and you get WELCOME10"), and where
    // ("Online at aurellebeauty.com, in our Instagram shop ...").
    "join use email visit sign contact send apply choose check call text enter add pick select start " +
    "tap click subscribe drop pack print online"
  ).split(" "),
);
const WORDS = /[\p{L}\p{N}'’]+/gu;
const SENTENCE_START = /(?:^|[.!?:;]\s+|\n\s*)$/u;

/**
 * The words a brand's knowledge uses as names: written with a capital where no sentence starts
 * ("ship to Canada", "the Aurelle Beauty Studio") and never in lower case, in a product's title or
 * the brand's name. A page's heading run into its first sentence ("Refunds Refunds are issued ...")
 * writes a common word with a capital mid-line; the same word in lower case elsewhere ("we refund
 * them in full") says it is none.
 */
export function namesIn(texts: readonly string[], titles: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const title of titles) for (const m of title.matchAll(WORDS)) names.add(m[0].toLowerCase());
  const lower = lowerCaseWordsIn(texts);
  // "Refunds" and "we refund them": one word, in the plural or not.
  const inLowerCase = (word: string) => lower.has(word) || lower.has(word.replace(/e?s$/, ""));
  for (const text of texts)
    for (const m of text.matchAll(WORDS)) {
      const word = m[0];
      if (
        /^\p{Lu}/u.test(word) &&
        !SENTENCE_START.test(text.slice(0, m.index)) &&
        !inLowerCase(word.toLowerCase())
      )
        names.add(word.toLowerCase());
    }
  return names;
}

/**
 * A quoted sentence read on after a formal greeting's comma: its first word in lower case when it
 * is a common word ("Yes", "You", "Standard"), one the knowledge writes in lower case or a usual
 * opener; never a name the knowledge uses, a word in capitals, nor "I".
 */
export function readOnInLowerCase(
  text: string,
  names: ReadonlySet<string>,
  lowerWords: ReadonlySet<string>,
): string {
  const first = FIRST_WORD.exec(text)?.[1];
  if (!first || first === "I") return text;
  const word = first.toLowerCase();
  if (!NEVER_NAMES.has(word) && (names.has(word) || !(COMMON_OPENERS.has(word) || lowerWords.has(word))))
    return text;
  return lowerFirstLetter(text);
}

/** The words the knowledge writes in lower case. */
export function lowerCaseWordsIn(texts: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const text of texts) for (const m of text.matchAll(WORDS)) if (/^\p{Ll}/u.test(m[0])) words.add(m[0]);
  return words;
}
