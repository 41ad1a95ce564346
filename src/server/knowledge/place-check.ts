import type { Db } from "../db/client";
import { chunksOfSources, searchChunks } from "./knowledge.repository";
import { asksDestination, locatedNames } from "./knowledge-query";
import { answersPlaces, linesOf } from "./knowledge-sentences";
import { NOWHERE_ELSE, placesIn } from "./places";
import { stemsOf } from "./word-stems";

/** A place the customer names (after "in", "at", "to") that no passage holds a word of. */
export const unknownPlace = (question: string, chunkCounts: ReadonlyMap<string, number>) =>
  locatedNames(question).some((name) => [...stemsOf(name)].every((s) => (chunkCounts.get(s) ?? 0) === 0));

/**
 * Whether a candidate's source may answer the question's places (see answersPlaces): a question
 * that names a place reads the whole source of the top candidates (other candidates: their passage).
 */
export async function placeCheck(
  db: Db,
  teamId: string,
  question: string,
  top: readonly { hit: PlacedHit }[],
  hits: readonly PlacedHit[],
): Promise<(hit: PlacedHit) => boolean> {
  if (placesIn(question).size === 0) return () => true;
  const sourceText = new Map<string, string>();
  const sourceIds = [...new Set(top.map((r) => r.hit.sourceId))];
  for (const row of await chunksOfSources(db, teamId, sourceIds))
    sourceText.set(row.sourceId, `${sourceText.get(row.sourceId) ?? ""} ${row.content}`);
  const knowledgeNamesPlaces =
    hits.some((h) => placesIn(h.content).size > 0) ||
    [...sourceText.values()].some((t) => placesIn(t).size > 0);
  return (hit) => answersPlaces(question, sourceText.get(hit.sourceId) ?? hit.content, knowledgeNamesPlaces);
}

type PlacedHit = { sourceId: string; content: string };

/**
 * A destination question about places no passage found names ("do you ship to Germany?"), and the
 * team's sentence that says no to every other place ("We do not ship to other countries yet."):
 * that sentence, with its passage. Undefined otherwise.
 */
export async function nowhereElse<T extends { content: string }>(
  db: Db,
  teamId: string,
  question: string,
  hits: readonly T[],
): Promise<{ hit: Awaited<ReturnType<typeof searchChunks>>[number]; text: string } | undefined> {
  // Germany is not served by a source naming Ireland, but Europe is, in part.
  const asked = placesIn(question, false);
  if (asked.size === 0 || !(asksDestination(question) || SHIPPING_TO.test(question))) return undefined;
  const serves = (text: string) => {
    const named = placesIn(text);
    return [...asked].some((place) => named.has(place));
  };
  if (hits.some((h) => serves(h.content))) return undefined;
  const refusals = await searchChunks(db, teamId, REFUSES_OTHERS, 50, 500);
  if (refusals.some((h) => serves(h.content))) return undefined;
  for (const hit of refusals)
    for (const line of linesOf(hit.content))
      if (line.candidate && NOWHERE_ELSE.test(line.text)) return { hit, text: line.text };
  return undefined;
}

/**
 * "how much is shipping to Germany?", "how long does delivery to Germany take?": what shipping to a
 * place costs or takes asks first whether the brand ships there.
 */
const SHIPPING_TO = /\b(?:ship\w*|deliver\w*|postage|send\w*|sent)\b(?:\s+[^\s.!?]+){0,3}?\s+to\b/i;

/** Passages that may say where the brand does not ship (NOWHERE_ELSE), as a full-text query. */
const REFUSES_OTHERS = { within: "ship | deliver", rank: "ship | deliver" };
