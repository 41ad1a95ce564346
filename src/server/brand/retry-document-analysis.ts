import { BRAND_MESSAGES } from "@shared/brand/brand.constants";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { resetDocument } from "./brand-documents.repository";
import { processDocumentJob } from "./process-document.job";

/** analyze-document: back to pending (Queued) and analysed again; Retry of a failed link. */
export async function retryDocumentAnalysis(deps: AppDeps, actor: Actor, documentId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!(await resetDocument(tx, actor.teamId, documentId))) {
      throw new DomainError(404, BRAND_MESSAGES.documentNotFound, "NOT_FOUND");
    }
    await deps.jobs.send(processDocumentJob, { teamId: actor.teamId, documentId }, { tx });
  });
}
