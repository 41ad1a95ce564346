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
