import { DOCUMENT_POLL_MS } from "@shared/brand/brand.constants";
import { documentListResponseSchema } from "@shared/brand/brand-document.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { BRAND_DOCUMENTS_QUERY_KEY } from "./brand-query-keys";

/** GET /api/brand/documents (manage-documents): documents and links, newest first. */
export function getBrandDocuments() {
  return apiRequest("/api/brand/documents", { schema: documentListResponseSchema });
}

export const brandDocumentsQueryOptions = () =>
  queryOptions({
    queryKey: BRAND_DOCUMENTS_QUERY_KEY,
    queryFn: getBrandDocuments,
    // Status changes happen on the server: poll while any analysis is still under way.
    refetchInterval: (query) =>
      query.state.data?.documents.some(
        (d) => d.processing_status === "pending" || d.processing_status === "processing",
      )
        ? DOCUMENT_POLL_MS
        : false,
  });

export function useBrandDocuments() {
  return useQuery(brandDocumentsQueryOptions());
}
