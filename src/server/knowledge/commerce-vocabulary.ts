/**
 * Words customers use for the same thing in beauty and retail questions. Each group is one concept:
 * a question matching any member matches the concept. PostgreSQL's english stemmer reduces every
 * member ("returned" -> "return"), so members are written as plain words.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ["return", "refund", "exchange", "send back", "money back", "returnable", "swap"],
  [
    "ship",
    "shipping",
    "delivery",
    "deliver",
    "arrive",
    "arrival",
    "dispatch",
    "post",
    "mail",
    "courier",
    "transit",
  ],
  ["long", "days", "time", "quickly", "fast", "soon", "when", "weeks"],
  ["cost", "price", "much", "fee", "charge", "pay", "expensive", "cheap"],
  ["free", "complimentary", "no charge"],
  [
    "sensitive",
    "gentle",
    "irritation",
    "irritate",
    "reactive",
    "redness",
    "sting",
    "burn",
    "mild",
    "rash",
    "hives",
    "reaction",
    "allergic",
    "allergy",
  ],
  [
    "ingredient",
    "formula",
    "contain",
    "made",
    "inci",
    "include",
    "what's in",
    "whats in",
    "active",
    "actives",
  ],
  ["vegan", "plant", "animal", "cruelty", "tested"],
  ["shade", "colour", "color", "tone", "undertone", "swatch", "comes in", "option", "options", "variant"],
  ["stock", "available", "availability", "restock", "sold out", "back in", "inventory"],
  ["discount", "code", "coupon", "promo", "sale", "deal", "deals", "save", "off"],
  ["order", "purchase", "bought", "buy"],
  ["track", "tracking", "status"],
  ["cancel", "cancellation", "change", "modify", "edit"],
  ["damaged", "broken", "leak", "leaking", "crushed", "defective", "faulty"],
  ["international", "abroad", "worldwide", "overseas", "country", "countries", "outside"],
  ["size", "ml", "oz", "volume", "big", "large", "small", "travel"],
  ["expire", "expiry", "expiration", "shelf", "keep", "still ok", "shelf life"],
  ["pregnant", "pregnancy", "breastfeeding", "nursing"],
  ["skin", "face", "complexion"],
  ["acne", "breakout", "pimple", "spot", "blemish", "comedogenic"],
  ["fragrance", "scent", "smell", "perfume", "unscented"],
  ["guarantee", "warranty", "promise"],
  ["contact", "email", "phone", "call", "reach", "support", "care", "customer service", "real person"],
  ["wrap", "wrapping", "present", "note"],
  ["subscribe", "subscription", "refill", "auto refill"],
  ["loyalty", "points", "rewards", "membership"],
  ["weekend", "saturday", "sunday"],
  ["store", "shop", "location", "retailer", "stockist", "sephora", "ulta"],
];

/** Common words that carry no topic; dropped from questions before matching. */
export const STOPWORDS = new Set(
  (
    "a an the and or but is are was were be been being am i you your yours my me we our ours us it its " +
    "this that these those to of in on for with at from by do does did doing not no have has had having " +
    "can could will would should shall may might must what which who whom whose why how there here so " +
    "just very all any some please thanks thank hi hello hey if then than too also get got im about into " +
    "out up down over more most many one lol omg pls like really there they them their he she his her " +
    "want need know tell let make sure guys anyone someone something anything yes ok okay dm question " +
    "policy policies info information details use using way ways thing things stuff guy across from within " +
    "every today now tonight tomorrow good great gave give gives giving came come comes even though still " +
    "does did done just really actually take takes taking took product products item items another other " +
    "different"
  ).split(" "),
);

/** Countries and the cities customers name most, with their country: "ship to Toronto" asks about Canada. */
const PLACES: Record<string, string> = {
  canada: "canada",
  toronto: "canada",
  montreal: "canada",
  vancouver: "canada",
  calgary: "canada",
  ottawa: "canada",
  edmonton: "canada",
  quebec: "canada",
  ontario: "canada",
  "british columbia": "canada",
  alberta: "canada",
  usa: "us",
  "united states": "us",
  america: "us",
  "new york": "us",
  california: "us",
  texas: "us",
  florida: "us",
  chicago: "us",
  "los angeles": "us",
  mexico: "mexico",
  brazil: "brazil",
  uk: "uk",
  "united kingdom": "uk",
  england: "uk",
  london: "uk",
  scotland: "uk",
  ireland: "ireland",
  france: "france",
  paris: "france",
  germany: "germany",
  berlin: "germany",
  spain: "spain",
  italy: "italy",
  netherlands: "netherlands",
  europe: "europe",
  eu: "europe",
  australia: "australia",
  sydney: "australia",
  melbourne: "australia",
  "new zealand": "new zealand",
  japan: "japan",
  tokyo: "japan",
  korea: "korea",
  china: "china",
  india: "india",
  philippines: "philippines",
  singapore: "singapore",
  dubai: "uae",
  uae: "uae",
  "south africa": "south africa",
  canadian: "canada",
  american: "us",
  mexican: "mexico",
  british: "uk",
  european: "europe",
  australian: "australia",
  nigeria: "nigeria",
  puerto: "us",
  hawaii: "us",
  alaska: "us",
};
const EUROPE = new Set(["france", "germany", "spain", "italy", "netherlands", "ireland"]);

/** The places a text names, as countries (and "europe" for its members). */
export function placesIn(text: string): Set<string> {
  const lower = ` ${text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ")} `;
  const found = new Set<string>();
  // "US" in capitals is the country; "us" is the pronoun.
  if (/\bU\.?S\.?A?\b(?!\w)/.test(text)) found.add("us");
  for (const [name, country] of Object.entries(PLACES)) {
    if (!lower.includes(` ${name} `)) continue;
    found.add(country);
    if (EUROPE.has(country)) found.add("europe");
  }
  return found;
}

/** "Worldwide" and "international" shipping passages answer a question about any country. */
export const ANYWHERE = /\b(worldwide|internationally|all countries|most countries|anywhere in the world)\b/i;

/** Words of a text that name places (so they are not read as topic words). */
export function placeWords(text: string): Set<string> {
  const lower = ` ${text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ")} `;
  const words = new Set<string>();
  for (const name of Object.keys(PLACES))
    if (lower.includes(` ${name} `)) for (const w of name.split(" ")) words.add(w);
  return words;
}
