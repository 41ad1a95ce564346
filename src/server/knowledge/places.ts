import { readingForm } from "./word-stems";

/**
 * The places customers name (countries, provinces, states and large cities) and how a text is
 * read for them: "ship to Toronto" asks about Canada.
 */
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
    // their French names ("Colombie-Britannique", "Nouvelle-Écosse", "Terre-Neuve")
    "colombie britannique",
    "nouvelle ecosse",
    "nouveau brunswick",
    "terre neuve",
    "ile du prince edouard",
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
    "etats unis",
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
  mexique: "mexico",
  mexican: "mexico",
  brazil: "brazil",
  ...placesOf("uk", [
    "uk",
    "united kingdom",
    "england",
    "london",
    "manchester",
    "liverpool",
    "edinburgh",
    "glasgow",
    "cardiff",
    "belfast",
    "scotland",
    "british",
    "wales",
    "royaume uni",
    "angleterre",
    "londres",
  ]),
  // "ship to Dublin": a shipping table names the country ("United Kingdom and Ireland: 7 to 12 ...").
  ...placesOf("ireland", ["ireland", "dublin", "cork", "galway", "limerick"]),
  ...placesOf("france", ["france", "paris"]),
  ...placesOf("germany", ["germany", "berlin", "allemagne"]),
  ...placesOf("spain", ["spain", "espagne"]),
  ...placesOf("italy", ["italy", "italie"]),
  ...placesOf("netherlands", ["netherlands", "pays bas"]),
  ...placesOf("europe", ["europe", "eu", "european"]),
  ...placesOf("australia", ["australia", "australian", "aus", "aussie", "sydney", "melbourne", "australie"]),
  ...placesOf("new zealand", ["new zealand", "nz", "auckland"]),
  ...placesOf("japan", ["japan", "tokyo", "japon"]),
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

/**
 * Every place name of a spaced, lower-case text, in the plural too ("us americans"), longest name
 * first ("british columbia" is no "british"): one scan of the text, not one per name.
 */
const PLACE_NAMES = new RegExp(
  `(?<= )(?:${Object.keys(PLACES)
    .sort((a, b) => b.length - a.length)
    .join("|")})s?(?= )`,
  "g",
);
const namesOf = (lower: string) =>
  [...lower.matchAll(PLACE_NAMES)].map((m) => (m[0] in PLACES ? m[0] : m[0].slice(0, -1)));
/** A text spaced and lower-cased for reading its place names. */
const spaced = (text: string) =>
  ` ${readingForm(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")} `;

/**
 * The places a text names, as countries (and "europe" for its members, unless `regions` is false:
 * a source naming Ireland serves Ireland, not Germany).
 */
export function placesIn(text: string, regions = true): Set<string> {
  const found = new Set<string>();
  // "US" in capitals is the country; "us" is the pronoun, except after "the" ("ship to the us").
  if (/\bU\.?S\.?A?\b(?!\w)/.test(text) || /\bthe u\.?s\.?a?\b(?!\w)/i.test(text)) found.add("us");
  for (const name of namesOf(spaced(text))) {
    const country = PLACES[name] as string;
    found.add(country);
    if (regions && EUROPE.has(country)) found.add("europe");
  }
  return found;
}

/** "We do not ship to other countries yet": a sentence saying no to every place a source does not name. */
export const NOWHERE_ELSE =
  /\b(?:do not|don't|cannot|can't|does not|doesn't)\s+(?:yet\s+)?(?:ship|deliver)\s+(?:to\s+)?(?:any\s+)?other\s+(?:countries|country|destinations|regions)\b|\bonly (?:ship|deliver) to\b|\b(?:ship|deliver) only to\b/i;

/** "Worldwide" and "international" shipping passages answer a question about any country. */
export const ANYWHERE = /\b(worldwide|internationally|all countries|most countries|anywhere in the world)\b/i;

/** Words of a text that name places (so they are not read as topic words). */
export function placeWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const name of namesOf(spaced(text))) {
    for (const w of name.split(" ")) {
      words.add(w);
      words.add(`${w}s`);
    }
  }
  return words;
}
