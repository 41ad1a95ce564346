import type { Db } from "../db/client";
import { type ChunkHit, searchChunks } from "./knowledge.repository";
import type { Concept } from "./knowledge-query";
import { type CandidateQuery, MATCH_BUDGET, toTsQueries } from "./knowledge-tsquery";

/** Candidates the full-text search hands to the sentence re-ranker. */
export const CANDIDATES = 30;
/** Fewer passages than this hold two concepts: passages holding one are searched too. */
const MIN_PAIRED_HITS = 3;
/** Passages a candidate query ranks at most: its terms' budget, a bound on common words only. */
export const SCAN_CAP = MATCH_BUDGET;

/**
 * The passages a question's search re-ranks: those holding two of its concepts first, those holding
 * one filling up when fewer than three hold two. When it names a product, also the passages holding
 * what it asks of the product without naming it ("can I return the lip oil?": the return policy,
 * besides the passages that pair "return" with "lip" or "oil"). Null when no term of the question is
 * in the team's knowledge.
 */
export async function candidatePassages(
  db: Db,
  teamId: string,
  concepts: readonly Concept[],
  chunksOf: (term: string) => number,
  titleWords: ReadonlySet<string>,
): Promise<{ hits: ChunkHit[]; any: CandidateQuery } | null> {
  const queries = toTsQueries(concepts, chunksOf);
  if (!queries.any) return null;
  const hits = queries.pairs ? await searchChunks(db, teamId, queries.pairs, CANDIDATES, SCAN_CAP) : [];
  const add = (found: readonly ChunkHit[], cap: number) => {
    const seen = new Set(hits.map((h) => h.id));
    for (const hit of found) if (!seen.has(hit.id) && hits.length < cap) hits.push(hit);
  };
  if (hits.length < MIN_PAIRED_HITS)
    add(await searchChunks(db, teamId, queries.any, CANDIDATES, SCAN_CAP), CANDIDATES);
  const rest = concepts.filter((c) => !c.asked.some((a) => titleWords.has(a)));
  if (titleWords.size > 0 && rest.length > 0 && rest.length < concepts.length) {
    const restQueries = toTsQueries(rest, chunksOf);
    const query = restQueries.pairs ?? restQueries.any;
    if (query)
      add(await searchChunks(db, teamId, query, MIN_PAIRED_HITS, SCAN_CAP), Number.POSITIVE_INFINITY);
  }
  return { hits, any: queries.any };
}
