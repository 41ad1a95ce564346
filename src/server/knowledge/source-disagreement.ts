import { conceptsOf } from "./knowledge-query";
import { placesIn } from "./places";

/**
 * Whether two sources answer a question with different values of the same fact: one says gift
 * cards are "valid for 3 years", another that they "never expire". A person then reads both and
 * picks, or fixes a source, before anything is sent (decision 053).
 */

type Kind = "time" | "money" | "percent";
/**
 * A value as a range (a duration in days, an amount, a percentage; "never expires" is forever), and
 * the words that say what it is of: the few before it ("valid for 3 years", "shipping costs $8"),
 * or a "to ..." after it ("30 days to return it").
 */
type Value = { low: number; high: number; of: string };

const WORD_NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  fourteen: 14,
  thirty: 30,
  sixty: 60,
  ninety: 90,
};
const NUMBER = String.raw`(\d+(?:\.\d+)?|${Object.keys(WORD_NUMBERS).join("|")})`;
const DAYS: Record<string, number> = { hour: 1 / 24, day: 1, week: 7, month: 30, year: 365 };
const DURATION = new RegExp(
  String.raw`\b${NUMBER}(?:\s*(?:to|-|–|or)\s*${NUMBER})?[\s-]*(?:business\s+|working\s+|calendar\s+)?(hour|day|week|month|year)s?\b`,
  "gi",
);
const NEVER_EXPIRES =
  /\b(?:never|do\s+not|does\s+not|don'?t|doesn'?t|won'?t|will\s+not)\s+expire\b|\bno\s+expir(?:y|ation)\b|\bwithout\s+(?:an?\s+)?expir\w*|\bvalid\s+forever\b/i;
const MONEY = /(?:[$€£])\s?(\d+(?:[.,]\d{1,2})?)|\b(\d+(?:[.,]\d{1,2})?)\s?(?:dollars|cad|usd|eur|gbp)\b/gi;
const PERCENT = /\b(\d+(?:\.\d+)?)\s?%/g;
/**
 * The words before a value back to its second word that is not a small one, small ones kept
 * ("return products within 30 days", "valid for 3 years": "valid for" is a phrase of its own).
 */
function wordsBefore(text: string): string {
  const words = text
    .split(/\s+/)
    .filter((w) => w !== "")
    .slice(-6);
  let content = 0;
  let from = words.length;
  while (from > 0 && content < 2) if (!LINKING.test(words[--from] ?? "")) content++;
  return words.slice(from).join(" ");
}
const LINKING =
  /^(?:within|for|in|on|of|by|at|up|to|from|than|about|around|after|under|over|the|a|an|and|or|is|are|be|only|just|least|most)$/i;
const PURPOSE_AFTER = /^\s+to\s+(?:\S+\s*){1,2}/iu;

const numberOf = (text: string) => WORD_NUMBERS[text.toLowerCase()] ?? Number(text.replace(",", "."));

/** The values a sentence states, by kind. */
export function statedValues(sentence: string): Map<Kind, Value[]> {
  const out = new Map<Kind, Value[]>();
  const add = (kind: Kind, m: RegExpMatchArray, low: number, high: number, also = "") => {
    const at = m.index ?? 0;
    const before = wordsBefore(sentence.slice(0, at));
    const after = PURPOSE_AFTER.exec(sentence.slice(at + m[0].length))?.[0] ?? "";
    out.set(kind, [...(out.get(kind) ?? []), { low, high, of: `${before} ${also} ${after}` }]);
  };
  for (const m of sentence.matchAll(DURATION)) {
    const unit = DAYS[(m[3] ?? "").toLowerCase()] ?? 1;
    const low = numberOf(m[1] ?? "") * unit;
    add("time", m, low, m[2] ? numberOf(m[2]) * unit : low);
  }
  // "never expire" is of the expiry it denies.
  const never = NEVER_EXPIRES.exec(sentence);
  if (never) add("time", never, Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY, "expire");
  for (const m of sentence.matchAll(MONEY)) {
    const amount = numberOf(m[1] ?? m[2] ?? "");
    add("money", m, amount, amount);
  }
  for (const m of sentence.matchAll(PERCENT)) add("percent", m, Number(m[1]), Number(m[1]));
  return out;
}

/** "14 days" and "2 weeks" are one value; "a month" and "30 days" too. */
const same = (a: Value, b: Value) => {
  const near = (x: number, y: number) =>
    x === y || (Number.isFinite(x) && Number.isFinite(y) && Math.abs(x - y) <= 0.1 * Math.max(x, y));
  return near(a.low, b.low) && near(a.high, b.high);
};

/**
 * Words that tell two facts of one kind apart, by what they qualify: standard and express
 * shipping, opened and unopened products, digital and physical cards, weekdays and weekends.
 */
const QUALIFIERS = [
  /\b(?:standard|express|expedited|overnight|priority|economy|next[- ]day)\b/gi,
  /\b(?:international|domestic)\b/gi,
  /\b(?:unopened|opened|unused|sealed)\b/gi,
  /\b(?:digital|physical|e-?gift)\b/gi,
  /\b(?:weekends?|weekdays?|saturdays?|sundays?)\b/gi,
];
const qualified = (sentence: string) =>
  QUALIFIERS.map((axis) => new Set([...sentence.matchAll(axis)].map((m) => m[0].toLowerCase())));
/** Both name something and share none of it: "in Canada" and "to the US" are two facts. */
const apart = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size > 0 && b.size > 0 && ![...a].some((x) => b.has(x));

/** An answering sentence of a passage, as the search ranks it. */
export type StatedAnswer = {
  hit: { sourceId: string };
  s: { sentence: string; keys: ReadonlySet<string> };
  /** How well it answers (the sentence's score times its coverage). */
  value: number;
};
/** Only an answer nearly as good as the answer is another source's word on the same fact. */
const CLOSE_SHARE = 0.5;

/**
 * Of the other sources' answering sentences, those stating a different value for the fact the
 * answer states: they answer nearly as well, hold what the answer holds of the question (`asked`:
 * its concepts but the story, so a product's name too), name the answer's product and no other
 * place or kind (express, opened), and give what the answer gives a value of (words the question
 * asks about just before it: "valid for 3 years", "never expire") another value.
 */
export function disagreeingWith<T extends StatedAnswer>(
  answer: StatedAnswer,
  others: readonly T[],
  asked: ReadonlySet<string>,
  productsIn: (sentence: string) => readonly string[],
): T[] {
  const held = [...answer.s.keys].filter((k) => asked.has(k));
  const ours = statedValues(answer.s.sentence);
  const named = productsIn(answer.s.sentence);
  if (held.length === 0 || ours.size === 0) return [];
  // What a value is of, among what the question asks: "valid for" and "never expire" are expiry.
  const ofAsked = (v: Value) =>
    new Set(conceptsOf(v.of).flatMap((c) => (asked.has(c.key) && !/\d/.test(c.key) ? [c.key] : [])));
  const comparable = (a: Value, b: Value) => [...ofAsked(a)].some((k) => ofAsked(b).has(k));
  const disagrees = (other: T) => {
    const { sentence, keys } = other.s;
    if (other.value < CLOSE_SHARE * answer.value || !held.every((k) => keys.has(k))) return false;
    // The answer's product is the other's too ("costs $34" of the SPF is no shipping cost).
    const theirNames = productsIn(sentence);
    if (named.some((name) => !theirNames.includes(name))) return false;
    const theirQualifiers = qualified(sentence);
    if (
      apart(placesIn(answer.s.sentence), placesIn(sentence)) ||
      qualified(answer.s.sentence).some((q, axis) => apart(q, theirQualifiers[axis]!))
    )
      return false;
    const theirs = statedValues(sentence);
    return [...ours].some(([kind, values]) =>
      values.some((v) => {
        const against = (theirs.get(kind) ?? []).filter((w) => comparable(v, w));
        return against.length > 0 && !against.some((w) => same(v, w));
      }),
    );
  };
  // One sentence of each other source.
  const found = new Map<string, T>();
  for (const other of others)
    if (other.hit.sourceId !== answer.hit.sourceId && !found.has(other.hit.sourceId) && disagrees(other))
      found.set(other.hit.sourceId, other);
  return [...found.values()];
}
