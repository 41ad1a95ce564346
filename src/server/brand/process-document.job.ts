import { z } from "zod";
import type { AppDeps } from "../deps";
import { defineJob } from "../jobs/define-job";
import type { JobContext } from "../jobs/job-queue";
import { pageFetchAccess } from "./address-guard";
import { markFailed } from "./brand-documents.repository";
import { DEFAULT_PDF_LIMITS, type PdfLimits } from "./pdf-text";
import { processDocument } from "./process-document";
import { DEFAULT_FETCH_POLICY, type FetchPolicy } from "./safe-fetch";

const GIVE_UP_MESSAGE = "The analysis could not be completed. Please try again.";
// Failures are recorded on the document (the user retries); a crash of the worker is retried.
const PROCESS_DOCUMENT_RETRY_LIMIT = 2;

/**
 * The handler under a fetch policy and PDF limits (tests narrow them); the job runs it with the
 * defaults and the private-address access of pageFetchAccess.
 */
export function processDocumentWith(options: {
  fetchPolicy?: Partial<FetchPolicy>;
  pdfLimits?: Partial<PdfLimits>;
}) {
  return async (deps: AppDeps, payload: { teamId: string; documentId: string }, job: JobContext) => {
    const policy: FetchPolicy = {
      ...DEFAULT_FETCH_POLICY,
      ...pageFetchAccess(),
      ...options.fetchPolicy,
    };
    const pdfLimits: PdfLimits = { ...DEFAULT_PDF_LIMITS, ...options.pdfLimits };
    try {
      await processDocument(deps, { ...payload, policy, pdfLimits });
    } catch (error) {
      // A fault of ours, not of the input: retried, and on the last attempt recorded on the document.
      if (job.attempt > PROCESS_DOCUMENT_RETRY_LIMIT) {
        await markFailed(deps.db, payload.teamId, payload.documentId, GIVE_UP_MESSAGE, deps.now());
      }
      throw error;
    }
  };
}

/** Extracts, summarises and stores the knowledge of one uploaded PDF or reference link. */
export const processDocumentJob = defineJob({
  name: "brand.process-document",
  schema: z.object({ teamId: z.string(), documentId: z.uuid() }),
  retryLimit: PROCESS_DOCUMENT_RETRY_LIMIT,
  retryDelaySeconds: 10,
  handle: processDocumentWith({}),
});
