import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

// The VADER lexicon (Hutto & Gilbert, ICWSM 2014: 7,500 words, emoticons and slang, each rated -4..4
// by ten people), as shipped by the `vader-sentiment` package (Apache-2.0). Read once at start.
function readVader(): ReadonlyMap<string, number> {
  const path = createRequire(import.meta.url).resolve("vader-sentiment/vader_lexicon.txt");
  const lexicon = new Map<string, number>();
  for (const line of readFileSync(path, "utf8").split("\n")) {
    const [word, mean] = line.split("\t");
    if (word && mean) lexicon.set(word, Number(mean));
  }
  return lexicon;
}
const VADER = readVader();

/** A word's mean VADER rating (-4..4), or undefined when VADER does not list it. */
export function vaderValence(token: string): number | undefined {
  return VADER.get(token);
}
