import { BRAND_MESSAGES, MAX_UPLOAD_BYTES } from "@shared/brand/brand.constants";
import type { BrandDocument, UploadDocumentInput } from "@shared/brand/brand-document.schema";
import type { Actor, AppDeps } from "../deps";
import { DomainError } from "../http/errors";
import { processDocumentJob } from "./brand.jobs";
import { insertDocument, type NewDocument } from "./brand-documents.repository";
import { looksLikePdf } from "./pdf-text";

const BASE64 = /^[A-Za-z0-9+/\s]*={0,2}\s*$/;

function decodePdf(fileData: string): Buffer {
  // Browsers' FileReader gives a data URL; the earlier product sent the bare base64.
  const base64 = fileData.replace(/^data:[^,]*;base64,/, "");
  if (!BASE64.test(base64)) throw new DomainError(400, BRAND_MESSAGES.fileUnreadable, "BAD_FILE");
  const bytes = Buffer.from(base64, "base64");
  if (bytes.length === 0) throw new DomainError(400, BRAND_MESSAGES.fileUnreadable, "BAD_FILE");
  if (bytes.length > MAX_UPLOAD_BYTES)
    throw new DomainError(400, BRAND_MESSAGES.fileTooLarge, "FILE_TOO_LARGE");
  if (!looksLikePdf(bytes)) throw new DomainError(400, BRAND_MESSAGES.pdfOnly, "NOT_PDF");
  return bytes;
}

/** upload-document: stores the PDF or link as pending and queues its analysis. */
export async function uploadDocument(
  deps: AppDeps,
  actor: Actor,
  input: UploadDocumentInput,
): Promise<BrandDocument> {
  const doc: NewDocument =
    input.is_reference_link === true
      ? {
          kind: "link",
          documentName: input.document_name,
          referenceUrl: input.reference_url,
          linkType: input.link_type,
        }
      : { kind: "pdf", documentName: input.document_name, fileData: decodePdf(input.file_data) };
  const created = await insertDocument(deps.db, actor.teamId, doc, deps.now());
  await deps.jobs.send(processDocumentJob, { teamId: actor.teamId, documentId: created.id });
  return created;
}
