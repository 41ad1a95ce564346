/** Whether two words differ by at most one letter added, dropped, changed or swapped with the next. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const rest = (x: string, y: string) => x.slice(i + 1) === y.slice(i + 1);
  if (a.length === b.length)
    return rest(a, b) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Typos shorter than this are left alone: "toner" is one letter from "tone", and is no typo. */
const MIN_TYPO_LENGTH = 6;

/**
 * What a misspelt word means among known words, or undefined: the first one letter away that keeps
 * its first letter (few slips change it: "barrier" is no "carrier").
 */
export function typoOf<T>(
  word: string,
  known: Iterable<string>,
  meaning: (known: string) => T | undefined,
): T | undefined {
  if (word.length < MIN_TYPO_LENGTH) return undefined;
  for (const k of known)
    if (k.length >= MIN_TYPO_LENGTH - 1 && k[0] === word[0] && oneEditApart(word, k)) return meaning(k);
  return undefined;
}
