import { BRAND_MESSAGES } from "@shared/brand/brand.constants";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { deleteDocument as deleteTeamDocument } from "./brand-documents.repository";
import { scheduleBrandPackCompile } from "./schedule-brand-pack";

/**
 * manage-documents (DELETE): removes it, its file (unless another document of the team has the same
 * bytes) and, with it, its knowledge from the brand pack.
 */
export async function deleteDocument(deps: AppDeps, actor: Actor, documentId: string): Promise<void> {
  const deleted = await deleteTeamDocument(deps.db, actor.teamId, documentId);
  if (!deleted.found) throw new DomainError(404, BRAND_MESSAGES.documentNotFound, "NOT_FOUND");
  if (deleted.orphanedFile) await deps.documentFiles.remove(actor.teamId, deleted.orphanedFile);
  await scheduleBrandPackCompile(deps, actor.teamId);
}
