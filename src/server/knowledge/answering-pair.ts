import type { AnswerType } from "./answer-types";
import { statesAnswerType } from "./answer-types";
import { speaksOfHidden } from "./hidden-products";
import type { ChunkHit } from "./knowledge.repository";
import { type Concept, holdsFocus } from "./knowledge-query";
import { coverage, type ScoredSentence, type Weights } from "./knowledge-sentences";

/** What the search has read of a question, for finding two sentences that answer it together. */
export type PairReading = {
  concepts: readonly Concept[];
  weights: Weights;
  optional: ReadonlySet<string>;
  focus: Concept | null;
  kind: AnswerType | null;
  hiddenAsked: readonly string[];
  minCoverage: number;
  aboutNamed: (hit: ChunkHit, sentence: string) => boolean;
};

/**
 * Two questions in one message ("rose mist: price + how big is the bottle?"): two sentences of one
 * passage that each hold something the other does not, and together cover the question, state the
 * kind of fact asked and speak of the product named. Null when no two do.
 */
export function answeringPair(reading: PairReading, hit: ChunkHit, sentences: readonly ScoredSentence[]) {
  const { concepts, weights, optional, focus, kind, hiddenAsked, aboutNamed } = reading;
  const holds = (s: ScoredSentence) => focus !== null && holdsFocus(focus, s.sentence, s.keys);
  // Each holds something the other does not: a concept, or what a "how big" asks for.
  const adds = (x: ScoredSentence, y: ScoredSentence) =>
    [...y.keys].some((k) => !x.keys.has(k)) || (holds(y) && !holds(x));
  for (const [i, a] of sentences.entries())
    for (const b of sentences.slice(i + 1)) {
      const keys = new Set([...a.keys, ...b.keys]);
      if (
        adds(a, b) &&
        adds(b, a) &&
        coverage(concepts, weights, `${a.sentence} ${b.sentence}`, keys, optional) >= reading.minCoverage &&
        (!focus || holds(a) || holds(b)) &&
        (statesAnswerType(kind, a.sentence) || statesAnswerType(kind, b.sentence)) &&
        aboutNamed(hit, a.sentence) &&
        aboutNamed(hit, b.sentence) &&
        (speaksOfHidden(a.sentence, hiddenAsked) || speaksOfHidden(b.sentence, hiddenAsked))
      )
        return [
          { hit, sentence: a.sentence },
          { hit, sentence: b.sentence },
        ] as const;
    }
  return null;
}
