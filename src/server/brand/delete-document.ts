import { BRAND_MESSAGES } from "@shared/brand/brand.constants";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { deleteDocument as deleteTeamDocument } from "./brand-documents.repository";
import { scheduleBrandPackCompile } from "./schedule-brand-pack";

/** manage-documents (DELETE): removes it and, with it, its knowledge from the brand pack. */
export async function deleteDocument(deps: AppDeps, actor: Actor, documentId: string): Promise<void> {
  if (!(await deleteTeamDocument(deps.db, actor.teamId, documentId))) {
    throw new DomainError(404, BRAND_MESSAGES.documentNotFound, "NOT_FOUND");
  }
  await scheduleBrandPackCompile(deps, actor.teamId);
}
