import { type AnswerType, statesAnswerType } from "./answer-types";
import { type Concept, holdsFocus } from "./knowledge-query";
import type { ScoredSentence } from "./knowledge-sentences";
import { productsNamed } from "./named-products";

type Hit = { sourceKind: string; sourceName: string; content: string };

/**
 * Two products in one question ("the serum + the night oil"): each one's own sentence holding all
 * the question asks, or null when one of them has none. Only when the question asks something of
 * them beyond their names ("is the SPF 50 mineral?" names the Skin Tint Mineral SPF 30 by chance).
 */
export function eachProductsOwnSentence<H extends Hit>(input: {
  reranked: readonly { hit: H; sentences: readonly ScoredSentence[] }[];
  named: ReadonlySet<string>;
  required: readonly Concept[];
  titleKeys: ReadonlySet<string>;
  focus: Concept | null;
  kind: AnswerType | null;
  ownsNamed: (hit: H, sentence: string) => boolean;
}): { hit: H; s: ScoredSentence }[] | null {
  const { named, required, focus, kind } = input;
  if (named.size < 2 || !required.some((c) => !input.titleKeys.has(c.key))) return null;
  const found = [...named].map((name) =>
    input.reranked
      .filter(
        (r) => input.ownsNamed(r.hit, r.hit.content) && productsNamed(r.hit.sourceName, [name]).length > 0,
      )
      .flatMap((r) => r.sentences.map((s) => ({ hit: r.hit, s })))
      .find(
        ({ hit, s }) =>
          (hit.sourceKind !== "product" || hit.sourceName === name) &&
          required.every((c) => s.keys.has(c.key)) &&
          (!focus || holdsFocus(focus, s.sentence, s.keys)) &&
          statesAnswerType(kind, s.sentence),
      ),
  );
  return found.every((f) => f !== undefined) ? (found as { hit: H; s: ScoredSentence }[]) : null;
}
