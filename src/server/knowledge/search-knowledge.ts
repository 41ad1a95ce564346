import type { KnowledgeSourceKind, SuggestionCitation } from "@shared/knowledge/knowledge.schema";
import type { Db } from "../db/client";
import { tuning } from "../env";
import { placesIn } from "./commerce-vocabulary";
import { chunksOfSources, listProductNames, searchChunks, termChunkCounts } from "./knowledge.repository";
import {
  answersPlaces,
  bestSentence,
  type Concept,
  conceptsOf,
  conceptWeights,
  coverage,
  focusOf,
  holdsFocus,
  MATCH_BUDGET,
  searchTerms,
  stemsOf,
  storyConcepts,
  toTsQueries,
} from "./knowledge-query";

/** Candidates the full-text search hands to the sentence re-ranker. */
const CANDIDATES = 30;
/** Fewer passages than this hold two concepts: passages holding one are searched too. */
const MIN_PAIRED_HITS = 3;
/**
 * A candidate query ranks at most this many matching passages: the budget its terms' counts keep
 * it within, and a bound when only common words are left (a conjunction of them).
 */
const SCAN_CAP = MATCH_BUDGET;
/** Reciprocal rank fusion constant (Cormack et al.): rank 1 and rank 5 differ, rank 40 and 45 barely. */
const RRF_K = 60;
const MAX_QUESTION_CHARACTERS = 1000;
/** A sentence answers only when it covers this share of what the question asks (by weight). */
export const MIN_COVERAGE = tuning.KNOWLEDGE_MIN_COVERAGE;

export type RetrievedPassage = {
  chunk_id: string;
  source_kind: KnowledgeSourceKind;
  source_id: string;
  source_name: string;
  content: string;
  score: number;
};

export type KnowledgeSearchResult = {
  passages: RetrievedPassage[];
  /** The sentence that answers the question, quoted exactly, or null: a person must confirm. */
  answer: SuggestionCitation | null;
  /** The question's concepts: what a knowledge gap is about. */
  concepts: Concept[];
};

/**
 * The store products a question names ("the lip tint" names the Velvet Lip Tint): two words of the
 * title, or the whole title when it has fewer.
 */
export function productsNamed(question: string, names: readonly string[]): string[] {
  const asked = stemsOf(question);
  return names.filter((name) => {
    const words = [...stemsOf(name)];
    const hits = words.filter((w) => asked.has(w)).length;
    return hits >= Math.min(2, words.length);
  });
}

/**
 * The team's best passages for a question: PostgreSQL full-text search (english stemming, the
 * commerce synonyms expanded into the query) ranks candidates, a sentence-level re-ranker (concept
 * weights, coverage) ranks them again, and the two rankings are fused by reciprocal rank. The
 * answer is the best sentence of the best passage that covers enough of the question and does not
 * speak of other places than the ones asked about.
 */
export async function searchKnowledge(
  db: Db,
  teamId: string,
  question: string,
  options: { limit?: number } = {},
): Promise<KnowledgeSearchResult> {
  const limit = options.limit ?? 3;
  const concepts = conceptsOf(question.slice(0, MAX_QUESTION_CHARACTERS)).slice(0, 24);
  const [chunkCounts, names] = await Promise.all([
    termChunkCounts(
      db,
      teamId,
      concepts.flatMap((c) => searchTerms(c).flat()),
    ),
    listProductNames(db, teamId),
  ]);
  const queries = toTsQueries(concepts, (term) => chunkCounts.get(term) ?? 0);
  if (!queries.any) return { passages: [], answer: null, concepts };
  // Passages holding two of the question's concepts first; passages holding one only fill up.
  const hits = queries.pairs ? await searchChunks(db, teamId, queries.pairs, CANDIDATES, SCAN_CAP) : [];
  if (hits.length < MIN_PAIRED_HITS) {
    const seen = new Set(hits.map((h) => h.id));
    for (const hit of await searchChunks(db, teamId, queries.any, CANDIDATES, SCAN_CAP)) {
      if (!seen.has(hit.id) && hits.length < CANDIDATES) hits.push(hit);
    }
  }
  if (hits.length === 0) return { passages: [], answer: null, concepts };

  const weights = conceptWeights(
    concepts,
    hits.map((h) => h.content),
  );
  const named = new Set(productsNamed(question, names));
  const titleWords = new Set([...named].flatMap((name) => [...stemsOf(name)]));
  const optional = new Set([
    ...concepts.filter((c) => c.asked.some((a) => titleWords.has(a))).map((c) => c.key),
    ...storyConcepts(question, concepts),
  ]);
  const reranked = hits
    .map((hit, ftsRank) => {
      const best = bestSentence(concepts, weights, hit.content);
      const covered = best ? coverage(concepts, weights, best.sentence, best.keys, optional) : 0;
      const local = (best?.score ?? 0) + 0.5 * coverage(concepts, weights, hit.content);
      return { hit, ftsRank, best, covered, local };
    })
    .sort((a, b) => b.local - a.local || a.ftsRank - b.ftsRank)
    .map((entry, localRank) => ({
      ...entry,
      fused: 1 / (RRF_K + entry.ftsRank + 1) + 1 / (RRF_K + localRank + 1),
    }))
    .sort((a, b) => b.fused - a.fused);

  const passages = reranked.slice(0, limit).map(({ hit, fused }) => ({
    chunk_id: hit.id,
    source_kind: hit.sourceKind,
    source_id: hit.sourceId,
    source_name: hit.sourceName,
    content: hit.content,
    score: fused,
  }));

  // What a "what/which ..." question asks for must be in the answer; a product it names must be
  // the one the answer speaks of.
  const focus = focusOf(question, concepts);
  // An answer about another product is no answer: "What SPF is the lip tint?" is not answered by
  // the Skin Tint's SPF.
  const aboutNamed = (r: (typeof reranked)[number]) => {
    if (named.size === 0) return true;
    if (r.hit.sourceKind === "product") return named.has(r.hit.sourceName);
    const mentioned = productsNamed(r.best?.sentence ?? "", names);
    return mentioned.length === 0 || mentioned.some((name) => named.has(name));
  };
  const answerable = reranked
    .filter((r) => r.best !== null && r.covered >= MIN_COVERAGE)
    .filter((r) => !focus || holdsFocus(focus, r.best!.sentence, r.best!.keys))
    .filter(aboutNamed)
    .sort((a, b) => b.best!.score * b.covered - a.best!.score * a.covered || b.fused - a.fused);
  const answer = await firstAnsweringPlaces(db, teamId, question, answerable, hits);
  return { passages, answer, concepts };
}

type Ranked = {
  hit: Awaited<ReturnType<typeof searchChunks>>[number];
  best: ReturnType<typeof bestSentence>;
};

async function firstAnsweringPlaces(
  db: Db,
  teamId: string,
  question: string,
  answerable: readonly Ranked[],
  hits: Awaited<ReturnType<typeof searchChunks>>,
): Promise<SuggestionCitation | null> {
  const top = answerable.slice(0, 3);
  if (top.length === 0) return null;
  let sourceText = new Map<string, string>();
  if (placesIn(question).size > 0) {
    const rows = await chunksOfSources(
      db,
      teamId,
      top.map((r) => r.hit.sourceId),
    );
    sourceText = new Map();
    for (const row of rows)
      sourceText.set(row.sourceId, `${sourceText.get(row.sourceId) ?? ""} ${row.content}`);
  }
  const knowledgeNamesPlaces =
    hits.some((h) => placesIn(h.content).size > 0) ||
    [...sourceText.values()].some((t) => placesIn(t).size > 0);
  for (const r of top) {
    const context = sourceText.get(r.hit.sourceId) ?? r.hit.content;
    if (!answersPlaces(question, context, knowledgeNamesPlaces)) continue;
    return {
      chunk_id: r.hit.id,
      source_kind: r.hit.sourceKind,
      source_name: r.hit.sourceName,
      quote: r.best!.sentence,
    };
  }
  return null;
}
