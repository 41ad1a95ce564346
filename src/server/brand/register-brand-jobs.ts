import type { AppDeps } from "../deps";
import { privateFetchAllowed } from "./address-guard";
import { compileBrandPackJob, processDocumentJob } from "./brand.jobs";
import { markFailed } from "./brand-documents.repository";
import { compileBrandPack } from "./compile-brand-pack";
import { DEFAULT_PDF_LIMITS, type PdfLimits } from "./pdf-text";
import { processDocument } from "./process-document";
import { DEFAULT_FETCH_POLICY, type FetchPolicy } from "./safe-fetch";

const GIVE_UP_MESSAGE = "The analysis could not be completed. Please try again.";

/** The brand domain's workers: document and link processing, brand pack compiles. */
export async function registerBrandJobs(
  deps: AppDeps,
  options: { fetchPolicy?: Partial<FetchPolicy>; pdfLimits?: Partial<PdfLimits> } = {},
): Promise<void> {
  const policy: FetchPolicy = {
    ...DEFAULT_FETCH_POLICY,
    allowPrivate: privateFetchAllowed(),
    ...options.fetchPolicy,
  };
  const pdfLimits: PdfLimits = { ...DEFAULT_PDF_LIMITS, ...options.pdfLimits };
  await deps.jobs.work(processDocumentJob, async (payload, job) => {
    try {
      await processDocument(deps, { ...payload, policy, pdfLimits });
    } catch (error) {
      // A fault of ours, not of the input: retried, and on the last attempt recorded on the document.
      if (job.attempt > (processDocumentJob.retryLimit ?? 0)) {
        await markFailed(deps.db, payload.teamId, payload.documentId, GIVE_UP_MESSAGE, deps.now());
      }
      throw error;
    }
  });
  await deps.jobs.work(compileBrandPackJob, async ({ teamId }) => {
    await compileBrandPack(deps, teamId);
  });
}
