import { type Concept, searchTerms } from "./knowledge-query";
import { stem } from "./word-stems";

// The PostgreSQL side of a question: its concepts as english tsqueries, picked by how many
// passages hold each term so that a candidate search stays within a budget.

/**
 * A concept as a tsquery: its terms or'ed, one per stem ("ship", "ships", "shipping" and "show up",
 * "shows up" are one lexeme to PostgreSQL too): the cost of matching and ranking grows with the
 * query's terms. A term none of whose words a passage holds is left out: it matches nothing, and
 * leaving it out changes no order (ts_rank divides by the query's size, the same for every passage;
 * ts_rank_cd's covers are made of the terms a passage holds). Most of what goes are the French and
 * Spanish synonyms of an English question. A phrase with one held word stays whole: a stop word
 * ("show up") has no count either, but still spaces the phrase.
 */
function conceptQuery(concept: Concept, chunksOf: (term: string) => number): string | null {
  const byStem = new Map<string, string>();
  for (const words of searchTerms(concept)) {
    if (words.every((word) => chunksOf(word) === 0)) continue;
    const key = words.map(stem).join(" ");
    if (!byStem.has(key)) byStem.set(key, words.length === 1 ? words[0]! : `(${words.join(" <-> ")})`);
  }
  return byStem.size > 0 ? `(${[...byStem.values()].join(" | ")})` : null;
}

/** Pairs of concepts at most: past eight concepts a question is a story, not a query. */
const MAX_PAIRED_CONCEPTS = 8;
/**
 * The candidate queries may match at most about this many passages (by the terms' counts): words
 * that half the index holds ("customers", "order") rank the candidates but do not pick them.
 */
export const MATCH_BUDGET = 400;

/** The first items (fewest passages first) whose passages add up to the budget; at least `least`. */
function withinBudget<T extends { chunks: number }>(sorted: readonly T[], least: number): T[] {
  const out: T[] = [];
  let total = 0;
  for (const item of sorted) {
    total += item.chunks;
    if (total > MATCH_BUDGET && out.length >= least) break;
    out.push(item);
  }
  return out;
}

/** A candidate query: the passages `rank` matches, looked up through the narrower `within`. */
export type CandidateQuery = { within: string; rank: string };

/**
 * PostgreSQL tsqueries (english) for a question. `pairs`: passages holding at least two of its
 * concepts, the most selective pairs first while their passages fit the budget (the conjunction of
 * all concepts when no pair does), looked up through the rarer concept of each pair; `any`:
 * passages holding one of them, the rarest first, within the budget (at least the rarest).
 * `chunksOf` tells how many passages hold a term; concepts no passage holds are left out (they
 * cannot match). Null when nothing is left to search for.
 */
export function toTsQueries(
  concepts: readonly Concept[],
  chunksOf: (term: string) => number,
): { pairs: CandidateQuery | null; any: CandidateQuery | null } {
  const searchable = concepts
    .map((concept) => ({
      query: conceptQuery(concept, chunksOf),
      chunks: searchTerms(concept).reduce((n, words) => n + Math.min(...words.map(chunksOf)), 0),
    }))
    .filter((c): c is { query: string; chunks: number } => c.query !== null && c.chunks > 0);
  if (searchable.length === 0) return { pairs: null, any: null };
  const anyQuery = withinBudget(
    [...searchable].sort((a, b) => a.chunks - b.chunks),
    1,
  )
    .map((c) => c.query)
    .join(" | ");
  const any = { within: anyQuery, rank: anyQuery };
  const paired = searchable.slice(0, MAX_PAIRED_CONCEPTS);
  const pairs: { query: string; rarer: string; chunks: number }[] = [];
  for (let i = 0; i < paired.length; i++) {
    for (let j = i + 1; j < paired.length; j++) {
      const [a, b] = [paired[i]!, paired[j]!];
      const rarer = a.chunks <= b.chunks ? a : b;
      pairs.push({ query: `(${a.query} & ${b.query})`, rarer: rarer.query, chunks: rarer.chunks });
    }
  }
  pairs.sort((a, b) => a.chunks - b.chunks);
  const fitting = withinBudget(pairs, 0);
  if (fitting.length > 0) {
    return {
      pairs: {
        within: [...new Set(fitting.map((p) => p.rarer))].join(" | "),
        rank: fitting.map((p) => p.query).join(" | "),
      },
      any,
    };
  }
  if (paired.length < 2) return { pairs: null, any };
  const all = paired.map((c) => c.query).join(" & ");
  return { pairs: { within: all, rank: all }, any };
}
