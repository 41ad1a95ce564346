import type { Db } from "../db/client";
import { chunksOfSources } from "./knowledge.repository";
import { locatedNames, stemsOf } from "./knowledge-query";
import { answersPlaces } from "./knowledge-sentences";
import { placesIn } from "./places";

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
