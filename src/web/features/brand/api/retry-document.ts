import { successResponseSchema } from "@shared/brand/brand-document.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { BRAND_DOCUMENTS_QUERY_KEY } from "./brand-query-keys";

/** POST /api/brand/documents/:id/analyze (analyze-document): analyse a failed link again. */
export function retryDocument(documentId: string) {
  return apiRequest(`/api/brand/documents/${encodeURIComponent(documentId)}/analyze`, {
    method: "POST",
    body: {},
    schema: successResponseSchema,
  });
}

export function useRetryDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: BRAND_DOCUMENTS_QUERY_KEY }),
  });
}
