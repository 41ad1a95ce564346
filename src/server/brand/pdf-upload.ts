import { BRAND_MESSAGES, MAX_UPLOAD_BYTES } from "@shared/brand/brand.constants";
import { PDF_UPLOAD_FILE_FIELD, uploadPdfFieldsSchema } from "@shared/brand/brand-document.schema";
import type { FastifyRequest } from "fastify";
import { DomainError } from "../http/errors";
import { looksLikePdf } from "./pdf-text";

/** A PDF as it arrives, before it is stored: its name and its bytes. */
export type PdfUpload = { document_name: string; bytes: Buffer };

const BASE64_BODY = /^[A-Za-z0-9+/]*={0,2}$/;
const WHITESPACE = /\s+/g;

/**
 * Decodes the base64 of a JSON upload (bare, or a data URL as FileReader gives it). Linear in the
 * input: whitespace is removed in one pass and the rest matched by a pattern that cannot backtrack.
 */
export function decodeBase64Pdf(fileData: string): Buffer {
  const comma = fileData.startsWith("data:") ? fileData.indexOf(",") : -1;
  if (comma >= 0 && !fileData.slice(0, comma).endsWith(";base64")) throw unreadable();
  const compact = fileData.slice(comma + 1).replace(WHITESPACE, "");
  if (!BASE64_BODY.test(compact) || compact.length % 4 === 1) throw unreadable();
  return checkPdf(Buffer.from(compact, "base64"));
}

/** The checks every PDF passes before it is stored, whichever way it came. */
export function checkPdf(bytes: Buffer): Buffer {
  if (bytes.length === 0) throw unreadable();
  if (bytes.length > MAX_UPLOAD_BYTES) throw tooLarge();
  if (!looksLikePdf(bytes)) throw new DomainError(400, BRAND_MESSAGES.pdfOnly, "NOT_PDF");
  return bytes;
}

const unreadable = () => new DomainError(400, BRAND_MESSAGES.fileUnreadable, "BAD_FILE");
const tooLarge = () => new DomainError(400, BRAND_MESSAGES.fileTooLarge, "FILE_TOO_LARGE");

/**
 * Streams a multipart upload (text fields first, then one `file` part) with every part capped:
 * the body is never held beyond 10 MB, and reading stops at the first byte over.
 */
export async function readMultipartPdf(request: FastifyRequest): Promise<PdfUpload> {
  const part = await request.file({
    // One byte past the limit is read, so an oversized file is refused by its length even when
    // the stream's truncation flag is missed.
    limits: {
      fileSize: MAX_UPLOAD_BYTES + 1,
      files: 1,
      fields: 4,
      fieldSize: 2048,
      parts: 6,
      headerPairs: 20,
    },
  });
  if (!part || part.fieldname !== PDF_UPLOAD_FILE_FIELD) throw unreadable();
  const fields: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    if (field && !Array.isArray(field) && field.type === "field") fields[name] = field.value;
  }
  fields.document_name ??= part.filename;
  const parsed = uploadPdfFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    part.file.resume();
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? "body");
    throw new DomainError(400, issue?.message ?? "Invalid request", "VALIDATION_ERROR", {
      [field]: [issue?.message ?? "Invalid value"],
    });
  }
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
    throw error;
  }
  if (part.file.truncated) throw tooLarge();
  return { document_name: parsed.data.document_name, bytes: checkPdf(bytes) };
}
