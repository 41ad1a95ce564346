/**
 * Typo repair for the embedded classifier: a word the model never saw ("shpi", "oorder",
 * "accoynt") is read as the most frequent word of the training vocabulary one edit away (one
 * letter inserted, deleted, replaced, or two neighbours swapped), so its word, stem, cue and
 * embedding features are the ones the model learned. Words of the vocabulary, words the embedding
 * vocabulary knows (real words the corpus lacks: "munich"), short words, and anything with digits
 * or symbols are left as they are. Lookup is by single-deletion keys (the SymSpell idea), so a
 * token costs a few map reads, not a scan of the vocabulary.
 */

/** Vocabulary words must occur this often in the train split; rarer ones are often typos themselves. */
export const LEXICON_MIN_COUNT = 3;
/** Tokens shorter than this are not repaired: too many real words are one edit apart. */
export const MIN_REPAIR_LENGTH = 4;
const WORD = /^[a-z]+$/;

/** The training vocabulary, most frequent first (ties alphabetical): what the model file stores. */
export function buildLexicon(
  tokenLists: Iterable<readonly string[]>,
  minCount = LEXICON_MIN_COUNT,
): string[] {
  const counts = new Map<string, number>();
  for (const tokens of tokenLists) {
    for (const token of tokens) if (WORD.test(token)) counts.set(token, (counts.get(token) ?? 0) + 1);
  }
  return [...counts]
    .filter(([word, count]) => count >= minCount && word.length >= MIN_REPAIR_LENGTH - 1)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([word]) => word);
}

function deletions(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

/** Optimal string alignment distance is at most one (insert, delete, replace, adjacent swap). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // replaced
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swapped
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

export type Speller = {
  /** The word `token` is read as: itself, or its repair. */
  correct(token: string): string;
  /** `tokens` with every repairable token repaired (the same array when nothing changed). */
  correctAll(tokens: string[]): string[];
};

export function createSpeller(
  lexicon: readonly string[],
  isKnownWord: (word: string) => boolean = () => false,
): Speller {
  const rank = new Map<string, number>();
  // Deletion key -> the words having it.
  const byDeletion = new Map<string, number[]>();
  for (const [i, word] of lexicon.entries()) {
    rank.set(word, i);
    for (const key of deletions(word)) {
      const list = byDeletion.get(key);
      if (list) list.push(i);
      else byDeletion.set(key, [i]);
    }
  }
  const cache = new Map<string, string>();

  function repair(token: string): string {
    if (token.length < MIN_REPAIR_LENGTH || rank.has(token) || !WORD.test(token) || isKnownWord(token))
      return token;
    let best = -1;
    const consider = (index: number | undefined) => {
      if (index === undefined) return;
      if ((best < 0 || index < best) && withinOneEdit(token, lexicon[index] as string)) best = index;
    };
    // A letter too many: one of the token's deletions is a word.
    for (const key of deletions(token)) {
      consider(rank.get(key));
      // Replaced or swapped letters: the token and a word share a deletion.
      for (const index of byDeletion.get(key) ?? []) consider(index);
    }
    // A letter missing: the token is a deletion of a word.
    for (const index of byDeletion.get(token) ?? []) consider(index);
    return best >= 0 ? (lexicon[best] as string) : token;
  }

  return {
    correct(token) {
      const known = cache.get(token);
      if (known !== undefined) return known;
      const repaired = repair(token);
      if (cache.size < 50_000) cache.set(token, repaired);
      return repaired;
    },
    correctAll(tokens) {
      let out: string[] | null = null;
      for (let i = 0; i < tokens.length; i++) {
        const repaired = this.correct(tokens[i] as string);
        if (repaired !== tokens[i]) {
          out ??= [...tokens];
          out[i] = repaired;
        }
      }
      return out ?? tokens;
    },
  };
}
