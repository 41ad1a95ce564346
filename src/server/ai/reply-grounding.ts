import type { Intent } from "@shared/ai/ai.constants";
import type { BrandProduct, KnowledgeSnippet } from "@shared/ai/brand-pack.schema";
import type { SuggestionCitation } from "@shared/knowledge/knowledge.schema";
import { productsNamed } from "../knowledge/named-products";

/**
 * The knowledge index's finding for one message: the sentence that answers it (quoted exactly),
 * or null when no source answers it; `supporting`: another sentence that answers it too, quoted
 * after it ("standard shipping takes ..." then "express shipping delivers in ...").
 */
export type Grounding = {
  answer: SuggestionCitation | null;
  supporting?: readonly SuggestionCitation[];
  /** The quotes answer the thread's earlier questions, not the latest message's: a person confirms it. */
  latestUnanswered?: boolean;
  /** The latest message's own answer, when the quotes also answer earlier questions of the thread. */
  latest?: SuggestionCitation | null;
  /**
   * With no answer: what the sources say beside the question, stated before a person confirms the
   * rest ("are you sold at Ulta?": where the brand sells, a list not said to be whole).
   */
  context?: SuggestionCitation;
  /**
   * The message asks separate questions, each searched on its own: the quotes answer those a source
   * answers, and `unanswered` says a person confirms the others.
   */
  separateAsks?: { unanswered: boolean };
};

/** The quotes a grounded reply states, the answer first; none without an answer. */
export function groundedQuotes(grounding: Grounding | undefined): SuggestionCitation[] {
  if (!grounding?.answer) return [];
  return [grounding.answer, ...(grounding.supporting ?? [])];
}

/**
 * A quote as a reply states it: a product's sentence that does not name the product ("A rich
 * moisturiser for dry and sensitive skin.") is prefixed with its name, or the customer cannot tell
 * which product it is.
 */
export function statedQuote(c: SuggestionCitation): string {
  return c.source_kind === "product" && !c.quote.toLowerCase().includes(c.source_name.toLowerCase())
    ? `${c.source_name}: ${c.quote}`
    : c.quote;
}

/** Intents whose messages ask for facts a source should answer; a miss goes to a person. */
export const FACT_SEEKING_INTENTS: ReadonlySet<Intent> = new Set([
  "product_inquiry",
  "general_inquiry",
  "shipping_orders",
  "support_request",
]);

/** Intents whose messages ask for a fact only when they hold a question mark. */
const FACT_SEEKING_WITH_QUESTION: ReadonlySet<Intent> = new Set(["purchase_intent", "catch_all"]);

/**
 * Whether the message asks for a fact a source should answer: a fact-seeking intent, or a buying
 * message with a question ("do you have a student discount?", "is it in stock?"), which a person
 * must confirm when no source answers it rather than get a "you're going to love it"; and so a
 * question the analysis could not place ("Do you have any events in Seattle?"), which got "Thanks
 * for stopping by!".
 */
export const seeksFact = (intent: Intent, text: string, brandName = "") =>
  FACT_SEEKING_INTENTS.has(intent) ||
  (FACT_SEEKING_WITH_QUESTION.has(intent) &&
    (text.includes("?") ||
      ASKED_WITHOUT_MARK.test(text) ||
      ASKED_WITHOUT_MARK_FR_ES.test(text) ||
      asksOfBrand(text, brandName)));

// "Where is my order #1042?" is about the customer's own order; "how long does shipping take?" is not.
// So are "ma commande", "mon colis", "mi pedido" and "pedido 1042".
const OWN_ORDER =
  /\b(my|our)\s+(order|package|parcel|delivery|shipment|refund|return)\b|#\s?\d{3,}|\border\s*(number|no\.?|#)?\s*\d{3,}/i;
const OWN_ORDER_FR_ES =
  /\b(?:ma|mon|notre|mi|nuestro|nuestra)\s+(?:commande|colis|livraison|remboursement|retour|pedido|paquete|orden|entrega|reembolso|devoluci[oó]n)\b|\b(?:commande|pedido|orden)\s*(?:n[o°º]\.?\s*)?\d{3,}/i;
/** Intents whose replies act on the customer's own order or account when no source answers. */
const ACTS_ON_OWN_ORDER: ReadonlySet<Intent> = new Set(["shipping_orders", "support_request"]);

/** Whether the message is about the customer's own order, parcel, refund or return. */
export const aboutOwnOrder = (text: string) => OWN_ORDER.test(text) || OWN_ORDER_FR_ES.test(text);

/**
 * Whether a message no source answers is left to a person who will confirm (and is a knowledge
 * gap): it seeks a fact, and is not about the customer's own order, which the order and account
 * replies act on by asking for its number ("Can I pick up my order in store?" is still a question).
 */
export const needsSourceAnswer = (intent: Intent, text: string, brandName = "") =>
  !(aboutOwnOrder(text) && ACTS_ON_OWN_ORDER.has(intent)) && seeksFact(intent, text, brandName);

/** Intents a message may seek a fact under (with a question for some): worth a knowledge search. */
export const mayNeedSourceAnswer = (intent: Intent) =>
  FACT_SEEKING_INTENTS.has(intent) || FACT_SEEKING_WITH_QUESTION.has(intent);

/**
 * "is aurelle in sephora stores", "does glow theory ship to the us": a question about the brand,
 * named by the first word of its name, asked without a question mark.
 */
function asksOfBrand(text: string, brandName: string): boolean {
  const name = brandName.trim().split(/\s+/)[0]?.toLowerCase() ?? "";
  const subject = ASKS_OF_NAMED.exec(text)?.[1]?.toLowerCase();
  return name.length >= 3 && subject === name;
}
const ASKS_OF_NAMED = /^\s*(?:@[\w.]+[\s,:]+)*(?:is|are|does|do|has|have)\s+([\p{L}\p{N}]+)/iu;

/**
 * A comment asking without a question mark, as many do: "which one should I get, I'm new to
 * skincare", "do you ship to canada", "is your night oil in stock". Its first word asks (a handle may come first); "can't wait"
 * and "is so pretty" do not.
 */
const ASKED_WITHOUT_MARK =
  /^\s*(?:@[\w.]+[\s,:]+)*(?:which|what|how|when|where|who|why|does|do\s+(?:you|u|ya|y'?all|they|i|it)|is\s+(?:it|this|that|there|the|your|ur)|are\s+(?:they|these|those|there|the|you|u|your|ur)|can\s+(?:i|you|u|we)|could\s+(?:i|you|u)|will\s+(?:it|you|u|this|they))\b(?!')/i;
/**
 * The same in French and Spanish: "combien pour le serum", "est-ce que vous livrez au Mexique",
 * "cuanto cuesta el envio", "tienen tienda en Toronto". Accents are optional: many type none.
 */
const ASKED_WITHOUT_MARK_FR_ES =
  /^\s*(?:@[\w.]+[\s,:]+)*(?:(?:bonjour|allo|salut|hola|buenas|buenos\s+d[ií]as)[\s,!.]+)?(?:combien|comment|quand|pourquoi|quel|quelle|quels|quelles|est[\s-]ce|avez[\s-]vous|vous\s+avez|faites[\s-]vous|livrez[\s-]vous|pouvez[\s-]vous|peut[\s-]on|puis[\s-]je|je\s+peux|on\s+peut|c'?est\s+quoi|o[uù]\s|cu[aá]nt[oa]s?|c[oó]mo|cu[aá]ndo|d[oó]nde|cu[aá]l(?:es)?|qu[eé]\s|por\s*qu[eé]|tienen|hay|hacen|puedo|pueden|se\s+puede|venden|env[ií]an)(?![a-zà-ÿ])/i;

/**
 * The customer asks which product suits them ("which moisturiser should I get?", "what do you
 * recommend for dark spots?"): only then does a reply ask for their skin type. A question about a
 * fact ("is the skin tint vegan?", "does free shipping work for the US?") is not asked back.
 */
const ASKS_FOR_MATCH =
  /\b(?:recommend|suggest|suggestions?|recommendations?)\b|\bwhich\s+(?:one|\w+)\s+(?:should|would|do|is|for)\b|\bwhat\s+(?:should|would|do\s+you\s+recommend)\b|\b(?:best|right|good)\s+(?:for|one\s+for)\s+(?:me|my)\b|\bwhere\s+(?:do|should)\s+i\s+start\b|\broutine\b/i;
/** The skin type is already told ("for dry skin", "my skin is oily"): a reply does not ask for it. */
const TELLS_SKIN_TYPE =
  /\b(?:dry|oily|combination|combo|sensitive|normal|mature|acne[- ]prone|reactive)\s+skin\b|\bmy\s+skin\s+(?:is|gets|type)\b|\bskin\s+type\b/i;
/** The same in French and Spanish ("vous me conseillez quoi?", "cual me recomiendas"). */
const ASKS_FOR_MATCH_FR_ES =
  /\b(?:recommand\w*|conseill\w*|sugg[eé]r\w*|recomiend\w*|recomend\w*|suger\w*|aconsej\w*)|\b(?:lequel|laquelle|quel\s+produit|quelle\s+cr[eè]me|cu[aá]l\s+(?:me|es\s+mejor|producto|crema))\b|\brutina\b|\bpour\s+moi\b|\bpara\s+m[ií]\b/i;
const TELLS_SKIN_TYPE_FR_ES =
  /\bpeau\s+(?:s[eè]che|grasse|mixte|sensible|normale|mature|r[eé]active)|\bpiel\s+(?:seca|grasa|mixta|sensible|normal|madura)|\bma\s+peau\s+est\b|\bmi\s+piel\s+es\b|\btype\s+de\s+peau\b|\btipo\s+de\s+piel\b/i;
export const asksForMatch = (text: string) =>
  (ASKS_FOR_MATCH.test(text) || ASKS_FOR_MATCH_FR_ES.test(text)) &&
  !TELLS_SKIN_TYPE.test(text) &&
  !TELLS_SKIN_TYPE_FR_ES.test(text);

/**
 * Whether a model-written reply states the fact of a quote: every figure of the quote and most of
 * its content words, so a citation is shown only where the reply really uses the passage.
 */
export function statesFact(reply: string, quote: string): boolean {
  const figures = quote.match(/\d+(?:[.,]\d+)?/g) ?? [];
  if (figures.some((f) => !reply.includes(f))) return false;
  const words = [...contentWords(quote)];
  if (words.length === 0) return figures.length > 0;
  const said = contentWords(reply);
  return words.filter((w) => said.has(w)).length / words.length >= 0.5;
}

/**
 * Whether the message asks outright: a question mark, or a question word first. "my friend's code
 * doesn't work" asked nothing: a reply that a person will confirm says no "Good question!" to it.
 */
export const asksOutright = (text: string) => ASKS.test(text) || ASKED_WITHOUT_MARK_FR_ES.test(text);
const ASKS =
  /\?|^\W*(?:how|what|whats|when|where|why|who|which|can|could|do|does|did|is|are|will|would|should|any)\b/i;

// Words that say nothing about what a customer asks; left out when matching products and facts.
const STOPWORDS = new Set(
  "a an the and or but is are was were be been am i you your yours my me we our us it its this that these those to of in on for with at from by do does did not no have has had can could will would should what where when how who which why there here so just very all any some please thanks thank hi hello hey if then than too also get got im its about into out up down over more most much many one two lol omg pls like really".split(
    " ",
  ),
);
const WORD = /[\p{L}\p{N}]+/gu;
const SUFFIX = /(ing|ed|es|s)$/u;
const DOUBLED_END = /([b-df-hj-np-tv-z])\1$/u;

/** "shipping", "ships" and "shipped" all become "ship". */
function stem(word: string): string {
  if (word.length <= 4) return word;
  const stripped = word.replace(SUFFIX, "");
  return stripped.length >= 3 ? stripped.replace(DOUBLED_END, "$1") : word;
}
const SENTENCE = /[^.!?\n]+[.!?]?/gu;

export function contentWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const m of text.toLowerCase().matchAll(WORD)) {
    const word = m[0];
    if (word.length < 2 || STOPWORDS.has(word)) continue;
    words.add(stem(word));
  }
  return words;
}

function overlap(query: Set<string>, candidate: Set<string>): number {
  let count = 0;
  for (const word of candidate) if (query.has(word)) count++;
  return count;
}

export type PickedProducts = { products: BrandProduct[]; matchedByText: boolean };

/**
 * Products to mention: never a hidden one; those the message names first, then featured ones.
 * With no product named, only featured products are offered (and only when the caller wants some).
 */
export function pickProducts(
  message: string,
  products: readonly BrandProduct[],
  options: { limit: number; fallbackToFeatured: boolean; banned: readonly string[] },
): PickedProducts {
  const query = contentWords(message);
  const visible = products.filter((p) => {
    if (p.hidden) return false;
    const title = p.title.toLowerCase();
    return !options.banned.some((phrase) => title.includes(phrase));
  });
  // Named as the knowledge search names a product: two words of its title (the whole of a shorter
  // one) or the kind only it is. "do you price match" names no Shade Match Lip Liner.
  const titles = new Set(
    productsNamed(
      message,
      visible.map((p) => p.title),
      { byKind: true },
    ),
  );
  const scored = visible
    .map((product, index) => {
      const words = contentWords(`${product.title} ${product.handle ?? ""}`);
      const hits = titles.has(product.title) ? overlap(query, words) || 1 : 0;
      return { product, index, hits, featured: product.featured === true };
    })
    .sort((a, b) => b.hits - a.hits || Number(b.featured) - Number(a.featured) || a.index - b.index);
  const named = scored.filter((s) => s.hits > 0);
  if (named.length > 0)
    return { products: named.slice(0, options.limit).map((s) => s.product), matchedByText: true };
  if (!options.fallbackToFeatured) return { products: [], matchedByText: false };
  const featured = scored.filter((s) => s.featured);
  return { products: featured.slice(0, options.limit).map((s) => s.product), matchedByText: false };
}

export type KnowledgeFact = { source_name: string; sentence: string };

/**
 * The knowledge sentence that best answers the message: most shared content words, ties broken by
 * rarer words across the snippets. At least two shared words (or one in a one-word question), so
 * an unrelated fact is never forced into a reply.
 */
export function findKnowledgeFact(
  message: string,
  knowledge: readonly KnowledgeSnippet[],
): KnowledgeFact | null {
  const query = contentWords(message);
  if (query.size === 0 || knowledge.length === 0) return null;
  const sentences: Array<{ source_name: string; sentence: string; words: Set<string> }> = [];
  const documentFrequency = new Map<string, number>();
  for (const snippet of knowledge) {
    for (const m of snippet.text.matchAll(SENTENCE)) {
      const sentence = m[0].trim();
      if (sentence.length < 8) continue;
      const words = contentWords(sentence);
      sentences.push({ source_name: snippet.source_name, sentence, words });
      for (const w of words) documentFrequency.set(w, (documentFrequency.get(w) ?? 0) + 1);
    }
  }
  let best: { fact: KnowledgeFact; score: number; hits: number } | null = null;
  for (const candidate of sentences) {
    let score = 0;
    let hits = 0;
    for (const word of candidate.words) {
      if (!query.has(word)) continue;
      hits++;
      score += Math.log(1 + sentences.length / (documentFrequency.get(word) ?? 1));
    }
    if (hits > 0 && (!best || score > best.score)) {
      best = { fact: { source_name: candidate.source_name, sentence: candidate.sentence }, score, hits };
    }
  }
  const needed = query.size === 1 ? 1 : 2;
  return best && best.hits >= needed ? best.fact : null;
}

const priceFormats = new Map<string, Intl.NumberFormat>();

/**
 * Spec 2: CAD formatted en-CA by default; a store's own currency wins. A French or Spanish reply
 * writes it the way its reader does ("38,00 $").
 */
export function formatPrice(product: BrandProduct, locale = "en-CA"): string | null {
  if (product.price_min === undefined) return null;
  const currency = product.currency ?? "CAD";
  let formatter = priceFormats.get(`${locale}:${currency}`);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: "currency", currency });
    priceFormats.set(`${locale}:${currency}`, formatter);
  }
  const low = formatter.format(product.price_min);
  return product.price_max !== undefined && product.price_max > product.price_min
    ? `${low}-${formatter.format(product.price_max)}`
    : low;
}
