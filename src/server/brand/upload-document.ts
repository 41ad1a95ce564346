import type { BrandDocument, UploadDocumentInput } from "@shared/brand/brand-document.schema";
import type { Actor, AppDeps } from "../deps";
import { processDocumentJob } from "./brand.jobs";
import { insertDocument, type NewDocument } from "./brand-documents.repository";
import { decodeBase64Pdf, type PdfUpload } from "./pdf-upload";

async function toNewDocument(
  deps: AppDeps,
  teamId: string,
  input: UploadDocumentInput | PdfUpload,
): Promise<NewDocument> {
  const pdf = async (bytes: Buffer): Promise<NewDocument> => ({
    kind: "pdf",
    documentName: input.document_name,
    fileHash: await deps.documentFiles.save(teamId, bytes),
    sizeBytes: bytes.length,
  });
  if ("bytes" in input) return pdf(input.bytes);
  if (input.is_reference_link === true) {
    return {
      kind: "link",
      documentName: input.document_name,
      referenceUrl: input.reference_url,
      linkType: input.link_type,
    };
  }
  return pdf(decodeBase64Pdf(input.file_data));
}

/**
 * upload-document: stores the PDF (streamed multipart, or base64 in JSON) in the team's document
 * files, records it or the link as pending and queues its analysis.
 */
export async function uploadDocument(
  deps: AppDeps,
  actor: Actor,
  input: UploadDocumentInput | PdfUpload,
): Promise<BrandDocument> {
  const created = await insertDocument(
    deps.db,
    actor.teamId,
    await toNewDocument(deps, actor.teamId, input),
    deps.now(),
  );
  await deps.jobs.send(processDocumentJob, { teamId: actor.teamId, documentId: created.id });
  return created;
}
