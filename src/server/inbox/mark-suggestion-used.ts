import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { markSuggestionUsed } from "../replies/response-suggestions.repository";

export async function markSuggestionAsUsed(deps: Pick<AppDeps, "db">, actor: Actor, suggestionId: string) {
  const found = await markSuggestionUsed(deps.db, actor.teamId, suggestionId);
  if (!found) throw new DomainError(404, "Suggestion not found", "NOT_FOUND");
  return { success: true as const };
}
