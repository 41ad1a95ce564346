/**
 * The words a knowledge gap's topic is written with. A topic is read back with `conceptsOf` to
 * group gaps (gap-topic.ts), so every word here must read as the concept it names: "shipping" is
 * the ship concept, "refund times" the return and time concepts.
 */

/** How a vocabulary concept reads in a topic, by its key; a function picks by the word the customer wrote. */
export const TOPIC_NOUNS: Readonly<Record<string, string | ((asked: readonly string[]) => string)>> = {
  return: (asked) =>
    asked.some((a) => /^(refund|reimburs|money|rembours|reembols)/.test(a))
      ? "refunds"
      : asked.some((a) => /^(exchang|swap|trade|echang|cambi)/.test(a))
        ? "exchanges"
        : "returns",
  ship: "shipping",
  express: "express shipping",
  amex: "American Express",
  sunscreen: "sunscreen",
  shoppay: "Shop Pay",
  "birthday reward": "birthday rewards",
  manufactured: "country of origin",
  avoid: "what to avoid",
  percent: "concentration",
  cost: (asked) =>
    asked.some((a) => a === "pay" || a === "payer")
      ? "paying"
      : asked.some((a) => a === "fee" || a === "frai")
        ? "fees"
        : "the price",
  duties: "duties and taxes",
  minimum: "minimum spend",
  finish: "finish",
  sensitive: "sensitive skin",
  ingredient: "ingredients",
  shade: "shades",
  stock: (asked) => (asked.includes("restock") ? "restocks" : "availability"),
  discount: (asked) =>
    asked.some((a) => /^(code|coupon|promo|voucher|cupon)/.test(a))
      ? "discount codes"
      : asked.some((a) => /^(sale|solde|rebaja)/.test(a))
        ? "sale items"
        : "discounts",
  order: "orders",
  track: "order tracking",
  cancel: (asked) =>
    asked.some((a) => /^(cancel|annul)/.test(a)) ? "cancelling an order" : "changing an order",
  international: "international shipping",
  size: "sizes",
  expire: "shelf life",
  pregnant: (asked) =>
    asked.some((a) => /^(breastfeed|nursing|allait|lactanc)/.test(a)) ? "breastfeeding" : "pregnancy",
  skin: "skin",
  acne: "breakouts",
  "not what i ordered": "wrong items",
  "dark spot": "dark spots",
  fragrance: "fragrance",
  guarantee: "guarantees",
  contact: "contacting support",
  wrap: "gift wrapping",
  "gift card": "gift cards",
  subscribe: "subscriptions",
  loyalty: (asked) =>
    asked.some((a) => a === "point" || a === "puntos")
      ? "loyalty points"
      : asked.includes("loyalty")
        ? "loyalty"
        : "rewards",
  pricematch: "price matching",
  weekend: "weekends",
  store: "stores",
  wear: "wear time",
  dry: "dryness",
  phone: "phone calls",
  oat: "oats",
  "essential oil": "essential oils",
  hyaluronic: "hyaluronic acid",
  niacinamide: "niacinamide",
  mineral: "sunscreen filters",
  mist: "mists",
  cleanser: "cleansers",
  texture: "texture",
  "white cast": "white cast",
  "same day": "same-day shipping",
};

/**
 * Concepts that read as a word placed before the thing they describe ("is shipping free?" asks about
 * free shipping, "is the night oil vegan?" about a vegan night oil), and how they read alone.
 */
export const ADJECTIVES: Readonly<Record<string, { word: string; alone: string }>> = {
  free: { word: "free", alone: "free items" },
  vegan: { word: "vegan", alone: "vegan products" },
  unopened: { word: "unopened", alone: "unopened items" },
  damaged: { word: "damaged", alone: "damaged orders" },
  lost: { word: "lost", alone: "lost parcels" },
};

/** "how long does shipping take": the time concept joins the concept it times. */
export const TIMED: Readonly<Record<string, string>> = {
  ship: "shipping times",
  return: "refund times",
  stock: "restock times",
};

/** Concepts that make another one go without saying: "express shipping" is shipping. */
export const ABSORBS: Readonly<Record<string, readonly string[]>> = {
  express: ["ship"],
  international: ["ship"],
  "same day": ["ship", "long"],
  lost: ["ship", "order"],
  damaged: ["ship", "order"],
  track: ["ship", "order", "long"],
  duties: ["cost"],
  minimum: ["order", "cost"],
  sensitive: ["skin"],
  acne: ["skin"],
  "dark spot": ["skin"],
  dry: ["skin"],
  wear: ["long"],
  expire: ["long"],
  free: ["cost"],
  // "tested on animals" asks about animal testing.
  vegan: ["test"],
};

/** Words joining two parts of a topic as the customer joined them ("shipping to Mexico"). */
export const CONNECTORS = new Set([
  "to",
  "of",
  "for",
  "in",
  "on",
  "with",
  "without",
  "from",
  "at",
  "into",
  "during",
  "near",
  "and",
  "or",
]);
/** The same in French and Spanish, read in English (the topic is read by the brand's team). */
export const FOREIGN_CONNECTORS: Readonly<Record<string, string>> = {
  au: "to",
  aux: "to",
  vers: "to",
  hasta: "to",
  al: "to",
  en: "in",
  pour: "for",
  para: "for",
  de: "of",
  du: "of",
  des: "of",
  del: "of",
  avec: "with",
  con: "with",
  sans: "without",
  sin: "without",
  et: "and",
};
export const ARTICLES = new Set(["the", "a", "an"]);

/**
 * Stems of words that ask without naming what ("do you accept / sell / offer ...", "where"): the
 * topic is what follows them.
 */
export const ASKING_WORDS = new Set([
  "accept",
  "acept",
  "sell",
  "offr",
  "ofrec",
  "wher",
  "recommend",
  "becom",
  "utiliser",
  "usar",
  "avez",
  "offrez",
  "ofrecen",
]);

/** What a concept asked only by these words says nothing of its own: "a gluten free option". */
export const VAGUE_ASKS: Readonly<Record<string, readonly string[]>> = {
  shade: ["option", "variant"],
};

/** Concepts read as a verb before what they act on ("changing the shipping address"), by how they read alone. */
export const VERBS: Readonly<Record<string, (asked: readonly string[]) => string>> = {
  cancel: (asked) => (asked.some((a) => /^(cancel|annul)/.test(a)) ? "cancelling" : "changing"),
};

/**
 * Words the search reads as a vocabulary concept that name another thing in a topic: "is the
 * packaging plastic?" asks about packaging, not shipping; "a small boutique" is no size of a store.
 * The topic shows them as the customer wrote them (they still read as their concept when grouped).
 */
export const AS_WRITTEN = new Set([
  "packaging",
  "bring",
  "carry",
  "refill",
  "refills",
  "refillable",
  "small",
  "boutique",
  "boutiques",
]);

/** Words naming no topic that still end one: "returns of an opened product". */
export const TRAILING_NOUNS = new Set(["product", "products", "item", "items", "one", "ones"]);

/** Words after a place that name no topic of their own: "Mexico City" is Mexico. */
export const PLACE_NOUNS = new Set([
  "city",
  "state",
  "province",
  "region",
  "area",
  "town",
  "ville",
  "ciudad",
]);

/** Countries as a sentence names them. */
export const COUNTRY_NAMES: Readonly<Record<string, string>> = {
  us: "the US",
  uk: "the UK",
  uae: "the UAE",
  netherlands: "the Netherlands",
  philippines: "the Philippines",
};
