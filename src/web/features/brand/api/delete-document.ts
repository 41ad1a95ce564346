import { successResponseSchema } from "@shared/brand/brand-document.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { BRAND_DOCUMENTS_QUERY_KEY } from "./brand-query-keys";

/** DELETE /api/brand/documents/:id (manage-documents): remove a document or link. */
export function deleteDocument(documentId: string) {
  return apiRequest(`/api/brand/documents/${encodeURIComponent(documentId)}`, {
    method: "DELETE",
    schema: successResponseSchema,
  });
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: BRAND_DOCUMENTS_QUERY_KEY }),
  });
}
