// Domain cue words: each maps a family of words (English, plus the common Spanish, French,
// Portuguese, German and Tagalog shop words) to one concept feature, so that a message using a
// synonym the corpus never showed ("parcel" for "package") still lands near its intent.
// Entries ending in "*" match any word starting with that stem (at least 4 letters).

import { COMMERCE_CUES } from "./commerce-cues";
import { CONVERSATION_CUES } from "./conversation-cues";

const CUES: Readonly<Record<string, readonly string[]>> = { ...COMMERCE_CUES, ...CONVERSATION_CUES };

const exact = new Map<string, string[]>();
const stems = new Map<string, string[]>();
for (const [cue, words] of Object.entries(CUES)) {
  for (const word of words) {
    const target = word.endsWith("*") ? stems : exact;
    const key = word.endsWith("*") ? word.slice(0, -1) : word;
    const list = target.get(key) ?? [];
    if (!list.includes(cue)) list.push(cue);
    target.set(key, list);
  }
}
const MIN_STEM = 3;
const MAX_STEM = 12;

/** The cue concepts a token belongs to (empty when none). */
// Words repeat across messages: their cues are remembered (bounded, cleared when full).
const CACHE_LIMIT = 50_000;
const cache = new Map<string, readonly string[]>();
const NONE: readonly string[] = [];

export function cuesOf(token: string): readonly string[] {
  const direct = exact.get(token);
  if (direct) return direct;
  const cached = cache.get(token);
  if (cached) return cached;
  let found = NONE;
  for (let len = Math.min(token.length, MAX_STEM); len >= MIN_STEM; len--) {
    const hit = stems.get(token.slice(0, len));
    if (hit) {
      found = hit;
      break;
    }
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(token, found);
  return found;
}
