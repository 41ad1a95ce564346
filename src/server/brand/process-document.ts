import type { BrandDocumentStatusEvent } from "@shared/realtime/domain-events";
import type { AppDeps } from "../deps";
import { exceedsPassageLimit } from "../knowledge/chunk-text";
import { findDocumentSource, markFailed, markProcessed, markProcessing } from "./brand-documents.repository";
import type { DocumentFileStore } from "./document-files";
import { readHtml } from "./html-to-text";
import { DEFAULT_PDF_LIMITS, extractPdfText, type PdfLimits, PdfReadError } from "./pdf-text";
import { type FetchPolicy, fetchPage, PageFetchError } from "./safe-fetch";
import { scheduleBrandPackCompile } from "./schedule-brand-pack";
import { digestText } from "./summarize-text";

/** Stored per document; the reply engine reads passages of it. */
const MAX_EXTRACTED_CHARACTERS = 200_000;
const NO_TEXT = "No readable text was found at this link";

async function readSource(
  files: DocumentFileStore,
  teamId: string,
  source: NonNullable<Awaited<ReturnType<typeof findDocumentSource>>>,
  policy: FetchPolicy,
  pdfLimits: PdfLimits,
) {
  if (!source.isReferenceLink) {
    const bytes = source.fileHash ? await files.read(teamId, source.fileHash) : source.legacyFileData;
    if (!bytes) throw new PdfReadError("The uploaded file is missing. Upload it again.", "corrupt");
    return extractPdfText(bytes, pdfLimits);
  }
  const page = await fetchPage(source.referenceUrl ?? "", policy);
  const mime = page.contentType.split(";")[0]?.trim().toLowerCase();
  return mime === "text/plain" ? page.body : readHtml(page.body).text;
}

/**
 * The processing pipeline of one document or link: processing -> processed (text, summary, key
 * facts) or failed with the reason. Bad input ends as failed, never as a retried job.
 */
export async function processDocument(
  deps: Pick<AppDeps, "db" | "now" | "log" | "jobs" | "events" | "documentFiles">,
  input: { teamId: string; documentId: string; policy: FetchPolicy; pdfLimits?: PdfLimits },
): Promise<void> {
  const { teamId, documentId } = input;
  const source = await findDocumentSource(deps.db, teamId, documentId);
  if (!source) return;
  await markProcessing(deps.db, teamId, documentId);
  await publish(deps, teamId, documentId, "processing");
  try {
    const whole = await readSource(
      deps.documentFiles,
      teamId,
      source,
      input.policy,
      input.pdfLimits ?? DEFAULT_PDF_LIMITS,
    );
    const text = whole.slice(0, MAX_EXTRACTED_CHARACTERS);
    const digest = digestText(text);
    if (!digest) throw new PageFetchError(NO_TEXT, "status");
    // Cut here or at the index's passage limit: the card says only the first part was read.
    const readInPart = whole.length > text.length || exceedsPassageLimit(text);
    await markProcessed(
      deps.db,
      teamId,
      documentId,
      { extractedText: text, ...digest, readInPart },
      deps.now(),
    );
    await publish(deps, teamId, documentId, "processed");
    await scheduleBrandPackCompile(deps, teamId);
  } catch (error) {
    if (!(error instanceof PdfReadError || error instanceof PageFetchError)) throw error;
    await markFailed(deps.db, teamId, documentId, error.message, deps.now());
    await publish(deps, teamId, documentId, "failed");
  }
}

async function publish(
  deps: Pick<AppDeps, "events" | "log">,
  teamId: string,
  documentId: string,
  status: BrandDocumentStatusEvent["status"],
) {
  const data: BrandDocumentStatusEvent = { documentId, status };
  try {
    await deps.events.publish({ type: "brand.document.status", teamId, data });
  } catch (error) {
    deps.log(`[brand] could not publish a document status: ${(error as Error).message}`);
  }
}
