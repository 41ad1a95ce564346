import type { Concept } from "./knowledge-query";
import { readingForm, stem, stemsOf } from "./word-stems";

/**
 * The store products a question names ("the lip tint" names the Velvet Lip Tint): two words of the
 * title, or the whole title when it has fewer.
 */
export function productsNamed(
  question: string,
  names: readonly string[],
  options: { byKind?: boolean; rare?: (stem: string) => boolean; generic?: (stem: string) => boolean } = {},
): string[] {
  const asked = stemsOf(question);
  const byTitle = names.filter((name) => {
    const words = [...stemsOf(name)];
    // "does the cherry lip oil come in a nude shade?" names no Shade Match Lip Liner: "shade" is asked.
    const hits = words.filter((w) => asked.has(w) && !options.generic?.(w)).length;
    return hits >= Math.min(2, words.length);
  });
  if (!options.byKind) return byTitle;
  // "the serum + the night oil": a kind of product only one product of the store is (the last word
  // of its title) names that product too.
  const kindOf = (name: string) => [...stemsOf(name)].at(-1);
  const byKind = names.filter((name) => {
    const kind = kindOf(name);
    return kind !== undefined && asked.has(kind) && names.filter((n) => kindOf(n) === kind).length === 1;
  });
  // "the retinal and the vit c": one word of one title only, rare in the knowledge, said as a name.
  const rare = options.rare;
  const said = rare ? calledBy(question) : new Set<string>();
  const byWord = names.filter((name) =>
    [...stemsOf(name)].some(
      (w) => said.has(w) && rare?.(w) && names.filter((n) => stemsOf(n).has(w)).length === 1,
    ),
  );
  return [...new Set([...byTitle, ...byKind, ...byWord])];
}

/** The words said after "the", "your", "this"... ("the retinal"), as stems. */
function calledBy(question: string): Set<string> {
  const words =
    readingForm(question)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return new Set(
    words.flatMap((w, i) => (i > 0 && /^(the|your|ur|this|that|my)$/.test(words[i - 1]!) ? [stem(w)] : [])),
  );
}

/** Passages a title word may be in and still name its product alone. */
const RARE_TITLE_WORD = 4;

/**
 * The products a customer's question names, by title, by kind, or by a word of one product's title
 * that few passages hold, said as a name ("the retinal and the vit c"); a word of the commerce
 * vocabulary ("the SPF") is what is asked, not a name.
 */
export function productsAsked(
  question: string,
  names: readonly string[],
  concepts: readonly Concept[],
  passagesHolding: (stem: string) => number,
): string[] {
  const generic = (w: string) => concepts.some((c) => c.terms.length > 1 && c.asked.includes(w));
  const rare = (w: string) => passagesHolding(w) <= RARE_TITLE_WORD && !generic(w);
  // A title word of the commerce vocabulary is a name only beside the title's other words.
  const named = productsNamed(question, names, { byKind: true, rare, generic });
  return named.length > 0 ? named : productsNamed(question, names, { byKind: true, rare });
}

/**
 * A sentence about the whole kind of product a named product is ("Our serums, the Barrier Repair
 * Ceramide Cream and the Peptide Eye Cream are fragrance-free" for the Bright Start Vitamin C
 * Serum): the kind is the last word of the product's title, said of all of them ("our serums",
 * "all serums", "every serum"), with no exception made.
 */
export function speaksOfNamedKind(sentence: string, named: Iterable<string>): boolean {
  if (EXCEPTION.test(sentence)) return false;
  const said = sentence.toLowerCase();
  for (const name of named) {
    const kind = name
      .trim()
      .split(/\s+/)
      .at(-1)
      ?.toLowerCase()
      .replace(/[^\p{L}]/gu, "");
    if (!kind || kind.length < 3) continue;
    const whole = new RegExp(`\\b(?:our|all(?: of)?(?: our)?|every|each of our)\\s+${kind}s?\\b`, "u");
    if (whole.test(said)) return true;
  }
  return false;
}
const EXCEPTION = /\b(?:except|apart from|other than|but not|excluding|save for)\b/i;

/**
 * The words a customer puts inside a product's name as they call it ("the lip *sleeping* mask" for
 * the Overnight Lip Mask): between two of its title words, at most two words apart. They name the
 * product, so they are no ask of their own.
 */
export function wordsInsideName(question: string, titleWords: ReadonlySet<string>): Set<string> {
  const stems = (readingForm(question).match(/[\p{L}\p{N}]+/gu) ?? []).map(stem);
  const inside = new Set<string>();
  let last = -1;
  for (const [i, s] of stems.entries()) {
    if (!titleWords.has(s)) continue;
    if (last >= 0 && i - last === 2) inside.add(stems[i - 1]!);
    last = i;
  }
  return inside;
}

/**
 * The line of a product's catalogue passage listing a variant the question names ("is Medium in
 * stock for the skin tint?": "The Skin Tint comes in 5 shades: Fair, Light, Medium, Tan, Deep."),
 * unless the answer already names it. Null for any other passage.
 */
export function variantLineOf(
  hit: { sourceKind: string; sourceName: string; content: string } | null,
  question: string,
  answer: string,
): string | null {
  if (hit?.sourceKind !== "product") return null;
  const asked = new Set(
    readingForm(question)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [],
  );
  const title = new Set(hit.sourceName.toLowerCase().split(/\s+/));
  const named = (list: string) =>
    list
      .split(/,|\band\b/)
      .map((v) => v.trim().toLowerCase())
      .find((v) => v !== "" && !title.has(v) && v.split(/\s+/).every((w) => asked.has(w)));
  for (const line of hit.content.split(/(?<=[.!?])\s+|\n+/)) {
    const list = line.match(/\bcomes? in \d+ \w+:\s*(.+?)\.?$/i)?.[1];
    const variant = list ? named(list) : undefined;
    if (variant && !answer.toLowerCase().includes(variant)) return line.trim();
  }
  return null;
}
