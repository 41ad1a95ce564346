import { BRAND_MESSAGES } from "@shared/brand/brand.constants";
import type { BrandDocument, UploadDocumentInput } from "@shared/brand/brand-document.schema";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { lockTeam } from "../teams/teams.repository";
import { hasSameDocument, insertDocument, type NewDocument } from "./brand-documents.repository";
import { decodeBase64Pdf, type PdfUpload } from "./pdf-upload";
import { processDocumentJob } from "./process-document.job";

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
      referenceUrl: withoutTracking(input.reference_url),
      linkType: input.link_type,
    };
  }
  return pdf(decodeBase64Pdf(input.file_data));
}

/**
 * A page's address without what does not change the page: its #fragment and utm_ tracking
 * parameters ("…/site#top" and "…/site?utm_source=x" were stored beside "…/site").
 */
function withoutTracking(address: string): string {
  try {
    const url = new URL(address);
    url.hash = "";
    for (const key of [...url.searchParams.keys()]) if (/^utm_/i.test(key)) url.searchParams.delete(key);
    return url.toString();
  } catch {
    return address;
  }
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
  // The bytes go to the file store first (content-addressed: a failed insert leaves at most an
  // orphan file, never a document without its bytes).
  const document = await toNewDocument(deps, actor.teamId, input);
  // The pending document and its analysis job commit together: no document waits forever.
  return deps.db.transaction(async (tx) => {
    // The team's row locked first, so two uploads of the same at once find each other (20
    // concurrent copies of a link had made 20 documents, each fetched and indexed).
    await lockTeam(tx, actor.teamId);
    if (await hasSameDocument(tx, actor.teamId, document))
      throw new DomainError(
        409,
        document.kind === "pdf" ? BRAND_MESSAGES.pdfAlreadyUploaded : BRAND_MESSAGES.linkAlreadyAdded,
        "DOCUMENT_EXISTS",
      );
    const created = await insertDocument(tx, actor.teamId, document, deps.now());
    await deps.jobs.send(processDocumentJob, { teamId: actor.teamId, documentId: created.id }, { tx });
    return created;
  });
}
