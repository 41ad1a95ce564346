import type { Db } from "../db/client";
import { searchKnowledge } from "./search-knowledge";
import { separateAsks } from "./separate-asks";

export type AskSearches = {
  /** The whole message's search. */
  found: Awaited<ReturnType<typeof searchKnowledge>>;
  /** The message's separate questions, when it was split. */
  parts: string[];
  /** Each part's search, in order; empty unless some part found an answer. */
  separate: Awaited<ReturnType<typeof searchKnowledge>>[];
};

/**
 * A message searched whole, and each of its questions on its own when the whole search is not sure
 * of one answer to all of them ("Do you ship to Canada ...? Also what is your return window?").
 * Praise or a hello that asks nothing is never split.
 */
export async function searchAsks(
  db: Db,
  teamId: string,
  text: string,
  options: { post?: string | null; praiseOrHello?: boolean } = {},
): Promise<AskSearches> {
  const found = await searchKnowledge(db, teamId, text, { post: options.post ?? null });
  const parts = options.praiseOrHello || found.certain ? [] : separateAsks(text);
  const partsFound = await Promise.all(parts.map((p) => searchKnowledge(db, teamId, p)));
  return { found, parts, separate: partsFound.some((f) => f.answer) ? partsFound : [] };
}
