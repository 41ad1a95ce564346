import {
  documentResponseSchema,
  PDF_UPLOAD_FILE_FIELD,
  type UploadDocumentInput,
} from "@shared/brand/brand-document.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { BRAND_DOCUMENTS_QUERY_KEY } from "./brand-query-keys";

/** A PDF to upload: the document's name and the file chosen or dropped. */
export type PdfFileUpload = { document_name: string; file: File };

/**
 * POST /api/brand/documents (upload-document): a PDF streamed as multipart/form-data (the name
 * field before the file part), or a reference link as JSON.
 */
export function uploadDocument(input: UploadDocumentInput | PdfFileUpload) {
  let body: UploadDocumentInput | FormData = input as UploadDocumentInput;
  if ("file" in input) {
    body = new FormData();
    body.append("document_name", input.document_name);
    body.append("document_type", "brand_guidelines");
    body.append(PDF_UPLOAD_FILE_FIELD, input.file, input.file.name);
  }
  return apiRequest("/api/brand/documents", { method: "POST", body, schema: documentResponseSchema });
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: BRAND_DOCUMENTS_QUERY_KEY }),
  });
}
