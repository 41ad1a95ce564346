import type { BrandDocument, UploadDocumentInput } from "@shared/brand/brand-document.schema";
import type { Actor, AppDeps } from "../deps";
import { insertDocument, type NewDocument } from "./brand-documents.repository";
import { decodeBase64Pdf, type PdfUpload } from "./pdf-upload";
import { processDocumentJob } from "./process-document.job";

function toNewDocument(input: UploadDocumentInput | PdfUpload): NewDocument {
  if ("bytes" in input) return { kind: "pdf", documentName: input.document_name, fileData: input.bytes };
  if (input.is_reference_link === true) {
    return {
      kind: "link",
      documentName: input.document_name,
      referenceUrl: input.reference_url,
      linkType: input.link_type,
    };
  }
  return { kind: "pdf", documentName: input.document_name, fileData: decodeBase64Pdf(input.file_data) };
}

/**
 * upload-document: stores the PDF (streamed multipart, or base64 in JSON) or the link as pending
 * and queues its analysis.
 */
export async function uploadDocument(
  deps: AppDeps,
  actor: Actor,
  input: UploadDocumentInput | PdfUpload,
): Promise<BrandDocument> {
  const document = toNewDocument(input);
  // The pending document and its analysis job commit together: no document waits forever.
  return deps.db.transaction(async (tx) => {
    const created = await insertDocument(tx, actor.teamId, document, deps.now());
    await deps.jobs.send(processDocumentJob, { teamId: actor.teamId, documentId: created.id }, { tx });
    return created;
  });
}
