import type { SuggestionCitation } from "@shared/knowledge/knowledge.schema";
import type { Db } from "../db/client";
import { type ChunkHit, searchChunks } from "./knowledge.repository";
import type { Concept } from "./knowledge-query";
import type { KnowledgeSearchResult } from "./knowledge-search-result";
import { isWeak, linesOf, questionAbove } from "./knowledge-sentences";
import { stemsOf } from "./word-stems";

/** A kind of shop: "in any pharmacies", "at a drugstore", "in Sephora stores". */
const SHOP_KIND = String.raw`(?:stores?|shops?|retailers?|stockists?|pharmac(?:y|ies)|drug\s?stores?|chemists?|boutiques?|salons?|spas?|supermarkets?|grocer(?:y|ies)|malls?|outlets?|markets?)`;

/**
 * "is aurelle in sephora stores", "are you sold at Ulta?", "can I find you in any pharmacies?":
 * whether the brand is sold somewhere.
 */
const ASKS_WHERE_SOLD = new RegExp(
  String.raw`\b(?:in|at)\s+(?:\S+\s+){0,2}?${SHOP_KIND}\b|\b(?:sold|stocked|carried)\s+(?:at|in)\b|\bwhere\s+(?:can|do|could)\s+(?:i|we|u)\s+(?:buy|find|get|shop)\b`,
  "i",
);

/**
 * The shop a question asks the brand is sold at, as the customer wrote it: a kind of shop ("any
 * pharmacies"), or the name after a selling verb and "at" ("sold at Ulta", "buy aurelle at
 * walmart"), or a capitalised one after "in" ("do you sell in Target"). Up to three words, before
 * what follows them ("a store near me" names "a store").
 */
function shopAsked(question: string): string {
  const kind = SHOP_OF_KIND.exec(question)?.[1];
  if (kind) return kind;
  const named = SHOP_NAMED.exec(question);
  if (named?.[1]) return named[1];
  return named?.[2] && CAPITALISED.test(named[2]) ? named[2] : "";
}
const NAME_WORD = String.raw`[\p{L}\p{N}'&.-]+`;
const SHOP_OF_KIND = new RegExp(String.raw`\b(?:in|at)\s+((?:${NAME_WORD}\s+){0,2}?${SHOP_KIND})\b`, "iu");
const SHOP_NAMED = new RegExp(
  String.raw`\b(?:sold|sells?|selling|stocked|stocks?|carried|carr(?:y|ies)|available|(?:find|buy|get|shop|purchase)\s+(?:you|u|ya|y'?all|your\s+\S+|ur\s+\S+|it|them|this|these|\S+))\s+(?:at\s+(${NAME_WORD}(?:\s+(?!(?:near|in|for|to|too|and|or|with|because|so|if|when|now|right|please|pls|lol)\b)${NAME_WORD}){0,2})|in\s+((?:the\s+)?${NAME_WORD}))`,
  "iu",
);
const CAPITALISED = /^(?:the\s+)?\p{Lu}/u;

/** Words of the asking itself, not of what is asked: "sold", "find you", "buy", "carry", "in stock". */
const SELLING_WORD = /^(?:sell|sold|stock|carri|carry|availabl|find|buy|get|shop|purchas)/;

/**
 * Whether the question asks only whether the brand is sold at a shop no source names ("are you sold
 * at Ulta?", "can i find you in any pharmacies", "is aurelle in sephora stores" of a brand whose
 * sources never say Sephora): its other words are the shop's, the brand's name, the selling words,
 * a place or everyday words. A question asking more ("Is the student 10% off valid in Sephora stores too?") is
 * not, nor one about a shop a source names ("are you sold at Sephora?" of a brand sold there).
 */
export function asksOfShop(
  question: string,
  concepts: readonly Concept[],
  reading: { isBrand: (c: Concept) => boolean; unknown: (c: Concept) => boolean },
): boolean {
  const shop = stemsOf(shopAsked(question));
  const asksOnlyIt = concepts.every(
    (c) =>
      c.key === "store" ||
      c.asked.every((a) => SELLING_WORD.test(a) || shop.has(a)) ||
      c.place ||
      isWeak(c.key) ||
      reading.isBrand(c) ||
      reading.unknown(c),
  );
  return (
    asksOnlyIt &&
    concepts.some(
      (c) => reading.unknown(c) && !reading.isBrand(c) && !c.place && c.asked.some((a) => shop.has(a)),
    )
  );
}

/** The FAQ's question above where the brand says it sells: "Where can I buy Aurelle Beauty?" */
const WHERE_TO_BUY =
  /\bwhere\s+(?:can|do|could)\s+(?:i|we|you)\s+(?:buy|find|get|shop)\b|\bwhere\s+(?:are|is)\b.{0,40}\bsold\b/i;
/** A sentence saying where the brand sells: "Our products are sold online and in Sephora stores". */
const SELLS =
  /\b(?:(?:are|is)\s+(?:only\s+|exclusively\s+)?(?:sold|stocked|carried)|we\s+(?:only\s+)?sell\s+(?:\w+\s+)?)\s*(?:only\s+|exclusively\s+)?(?:online|at|in|through|on|from|by)\b/i;
const SALES_CHANNEL =
  /\b(?:online|website|site|\w+\.com|stores?|shops?|retailers?|stockists?|studio|boutiques?|in person|instagram|tiktok|amazon)\b/i;
/** The sentence says that is everywhere it sells. */
const WHOLE_LIST =
  /\b(?:only|exclusively|solely)\b|\bnowhere else\b|\bno other (?:stores?|shops?|retailers?|stockists?|sellers?)\b|\bnot\s+(?:sold|available|stocked|carried)\s+(?:in|at|by|through)\s+(?:any\s+)?(?:other\s+)?(?:stores?|shops?|retailers?|stockists?|third[- ]part)/i;
/** Another sentence speaks of shops selling the brand: the list is not whole. */
const OTHER_SELLERS =
  /\b(?:stockists?|retailers?|resellers?|distributors?|authori[sz]ed\s+(?:sellers?|dealers?))\b/i;
/** Passages that may say where the brand sells, as a full-text query. */
const SELLING = {
  within: "buy | sold | sell | stockist | retail | onlin",
  rank: "buy | sold | sell | onlin",
};

const candidateLines = (hit: { content: string; sourceKind?: string }) =>
  hit.sourceKind === "product" ? [] : linesOf(hit.content).filter((line) => line.candidate);
/** The FAQ's answer to "Where can I buy ...?". */
const faqAnswer = (hit: { content: string; sourceKind?: string }) =>
  candidateLines(hit).find((line) => WHERE_TO_BUY.test(questionAbove(hit.content, line.text)));
const saysWhereSold = (hit: { content: string; sourceKind?: string }) =>
  candidateLines(hit).find((line) => SELLS.test(line.text) && SALES_CHANNEL.test(line.text));

/**
 * The team's sentence saying where it sells, with its passage, and whether it says that is
 * everywhere (no other sentence speaks of stockists or retailers). Undefined when no source says.
 */
export async function whereBrandSells(
  db: Db,
  teamId: string,
): Promise<{ hit: ChunkHit; text: string; whole: boolean } | undefined> {
  const passages = await searchChunks(db, teamId, SELLING, 50, 500);
  for (const read of [faqAnswer, saysWhereSold])
    for (const hit of passages) {
      const line = read(hit);
      if (!line) continue;
      const othersSell = passages.some((p) =>
        linesOf(p.content).some((l) => l.text !== line.text && OTHER_SELLERS.test(l.text)),
      );
      return { hit, text: line.text, whole: WHOLE_LIST.test(line.text) && !othersSell };
    }
  return undefined;
}

/**
 * What the search says of a question about a shop: where the brand sells is the answer, sent alone,
 * only when it says it is everywhere (its "no"); else it is what the reply states while a person
 * confirms the shop. Nothing when no source says where the brand sells.
 */
export function atShop<H>(
  sold: { hit: H; text: string; whole: boolean } | undefined,
  cite: (hit: H, quote: string) => SuggestionCitation,
): Pick<KnowledgeSearchResult, "answer" | "context" | "certain"> {
  if (!sold) return { answer: null, certain: false };
  const quoted = cite(sold.hit, sold.text);
  return sold.whole ? { answer: quoted, certain: true } : { answer: null, context: quoted, certain: false };
}

/**
 * A question about where to buy whose words found nothing surer ("where can I buy in person?"), and
 * the candidates' sentence saying where the brand sells, with its passage. Undefined otherwise.
 */
export function whereSold<T extends { content: string }>(
  question: string,
  concepts: readonly Concept[],
  /** A concept that asks nothing of its own: the brand's name, or a word no source holds ("sephora"). */
  namesOnly: (concept: Concept) => boolean,
  hits: readonly T[],
): { hit: T; text: string } | undefined {
  if (!ASKS_WHERE_SOLD.test(question)) return undefined;
  // ... and nothing else: "Is the student 10% off valid in Sephora stores too?" asks of a discount.
  const asksMore = concepts.some((c) => !(c.key === "store" || c.place || isWeak(c.key) || namesOnly(c)));
  if (asksMore) return undefined;
  for (const hit of hits) {
    const line = faqAnswer(hit);
    if (line) return { hit, text: line.text };
  }
  return undefined;
}
