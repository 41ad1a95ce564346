import { stemsOf } from "./word-stems";

/**
 * The store products a question names ("the lip tint" names the Velvet Lip Tint): two words of the
 * title, or the whole title when it has fewer.
 */
export function productsNamed(
  question: string,
  names: readonly string[],
  options: { byKind?: boolean } = {},
): string[] {
  const asked = stemsOf(question);
  const byTitle = names.filter((name) => {
    const words = [...stemsOf(name)];
    const hits = words.filter((w) => asked.has(w)).length;
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
  return [...new Set([...byTitle, ...byKind])];
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
