/**
 * Words customers use for the same thing in beauty and retail questions. Each group is one concept:
 * a question matching any member matches the concept. PostgreSQL's english stemmer reduces every
 * member ("returned" -> "return"), so members are written as plain words.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ["return", "refund", "exchange", "send back", "money back", "returnable", "swap", "trade"],
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
    "carrier",
    "transit",
    "send",
    "sent",
    "show up",
    "shows up",
    "showed up",
    "package",
    "parcel",
  ],
  [
    "long",
    "days",
    "time",
    "quickly",
    "fast",
    "soon",
    "when",
    "weeks",
    "months",
    "hours",
    "til",
    "till",
    "until",
    "window",
  ],
  ["express", "rush", "expedited", "overnight", "next day", "priority", "faster", "quicker", "speed up"],
  ["percent", "percentage", "concentration"],
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
    "react",
    "freak out",
    "freaks out",
    "harsh",
    "eczema",
    "rosacea",
    "dermatitis",
    "flare",
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
    "made of",
    "have in it",
    "has in it",
    "active",
    "actives",
  ],
  ["vegan", "plant", "animal", "cruelty", "tested"],
  ["shade", "colour", "color", "tone", "undertone", "swatch", "comes in", "option", "options", "variant"],
  ["stock", "available", "availability", "restock", "sold out", "back in", "inventory"],
  ["discount", "code", "coupon", "promo", "sale", "deal", "deals", "save", "off"],
  ["order", "purchase", "bought", "buy", "cart", "basket", "checkout"],
  ["track", "tracking", "status"],
  ["cancel", "cancellation", "change", "modify", "edit", "pause", "skip"],
  [
    "damaged",
    "broken",
    "leak",
    "leaking",
    "crushed",
    "defective",
    "faulty",
    "smashed",
    "cracked",
    "shattered",
    "spilled",
    "dented",
  ],
  ["international", "abroad", "worldwide", "overseas", "country", "countries", "outside"],
  ["size", "ml", "oz", "volume", "big", "large", "small", "travel"],
  ["expire", "expiry", "expiration", "shelf", "keep", "still ok", "shelf life"],
  ["pregnant", "pregnancy", "breastfeeding", "nursing"],
  ["skin", "face", "complexion"],
  ["acne", "breakout", "break out", "breaking out", "pimple", "spot", "blemish", "comedogenic"],
  ["fragrance", "scent", "smell", "perfume", "unscented"],
  ["guarantee", "warranty", "promise"],
  [
    "contact",
    "email",
    "phone",
    "call",
    "reach",
    "support",
    "care",
    "customer service",
    "real person",
    "in touch",
    "reach out",
  ],
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
    "different " +
    // How people write in comments and DMs: shorthand, contractions without the apostrophe, fillers.
    "u ur r ya yall yo gonna wanna gotta tho bc cuz coz plz thx ty lmk rn btw idk tbh ngl fr smth " +
    "kinda sorta literally basically honestly everything everyone anybody somebody fine oh ah um uh " +
    "hmm wow lil bit whats wat wats hows wheres whens thats dont doesnt didnt cant wont isnt arent youre ive " +
    "used uses after back"
  ).split(" "),
);

/**
 * Everyday words that say how a customer feels, when, or what they do, not what they ask about
 * ("omg I'm going away this weekend, will it come in time?"). Unlike a stopword they still match a
 * passage that holds them; a question word no passage holds weighs much less when it is one of these
 * than when it is a topic the knowledge may lack ("PayPal", "halal").
 */
export const WEAK_WORDS: ReadonlySet<string> = new Set(
  (
    "go goes going went gone getting coming leave leaving away stay put keep trying try tried see saw " +
    "seen look looking looked find found think thought feel felt seem seems mean means meant say said " +
    "says ask asking asked wonder wondering curious hear heard hope hoping guess wish wait waiting " +
    "worry worried confused sorry happy sad love loved loving obsessed amazing awesome cute pretty nice " +
    "perfect excited enough extra much little lot lots bunch whole half kind sort wrong right able " +
    "possible okay alright sure quick asap early late later already yet ever never always usually maybe " +
    "probably definitely soon again once twice first last next mind life day week month year morning " +
    "afternoon evening night weekend monday tuesday wednesday thursday friday saturday sunday birthday " +
    "bday christmas holiday holidays trip vacation mom dad sister friend friends girlfriend boyfriend " +
    "wife husband kid kids baby someone person people place home house work job school spend spent " +
    "cover covers covered deal handle handled happen happens happened work works worked plan planning " +
    // How much, how often, how it feels: words that qualify what is asked.
    "few many several strong stronger weak light lighter dark darker easily easy hard usually often " +
    "totally completely super really very quite pretty too best better worse worst add adding brand " +
    "brands getting ugh wonder"
  ).split(" "),
);

function placesOf(country: string, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, country]));
}

/** Countries and the cities customers name most, with their country: "ship to Toronto" asks about Canada. */
const PLACES: Record<string, string> = {
  ...placesOf("canada", [
    "canada",
    "canadian",
    // provinces and territories
    "ontario",
    "quebec",
    "british columbia",
    "alberta",
    "manitoba",
    "saskatchewan",
    "nova scotia",
    "new brunswick",
    "newfoundland",
    "labrador",
    "prince edward island",
    "pei",
    "yukon",
    "northwest territories",
    "nunavut",
    // the largest cities
    "toronto",
    "montreal",
    "vancouver",
    "calgary",
    "regina",
    "edmonton",
    "ottawa",
    "winnipeg",
    "mississauga",
    "brampton",
    "laval",
    "halifax",
    "saskatoon",
    "kelowna",
    "kitchener",
    "waterloo",
    "gatineau",
    "sherbrooke",
    "moncton",
    "fredericton",
    "charlottetown",
    "whitehorse",
    "yellowknife",
    "iqaluit",
  ]),
  ...placesOf("us", [
    "usa",
    "united states",
    "the states",
    "america",
    "american",
    "puerto",
    // states
    "alabama",
    "alaska",
    "arizona",
    "arkansas",
    "california",
    "colorado",
    "connecticut",
    "delaware",
    "florida",
    "georgia",
    "hawaii",
    "idaho",
    "illinois",
    "indiana",
    "iowa",
    "kansas",
    "kentucky",
    "louisiana",
    "maine",
    "maryland",
    "massachusetts",
    "michigan",
    "minnesota",
    "mississippi",
    "missouri",
    "montana",
    "nebraska",
    "nevada",
    "new hampshire",
    "new jersey",
    "new mexico",
    "new york",
    "north carolina",
    "north dakota",
    "ohio",
    "oklahoma",
    "oregon",
    "pennsylvania",
    "rhode island",
    "south carolina",
    "south dakota",
    "tennessee",
    "texas",
    "utah",
    "vermont",
    "virginia",
    "washington",
    "west virginia",
    "wisconsin",
    "wyoming",
    // the largest cities
    "los angeles",
    "chicago",
    "houston",
    "phoenix",
    "philadelphia",
    "san antonio",
    "san diego",
    "dallas",
    "austin",
    "san francisco",
    "seattle",
    "denver",
    "boston",
    "nashville",
    "detroit",
    "portland",
    "las vegas",
    "miami",
    "atlanta",
    "minneapolis",
    "brooklyn",
    "nyc",
  ]),
  mexico: "mexico",
  mexican: "mexico",
  brazil: "brazil",
  ...placesOf("uk", ["uk", "united kingdom", "england", "london", "scotland", "british", "wales"]),
  ireland: "ireland",
  ...placesOf("france", ["france", "paris"]),
  ...placesOf("germany", ["germany", "berlin"]),
  spain: "spain",
  italy: "italy",
  netherlands: "netherlands",
  ...placesOf("europe", ["europe", "eu", "european"]),
  ...placesOf("australia", ["australia", "australian", "sydney", "melbourne"]),
  "new zealand": "new zealand",
  ...placesOf("japan", ["japan", "tokyo"]),
  korea: "korea",
  china: "china",
  india: "india",
  philippines: "philippines",
  singapore: "singapore",
  ...placesOf("uae", ["uae", "dubai"]),
  "south africa": "south africa",
  nigeria: "nigeria",
};
const EUROPE = new Set(["france", "germany", "spain", "italy", "netherlands", "ireland"]);

/** The places a text names, as countries (and "europe" for its members). */
export function placesIn(text: string): Set<string> {
  const lower = ` ${text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ")} `;
  const found = new Set<string>();
  // "US" in capitals is the country; "us" is the pronoun, except after "the" ("ship to the us").
  if (/\bU\.?S\.?A?\b(?!\w)/.test(text) || /\bthe u\.?s\.?a?\b(?!\w)/i.test(text)) found.add("us");
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
