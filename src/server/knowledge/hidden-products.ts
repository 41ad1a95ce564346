import type { Db } from "../db/client";
import type { AnswerType } from "./answer-types";
import { listHiddenProductNames } from "./knowledge.repository";
import type { Concept } from "./knowledge-query";
import { isWeak } from "./knowledge-sentences";
import { productsNamed } from "./named-products";

/** What a question asks of a product itself (concept keys): its catalogue line states it. */
const PRODUCT_FACTS: ReadonlySet<string> = new Set(["cost", "size", "shade", "stock"]);

/**
 * The hidden products (Brand settings) a question asks a fact of their own: price, size, shades,
 * stock, what they hold. The index holds no passage of theirs, so any sentence found answers
 * another thing ("how much is the glow ritual set" got the US standard shipping cost): only a
 * sentence naming the product may answer, else a person confirms. A question about a policy that
 * names one ("how many days do I have to return the Holiday Glow Set?") asks no fact of it.
 */
export async function hiddenAskedOf(
  db: Db,
  teamId: string,
  a: {
    named: ReadonlySet<string>;
    concepts: readonly Concept[];
    /** The concepts the product's name makes, which ask nothing of it. */
    titleKeys: ReadonlySet<string>;
    kind: AnswerType | null;
  },
): Promise<string[]> {
  if (a.named.size === 0) return [];
  const asked = (await listHiddenProductNames(db, teamId)).filter((name) => a.named.has(name));
  if (asked.length === 0) return [];
  const ofItself =
    (a.kind !== null && a.kind !== "reaction") ||
    a.concepts.every((c) => a.titleKeys.has(c.key) || PRODUCT_FACTS.has(c.key) || isWeak(c.key));
  return ofItself ? asked : [];
}

/** Whether a sentence may answer a fact asked of these hidden products: it names one of them. */
export const speaksOfHidden = (sentence: string, asked: readonly string[]) =>
  asked.length === 0 || productsNamed(sentence, asked).length > 0;

/**
 * The products a reply may offer: none hidden, and none at all to a message naming a hidden one
 * ("how much is the Holiday Glow Set" got "The Glow Serum ($38.00) is ready for you"): it asks
 * about that product, which a person confirms, not for another. The hidden titles are read from the
 * store, as the brand pack may leave hidden products out.
 */
export async function productsToOffer<P extends { hidden?: boolean }>(
  db: Db,
  teamId: string,
  products: readonly P[],
  message: string,
): Promise<P[]> {
  const hidden = await listHiddenProductNames(db, teamId);
  return productsNamed(message, hidden).length > 0 ? [] : products.filter((p) => !p.hidden);
}
