import type { KnowledgeSourceKind, SuggestionCitation } from "@shared/knowledge/knowledge.schema";
import type { ChunkHit } from "./knowledge.repository";
import type { Concept } from "./knowledge-query";
import { type ScoredSentence, withSentenceBefore } from "./knowledge-sentences";

/** What a knowledge search finds for a customer's message (`searchKnowledge`). */
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
  /** Another sentence that answers it too (quoted after the answer), when one scores close. */
  supporting: SuggestionCitation[];
  /** The question's concepts: what a knowledge gap is about. */
  concepts: Concept[];
  /**
   * With no answer: what the sources say beside the question, for the reply to state while a person
   * confirms the rest ("are you sold at Ulta?": where the brand sells, whose list is not said whole).
   */
  context?: SuggestionCitation;
  /**
   * The answer and other sources' sentences stating another value of the same fact ("valid for 3
   * years", "never expire"): a person reads them before anything is sent.
   */
  disagreeing?: SuggestionCitation[];
  /** The best sentence of each passage returned: what may answer when nothing answers for sure. */
  leads: SuggestionCitation[];
  /** Sure enough for a reply stating it to go out without a person (answer-certainty.ts). */
  certain: boolean;
};

/** A passage's sentence as a reply's citation. */
export const citation = (hit: ChunkHit, quote: string): SuggestionCitation => ({
  chunk_id: hit.id,
  source_kind: hit.sourceKind,
  source_name: hit.sourceName,
  quote,
});

/** A candidate passage as the search returns it, with its fused rank score. */
export const retrievedPassage = (hit: ChunkHit, score: number): RetrievedPassage => ({
  chunk_id: hit.id,
  source_kind: hit.sourceKind,
  source_id: hit.sourceId,
  source_name: hit.sourceName,
  content: hit.content,
  score,
});

/**
 * The best-scored sentences of the passages returned, whether or not one answers for sure: the kind
 * of sentence asked for first ("do you ship to X?": where the brand ships), though it names another
 * place, since the agent reads it to answer.
 */
export function leadsOf(
  returned: readonly { hit: ChunkHit; sentences: readonly ScoredSentence[] }[],
  prefer: ((sentence: string) => unknown) | null,
  count: number,
): SuggestionCitation[] {
  return returned
    .flatMap(({ hit, sentences }) => sentences.map((s) => ({ hit, s })))
    .sort(
      (a, b) => Number(!!prefer?.(b.s.sentence)) - Number(!!prefer?.(a.s.sentence)) || b.s.score - a.s.score,
    )
    .slice(0, count)
    .map(({ hit, s }) => citation(hit, withSentenceBefore(hit.content, s.sentence)));
}
