import { documentResponseSchema, type UploadDocumentInput } from "@shared/brand/brand-document.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { BRAND_DOCUMENTS_QUERY_KEY } from "./brand-query-keys";

/** POST /api/brand/documents (upload-document): a base64 PDF or a reference link. */
export function uploadDocument(input: UploadDocumentInput) {
  return apiRequest("/api/brand/documents", { method: "POST", body: input, schema: documentResponseSchema });
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: BRAND_DOCUMENTS_QUERY_KEY }),
  });
}
