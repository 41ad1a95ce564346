import { withoutPriceOfIngredient } from "./answer-types";
import { SYNONYM_GROUPS } from "./commerce-vocabulary";
import { STOPWORDS, WEAK_WORDS } from "./everyday-words";
import { placesIn, placeWords } from "./places";
import { typoOf } from "./typo-reading";
import { readingForm, stem, stemsOf } from "./word-stems";

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * One thing the question asks about. Any of its terms in a sentence matches it (the word the
 * customer wrote counts more than a synonym); some concepts also match a shape of text: a price
 * for "how much", a duration for "how long", a percentage, a place.
 */
export type Concept = {
  key: string;
  terms: string[];
  stems: string[][];
  /** The stems of the words the customer actually wrote. */
  asked: string[];
  shape?: RegExp;
  place?: string;
};

// A month's name; "May" and "March" name one only beside a day's number or after "in", "every".
const MONTH_NAME = "(january|february|march|april|may|june|july|august|september|october|november|december)";
const MONTH = `(${MONTH_NAME.slice(1, -1)}|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)`;

export const SHAPES: Record<string, RegExp> = {
  cost: /[$€£]\s?\d|\d\s?(dollars|cad|usd)\b/i,
  // A duration, a time of day, a day of the week, a date ("runs December 12 to 15", "on 3 March",
  // "every January"): what "when" and "how long" ask for.
  long: new RegExp(
    [
      /\b\d+\s*(to\s*\d+\s*)?(business\s+)?(days?|weeks?|hours?|months?|minutes?)\b|\b\d{1,2}(:\d\d)?\s?(am|pm)\b/,
      /\b(on|by|until|from)\s+(mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|weekdays|weekends)\b|\bsame day\b/,
      new RegExp(
        `\\b${MONTH}\\.?\\s+\\d{1,2}(st|nd|rd|th)?\\b|\\b\\d{1,2}(st|nd|rd|th)?\\s+(of\\s+)?${MONTH}\\b`,
      ),
      new RegExp(`\\b(in|every|each|this|next|early|late|mid|until|through|since)[\\s-]+${MONTH_NAME}\\b`),
    ]
      .map((r) => r.source)
      .join("|"),
    "i",
  ),
  percent: /\d\s?%/,
  size: /\b\d+(\.\d+)?\s?(ml|g|oz|fl\.? oz|grams?|millilit(er|re)s?)\b/i,
  discount: /\d\s?%\s?off|\$\d+\s?off|\boff (an|your|every)\b/i,
  // "free shipping over a certain amount?": a threshold said by its amount ("on orders of $50 or more").
  minimum: /\d\s+or\s+(?:more|above|over)\b|\b(?:over|above)\s+(?:CA|US|AU|C|A)?[$€£]\s?\d/i,
  // "Do you work Saturdays?" is answered by the days the brand works: "Monday to Friday".
  weekend: /\bmonday\s+(?:to|through|-|–)\s+friday\b|\bweekdays\b/i,
};

/** What answers "when": a time, or the event it happens at ("as soon as your return is scanned"). */
const WHEN_SHAPE = new RegExp(
  `${(SHAPES.long as RegExp).source}|\\bas soon as\\b|\\bonce (?:your|the|it|we)\\b|\\bright away\\b|\\bimmediately\\b`,
  "i",
);

const ASKS_ARRIVAL =
  /\b(?:arriv\w*|get (?:here|there|to)|gets (?:here|there|to)|deliver\w*|come|comes|reach\w*|show up|land)\b/i;

const GROUP_OF = new Map<string, readonly string[]>();
for (const group of SYNONYM_GROUPS) for (const term of group) GROUP_OF.set(stem(term), group);

const termStems = (term: string) => term.split(" ").map(stem);

/** The synonym group a misspelt word means ("delivry", "retrun", "sensitve"), or undefined. */
const groupOfTypo = (s: string) => typoOf(s, GROUP_OF.keys(), (known) => GROUP_OF.get(known));
/** "cheapest", "quickest": the superlative of a vocabulary word reads as the word. */
function superlativeGroup(s: string): readonly string[] | undefined {
  return s.length > 6 && s.endsWith("est") ? GROUP_OF.get(stem(s.slice(0, -3))) : undefined;
}
const FOCUS =
  /\b(what|which|(?:is|are) there (?:a|an|any))(?:'s|\s+is|\s+are|\s+kind of|\s+type of)?\s+((?:\S+\s+){0,2}?)(\S+)/i;

function conceptOf(group: readonly string[], askedStem: string): Concept {
  const key = group[0] as string;
  return {
    key,
    terms: [...group],
    stems: group.map(termStems),
    asked: [askedStem],
    ...(SHAPES[key] ? { shape: SHAPES[key] } : {}),
  };
}

/** Words that sit inside a phrasal verb without changing it: "send *it* back", "get *my money* back" stays whole. */
const PHRASE_OBJECT =
  /\b(it|them|this|that|these|those|stuff|thing|things|item|items|everything|something|one|ones|my|your|the|a|an|all|some|her|him|order|orders|product|products)\b/g;

/**
 * Idioms whose words would read as topics: "if I change my mind" is a reason, not a change of order;
 * "is that too much", "thank you so much" ask no price.
 */
/** A refund or a charge that "shows up" on a card appears there: no parcel is shipped. */
const MONEY_SHOWS_UP =
  /\b(refunds?|money|credits?|payments?|charges?)((?:\s+\S+){0,2}?)\s+(?:show|shows|showed|showing)\s+up\b/gi;

const IDIOMS =
  /\b(chang(e|ed|es|ing)|make up) (my|your|our|their|his|her) minds?\b|\bno worries\b|\bin the mood\b|\blast (time|week|night|month|year|weekend|summer|winter|spring|fall|christmas|order)\b|\b(too|so|very) much\b/gi;

/**
 * "How much oil / cream / product" asks how much is in it, not what it costs ("the night oil is 48$
 * for how much oil exactly"): read as the size vocabulary's "how much product".
 */
const HOW_MUCH_OF =
  /\bhow much (?:oil|cream|serum|product|liquid|lotion|balm|gel|mist|spray|tint|sunscreen|moisturi[sz]er|cleanser|toner)\b/i;
const EVERY_HOW_MUCH_OF = new RegExp(HOW_MUCH_OF, "gi");

/** "Where are your products made?": the place they are made in, not what they are made with. */
const WHERE_MADE = /(\bwhere\b[^?.!]{0,40}\b)made\b/gi;

/** "How do I use the balm?" asks how to apply it ("use" alone is a stopword): not its price. */
const HOW_TO_USE = /\bhow (?:do|should|would|can|could) (?:i|you|we|u) use\b|\bhow to use\b/gi;

/**
 * "hiii", "sooo", "pleaseee": a letter written three times or more counts once; and "how do I use
 * ...?" reads as how to apply it (see HOW_TO_USE).
 */
const squeeze = (text: string) =>
  text
    .replace(/(\p{L})\1{2,}/gu, "$1")
    .replace(HOW_TO_USE, "how do i apply")
    .replace(READS_AS, (phrase) => readsAs(phrase))
    .replace(STILL_OK, (phrase) => (CONDITION.test(text) ? "fine" : phrase));

/**
 * "Still ok to use" asks whether a product has gone off, unless the customer tells a condition: "I'm
 * pregnant, is the serum still ok to use?" asks whether it is fine with it.
 */
const STILL_OK = /\bstill (?:ok|okay|fine|safe)\b/gi;
const CONDITION = /\b(?:pregnan\w*|breastfeeding|nursing|allerg\w*|eczema|rosacea|psoriasis|dermatitis)\b/i;

/**
 * Everyday phrases read as what they ask: "keep using", "keep reading" are using and reading (not
 * how long a product keeps), "keep the rest" holds on to the others, "keeps lips soft" is what the
 * product does to them, "do I pay anything to swap it" asks whether it is free, "5
 * months pregnant" is pregnant (not a duration), a "first-time buyer" asks about a first order, "at
 * the same time" asks whether together.
 */
const READS_AS =
  /\bkeeps? (?:\p{L}{2,}ing|the rest|the others?|the other (?:ones?|products?|items?)|(?:my |your |ur |the )?(?:lips?|skin|face|hair)\b)|\b\d+ (?:weeks?|months?) pregnant\b|\bpay (?:anything|extra|something|a (?:fee|cent|penny))\b|\bfirst[- ]time\b|\b(?:at )?the same time\b/giu;
function readsAs(phrase: string): string {
  const lower = phrase.toLowerCase();
  if (lower.endsWith("same time")) return "together";
  if (lower.startsWith("keep")) return lower.replace(/^keeps? (?:the )?/, "");
  if (lower.endsWith("pregnant")) return "pregnant";
  if (lower.startsWith("pay ")) return "free";
  return "first";
}

/** Words that say nothing of a phrase on their own ("customer" of "customer service"). */
const PHRASE_ONLY = new Set(["customer"]);
/**
 * A phrase that says something did not happen ("never arrived", "did not arrive"): it has no word of
 * its own, and matches only with its words together.
 */
const NEGATORS = new Set(["never", "not", "no", "cannot", "can't", "didn't", "hasn't", "haven't", "won't"]);
const isNegated = (words: readonly string[]) =>
  NEGATORS.has(words[0] ?? "") || ((words[0] === "did" || words[0] === "has") && words[1] === "not");

/** The concepts of a question: synonyms grouped, places read as places, stopwords dropped. */
/** "skin tint $$ and ...", "$?": dollar signs with no amount ask the price. */
const DOLLAR_SIGNS = /(?<![\w$])\${1,3}(?![\d$])/g;

/** "ordered Cherry lip oil but got Guava": the wrong item came (not "... but got no email"). */
export const withWrongItemSaid = (text: string) => text.replace(GOT_INSTEAD, "$1 but got the wrong");
const GOT_INSTEAD =
  /\b((?:ordered|bought|paid for)\b[^.!?]{1,40}?)\s+but\s+(?:i\s+|we\s+)?(?:got|received)\b(?!\s+(?:no|nothing|any|an?\s+(?:email|confirmation|text|message|notification|tracking|refund)|my\s+(?:email|confirmation|refund|money)))/gi;

export function conceptsOf(text: string): Concept[] {
  const question = withoutPriceOfIngredient(readingForm(squeeze(text)))
    .replace(IDIOMS, " ")
    .replace(MONEY_SHOWS_UP, "$1$2 appear")
    .replace(EVERY_HOW_MUCH_OF, "how much product")
    .replace(WHERE_MADE, "$1manufactured")
    .replace(DOLLAR_SIGNS, " price ");
  const lower = question.toLowerCase();
  const concepts = new Map<string, Concept>();
  const add = (concept: Concept) => {
    const existing = concepts.get(concept.key);
    if (existing) existing.asked.push(...concept.asked);
    else concepts.set(concept.key, concept);
  };
  for (const place of placesIn(question)) {
    add({ key: `place:${place}`, terms: [place], stems: [[place]], asked: [], place });
  }
  const consumed = placeWords(question);
  // "send stuff back", "mail it back": a phrase still reads with its object in the middle.
  const compact = lower.replace(PHRASE_OBJECT, " ").replace(/\s+/g, " ");
  // ... and in any form of its words: "mailing it back", "sent stuff back".
  const stemmed = ` ${(compact.match(WORD) ?? []).map(stem).join(" ")} `;
  for (const group of SYNONYM_GROUPS) {
    for (const term of group) {
      if (!term.includes(" ")) continue;
      if (
        !(
          lower.includes(term) ||
          compact.includes(term) ||
          stemmed.includes(` ${termStems(term).join(" ")} `)
        )
      )
        continue;
      // The phrase's own word ("touch" of "in touch"); none when all are stopwords ("what's in"):
      // a stopword would match nearly every sentence as the customer's word.
      // "customer" of "customer service" is no word of its own: "Customers outside the US pay ..."
      // is not about customer service.
      // A phrase that says something did not happen ("never arrived", "cannot find") has no word of
      // its own: "Express shipping is never free" holds no "never arrived".
      const own = isNegated(term.split(" "))
        ? undefined
        : term.split(" ").find((w) => !STOPWORDS.has(w.replace(/'s$/, "")) && !PHRASE_ONLY.has(w));
      const concept = conceptOf(group, own ? stem(own) : "");
      if (!own) concept.asked = [];
      add(concept);
      for (const w of term.split(" ")) consumed.add(w);
    }
  }
  // "sulfate free" asks whether there is none of it: the concept is the sulfate.
  for (const m of lower.matchAll(/([\p{L}]{3,})[\s-]free\b/gu)) {
    const word = m[1] as string;
    // "is express ever free" asks whether it costs nothing: an everyday word before "free" frees nothing.
    if (!STOPWORDS.has(word) && !WEAK.has(stem(word)) && !GROUP_OF.has(stem(word)) && word !== "cruelty")
      consumed.add("free");
  }
  for (const m of lower.matchAll(WORD)) {
    const word = m[0];
    if (word.length < 2 || STOPWORDS.has(word) || consumed.has(word)) continue;
    if (word === "when" && !ASKS_WHEN.test(lower)) continue;
    const s = stem(word);
    // "gets", "thanks", "items": a stopword with an ending is a stopword.
    if (STOPWORDS.has(s)) continue;
    const group = GROUP_OF.get(s) ?? groupOfTypo(s) ?? superlativeGroup(s);
    add(group ? conceptOf(group, s) : { key: s, terms: [word], stems: [[s]], asked: [s] });
  }
  return [...concepts.values()];
}

// The answer type of "when / how long" and "how much" questions.
export const ASKS_TIME = /\b(how long|how many (days|weeks)|how soon|how fast|how quick)\b/i;
// "When ..." asks for a time where a clause starts with it; "... when I shop" only says when.
export const ASKS_WHEN = /(?:^|[.!?,;:\n]\s*|\b(?:so|and|but|hi|hey|hello|ok|okay|also|um|yo)\s+)when\b/i;
// A clause that only sets the scene: "do I earn points [when I shop]", "[since I'm in Texas]",
// "what does it cost [before I say yes]" (not
// "while": "is it safe while nursing" asks about nursing).
const SCENE_CLAUSE =
  /(?<=\S\s+)\b(?:when|because|since|once|whenever|before (?=(?:i|we|you|u|she|he|they)\b))\b[^.!?,;:\n]*/giu;
const ASKS_COST = /\bhow much (is|are|does|do|for|to)\b|\bwhat does .{1,40} cost\b/i;
const ASKS_SIZE = /\bhow (big|large)\b|\bwhat size\b|\bhow many (ml|oz|grams)\b/i;
const asksSize = (question: string) => ASKS_SIZE.test(question) || HOW_MUCH_OF.test(question);

// "Do you ship to X?", "where do you deliver?": asks where the brand ships, not how or for how much.
export const ASKS_DESTINATION =
  /\b(?:livr|envoy|exp[eé]di)\w*\s+(?:\S+\s+){0,2}?(?:chez|ici|jusqu|au|aux|en|[àa])\b|\b(?:env[ií]|mand|entreg)[\wáéíóú]*\s+(?:\S+\s+){0,1}?(?:a|al|hasta)\s|\bwhere\b[^?.]{0,30}\b(ship|deliver|send)|\b(?:(do|does|can|will|would)\s+)?(you|u|ya|yall|they)\s+(guys\s+)?(ship|deliver|send)\w*\s+(\w+\s+)?(to|across|into|within|outside|internationally|worldwide|overseas|abroad)\b/i;
/** Whether the question asks where the brand ships ("do you ship to X?", "vous livrez chez nous?"). */
export const asksDestination = (question: string) => ASKS_DESTINATION.test(question);

/** Names written after "in", "at", "to" and the like: where the customer is ("I live in Iqaluit"). */
const LOCATED_NAME =
  /(?<=^|\s)(?:in|at|to|from|near|en|au|aux|à|a)\s+(?:the\s+)?((?:\p{Lu}[\p{L}'’]*)(?:[\s-]+(?:(?:et|de|la|du|des)[\s-]+)?\p{Lu}[\p{L}'’]*)*)/gu;
export function locatedNames(question: string): string[] {
  return [...question.matchAll(LOCATED_NAME)].map((m) => m[1] as string);
}

// A capitalised word inside a sentence (not its first word, not "I"): a name.
const NAME = /(?<=[\p{L}\p{N},;:'")]\s+)\p{Lu}[\p{L}\p{N}]*(?:[-'][\p{L}\p{N}]+)*/gu;

/**
 * The stems of the names a question holds ("PayPal", "Klarna", "Sephora"): words written with a
 * capital inside a sentence, stopwords and everyday words aside.
 */
/** Everyday words that carry little meaning in a question (stemmed). */
export const WEAK = new Set([...WEAK_WORDS].map(stem));

export function namesIn(question: string): Set<string> {
  const out = new Set<string>();
  for (const m of question.matchAll(NAME)) {
    const word = m[0].toLowerCase();
    // Shouted words ("OK", "ASAP", "PLS") are emphasis, not names.
    if (word.length < 3 || (m[0] === m[0].toUpperCase() && word.length <= 4)) continue;
    if (STOPWORDS.has(word) || WEAK.has(stem(word))) continue;
    out.add(stem(word));
  }
  return out;
}

/**
 * Concepts the question names that the team's knowledge never mentions (`chunksOf` a term is 0
 * for each of the concept's terms, and no store product is called so): "Do you offer Klarna?" names a way to pay no source knows, so
 * no sentence about paying answers it, however much of the rest it covers.
 */
export function unknownNames(
  question: string,
  concepts: readonly Concept[],
  chunksOf: (term: string) => number,
  productNames: readonly string[] = [],
): Concept[] {
  // A product of the store, hidden ones included, is no unknown name: "Can I return the Holiday
  // Glow Set?" is answered by the return policy.
  const products = new Set(productNames.flatMap((name) => [...stemsOf(name)]));
  const names = new Set([...namesIn(question)].filter((n) => !products.has(n)));
  if (names.size === 0) return [];
  return concepts.filter(
    (c) =>
      !c.place &&
      c.asked.some((a) => names.has(a)) &&
      searchTerms(c).every((words) => words.some((w) => chunksOf(w) === 0)),
  );
}

/** Whether a sentence holds what the focus asks for: its shape (a time, a price) when it has one. */
export function holdsFocus(focus: Concept, sentence: string, keys: ReadonlySet<string>): boolean {
  return focus.shape ? focus.shape.test(sentence) : keys.has(focus.key);
}

/**
 * What the answer must hold: the time for "when / how long", the price for "how much", the word a
 * "what/which ..." question asks about ("What SPF is the lip tint?" -> spf); null otherwise.
 */
export function focusOf(question: string, concepts: readonly Concept[]): Concept | null {
  if (ASKS_TIME.test(question)) return concepts.find((c) => c.key === "long") ?? null;
  // "when do u send the replacement shade": an event answers when, as a time does ("as soon as your
  // return is scanned"). "When will my package arrive?" asks how long the trip takes.
  if (ASKS_WHEN.test(question)) {
    const time = concepts.find((c) => c.key === "long");
    return time && !ASKS_ARRIVAL.test(question) ? { ...time, shape: WHEN_SHAPE } : (time ?? null);
  }
  if (asksSize(question)) return concepts.find((c) => c.key === "size") ?? null;
  // "How much do I save with ..." asks for the discount, not a price.
  if (ASKS_COST.test(question))
    return concepts.find((c) => c.key === "discount") ?? concepts.find((c) => c.key === "cost") ?? null;
  const m = question.match(FOCUS);
  if (!m) return null;
  const words = `${m[2] ?? ""} ${m[3] ?? ""}`.toLowerCase().match(WORD) ?? [];
  // "is there a list somewhere of ...", "is there any way to ...": an everyday word asks nothing.
  const there = /there/i.test(m[1] ?? "");
  for (const word of words) {
    if (STOPWORDS.has(word) || (there && WEAK.has(stem(word)))) continue;
    const s = stem(word);
    return (
      concepts.find((c) => c.asked.includes(s) || c.stems.some((t) => t.length === 1 && t[0] === s)) ?? null
    );
  }
  return null;
}

// Clauses end at punctuation, and at an emoji: chat writes "... too dark on me 😭 Do I ...".
const CLAUSE = /[^.!?,;\n\p{Extended_Pictographic}]+[.!?,;\n\p{Extended_Pictographic}]*/gu;
// A clause that asks: it ends with "?" or opens (after a greeting) with a question word.
const ASKING =
  /\?|^(?:(?:hi|hey|hello|ok|okay|so|also|and|but|oh|yo|um)\s+)*(?:can|could|do|does|did|is|are|was|will|would|should|may|am|have|has|how|what|whats|what's|when|where|which|who|why|any|r|u)\b/i;
// An indirect question asks from its question word: "my daughter at McGill wants to know [how she
// gets the student discount]", "he asked [if you wrap]".
const INDIRECT =
  /\b(?:know|wondering|wonder|asked|asking|ask|asks|curious|tell me|find out)\s+(?=(?:if|whether|which|what|how|when|where|who)\b)/i;

// Where an unpunctuated question starts asking: a question word followed by who or what it is about.
const ASK_START =
  /\b(?:(?:can|could|do|does|did|is|are|will|would|should|how|what|when|where|which|who|why)\s+(?:i|u|you|we|it|he|she|they|my|your|the|there|this|that|these|those)|how\s+(?:much|many|long|soon|big))\b/gi;

/**
 * The clauses of a message that ask, without the ones that only set the scene ("... when I shop");
 * null when no clause asks.
 */
export function askingText(question: string): string | null {
  const clauses = squeeze(question).match(CLAUSE) ?? [];
  let asking = clauses.flatMap((clause) => {
    const c = clause.trim();
    const indirect = c.match(INDIRECT);
    if (indirect) return [c.slice((indirect.index ?? 0) + indirect[0].length)];
    return ASKING.test(c) ? [c] : [];
  });
  if (asking.length === 0) {
    // Written without punctuation: "bought it for my mom can i return it" asks from "can i".
    // The last start that asks about something: "... how much is it" asks from "how much".
    const starts = [...squeeze(question).matchAll(ASK_START)].filter((m) => (m.index ?? 0) > 0);
    if (starts.length === 0) return null;
    const from = starts.reverse().find((m) => conceptsOf(squeeze(question).slice(m.index)).length > 0);
    asking = [squeeze(question).slice((from ?? starts[0])?.index)];
  }
  return asking.join(" ").replace(SCENE_CLAUSE, " ");
}

/** A question asking how to do something ("how do I start a return?"). */
export const ASKS_HOW_TO = /\bhow (?:do|can|should|would) (?:i|we|u)\b|\bhow to\b/i;

/** A word that points back to what the story spoke of: "What are *they* worth?" */
export const POINTS_BACK = /\b(it|its|they|them|that|those|this|these|one|ones)\b/i;

/**
 * Concepts that only the story around a question holds ("The serum made my face break out, can I
 * return it?" asks about returns): they help rank passages but an answer need not hold them. None
 * when no clause asks, or the asking clauses hold no concept.
 */
export function storyConcepts(question: string, concepts: readonly Concept[]): Set<string> {
  const text = askingText(question);
  if (text === null) return new Set();
  const stems = stemsOf(text);
  const places = placesIn(text);
  const lower = text.toLowerCase();
  const asked = (c: Concept) =>
    c.place
      ? places.has(c.place)
      : c.asked.some((a) => stems.has(a)) || c.terms.some((t) => t.includes(" ") && lower.includes(t));
  if (!concepts.some(asked)) return new Set();
  return new Set(concepts.filter((c) => !asked(c)).map((c) => c.key));
}

/** Words of one family share their first six letters: subscription ~ subscribe, deliver ~ delivery. */
const FAMILY = 6;
const family = (s: string) => (s.length >= FAMILY ? s.slice(0, FAMILY) : null);

/**
 * Words that share six letters and nothing else: "customs" is no kin of "customers", "the difference
 * between" asks no "different times of day".
 */
const NOT_KIN = new Set(["customer", "custom", "differenc", "different"]);

export function sameFamily(asked: string, stems: ReadonlySet<string>): boolean {
  if (stems.has(asked)) return true;
  const f = family(asked);
  if (!f || NOT_KIN.has(asked)) return false;
  for (const s of stems) if (s.startsWith(f) && !NOT_KIN.has(s)) return true;
  return false;
}

/**
 * How well a text holds a concept: 1 for the customer's own word (or its family) or the concept's
 * shape, 0.7 for a synonym, a little more when several of the concept's words are there.
 */
export function matchStrength(concept: Concept, text: string, stems: ReadonlySet<string>): number {
  if (concept.place) return placesIn(text).has(concept.place) ? 1 : 0;
  const terms = concept.stems.filter(
    (t) => t.every((s) => stems.has(s)) && (!isNegated(t) || inOrder(t, text)),
  ).length;
  const bonus = Math.min(0.15, 0.05 * Math.max(0, terms - 1));
  // An everyday word the customer wrote ("go" of "go out today") is no match alone: the phrase is.
  if (concept.asked.some((s) => !WEAK.has(s) && sameFamily(s, stems)) || concept.shape?.test(text))
    return 1 + bonus;
  return terms > 0 ? 0.7 + bonus : 0;
}

/** Whether a phrase's stems stand one after the other in the text ("is not what ... arrives" holds no "not arrived"). */
function inOrder(phrase: readonly string[], text: string): boolean {
  const words = ` ${(text.toLowerCase().match(WORD) ?? []).map(stem).join(" ")} `;
  return words.includes(` ${phrase.join(" ")} `);
}

const TSQUERY_TERM = /^[\p{L}\p{N}]+$/u;

/** The terms of a concept a tsquery can hold (words only): a phrase's words are kept in order. */
export function searchTerms(concept: Concept): string[][] {
  return concept.terms
    .map((term) => term.split(" ").filter((w) => TSQUERY_TERM.test(w)))
    .filter((words) => words.length > 0);
}

/** A question asked for a yes or no ("is it ok for ...", "does it ..."). */
export const ASKS_YES_NO =
  /^\W*(?:(?:hi|hey|hello|hiya|ok|so|and|also|btw)\W+)*(?:is|are|does|do|did|can|could|will|would|should|has|have)\b/i;

/** A question that asks what or how, not yes or no ("is the serum safe?" is no question about the serum itself). */
export const OPEN_QUESTION = /\b(what|whats|how|which|tell me about)\b/i;
/** A question asking which or what (or how many), not whether. */
export const TYPE_QUESTION = /\b(what|whats|which|wat|how many|combien|quel|quelle|quels|quelles)\b/i;
/** A message that asks two things: two question marks, or a second question joined on. */
export const TWO_ASKS =
  /\?.*\?|\s\+\s|\b(and|also|&|plus|et|pis)\s+(what|whats|how|which|when|where|is|are|do|does|can|could|will|would|u|you|quel|quelle|combien|c'est|est-ce)\b/is;
/** A question whether a rule stretches to the customer's case, and the coverage its answer needs. */
export const STRETCH =
  /\b(too|as well|extend\w*|exceptions?|not just|even if|even though|still apply|apply to)\b/i;
/** A question asking what a product is for or does. */
export const ASKS_PURPOSE =
  /\bwhat(?:'s|s|\s+is|\s+are)\s+[^?.!]{1,40}?\s+(?:for|good for|used for)\s*\?*\s*$|\bwhat\s+(?:does|do|will)\s+(?:it|this|that|the|your|ur)\b[^?.!]{0,40}\bdo\b|\btell me (?:more )?about\b/i;

/** The keys of the concepts a text holds. */
export const keysIn = (concepts: readonly Concept[], text: string): Set<string> => {
  const stems = stemsOf(text);
  return new Set(concepts.filter((c) => matchStrength(c, text, stems) > 0).map((c) => c.key));
};
