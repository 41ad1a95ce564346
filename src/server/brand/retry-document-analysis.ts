import { BRAND_MESSAGES } from "@shared/brand/brand.constants";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { processDocumentJob } from "./brand.jobs";
import { resetDocument } from "./brand-documents.repository";

/** analyze-document: back to pending (Queued) and analysed again; Retry of a failed link. */
export async function retryDocumentAnalysis(deps: AppDeps, actor: Actor, documentId: string): Promise<void> {
  if (!(await resetDocument(deps.db, actor.teamId, documentId))) {
    throw new DomainError(404, BRAND_MESSAGES.documentNotFound, "NOT_FOUND");
  }
  await deps.jobs.send(processDocumentJob, { teamId: actor.teamId, documentId });
}
