import { z } from "zod";
import {
  BRAND_MESSAGES,
  BRAND_TEXT_MAX,
  DOCUMENT_TYPES,
  isHttpUrl,
  LINK_TYPES,
  PROCESSING_STATUSES,
  tooLong,
} from "./brand.constants";

const documentName = z
  .string()
  .trim()
  .min(1, BRAND_MESSAGES.nameRequired)
  .max(BRAND_TEXT_MAX.documentName, tooLong("A name", BRAND_TEXT_MAX.documentName));

/**
 * POST /api/brand/documents as multipart/form-data (how the web app uploads): the text fields that
 * precede the one `file` part. The file itself is streamed and checked on the server.
 */
export const uploadPdfFieldsSchema = z.object({
  document_name: documentName,
  document_type: z.literal("brand_guidelines").default("brand_guidelines"),
});
export const PDF_UPLOAD_FILE_FIELD = "file";

/** POST /api/brand/documents with a PDF (upload-document): the file as base64 in JSON. */
export const uploadPdfSchema = z.object({
  is_reference_link: z.literal(false).optional(),
  document_name: documentName,
  document_type: z.literal("brand_guidelines").default("brand_guidelines"),
  // 10 MB of binary is at most ~13.4 MB of base64; the server checks the decoded size exactly.
  file_data: z.string().min(1, BRAND_MESSAGES.fileUnreadable).max(14_500_000, BRAND_MESSAGES.fileTooLarge),
});

/** POST /api/brand/documents with a reference link (upload-document, is_reference_link true). */
export const addReferenceLinkSchema = z.object({
  is_reference_link: z.literal(true),
  document_name: documentName,
  document_type: z.literal("reference_guide").default("reference_guide"),
  reference_url: z
    .string()
    .trim()
    .min(1, BRAND_MESSAGES.urlRequired)
    .max(BRAND_TEXT_MAX.url, tooLong("A URL", BRAND_TEXT_MAX.url))
    .refine(isHttpUrl, BRAND_MESSAGES.urlInvalid),
  link_type: z.enum(LINK_TYPES).default("custom"),
});
export type AddReferenceLinkInput = z.input<typeof addReferenceLinkSchema>;
export type UploadPdfInput = z.input<typeof uploadPdfSchema>;

export const uploadDocumentSchema = z.union([addReferenceLinkSchema, uploadPdfSchema]);
export type UploadDocumentInput = z.output<typeof uploadDocumentSchema>;

export const documentIdParamsSchema = z.object({ id: z.uuid(BRAND_MESSAGES.documentNotFound) });

export const brandDocumentSchema = z.object({
  id: z.string(),
  document_name: z.string(),
  document_type: z.enum(DOCUMENT_TYPES),
  is_reference_link: z.boolean(),
  reference_url: z.string().nullable(),
  link_type: z.enum(LINK_TYPES).nullable(),
  is_scraped: z.boolean(),
  file_size: z.number().nullable(),
  summary: z.string().nullable(),
  key_facts: z.array(z.string()),
  processing_status: z.enum(PROCESSING_STATUSES),
  error_message: z.string().nullable(),
  created_at: z.string(),
  processed_at: z.string().nullable(),
  /** A reference link fetched again whose page changed: when the change was indexed. */
  content_changed_at: z.string().nullable().default(null),
  /** Longer than the index takes: replies use only its first part. */
  read_in_part: z.boolean().default(false),
});
export type BrandDocument = z.infer<typeof brandDocumentSchema>;

/** GET /api/brand/documents (manage-documents): newest first. */
export const documentListResponseSchema = z.object({
  success: z.literal(true),
  documents: z.array(brandDocumentSchema),
});

export const documentResponseSchema = z.object({ success: z.literal(true), document: brandDocumentSchema });
export const successResponseSchema = z.object({ success: z.literal(true) });
