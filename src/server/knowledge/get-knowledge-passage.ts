import type { KnowledgePassage } from "@shared/knowledge/knowledge.schema";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { findChunk } from "./knowledge.repository";

/** One indexed passage of the team (what a citation chip opens). */
export async function getKnowledgePassage(
  deps: Pick<AppDeps, "db">,
  actor: Actor,
  id: string,
): Promise<KnowledgePassage> {
  const chunk = await findChunk(deps.db, actor.teamId, id);
  if (!chunk) throw new DomainError(404, "This passage is no longer in the brand's knowledge", "NOT_FOUND");
  return {
    id: chunk.id,
    source_kind: chunk.sourceKind,
    source_name: chunk.sourceName,
    content: chunk.content,
  };
}
