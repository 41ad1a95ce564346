import type { KnowledgeSourceKind, SuggestionCitation } from "@shared/knowledge/knowledge.schema";
import type { ChunkHit } from "./knowledge.repository";
import type { Concept } from "./knowledge-query";

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
