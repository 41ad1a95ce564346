import { documentListResponseSchema } from "@shared/brand/brand-document.schema";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { useEffect } from "react";
import { BRAND_DOCUMENT_EVENTS } from "./brand-document-events";
import { BRAND_DOCUMENTS_QUERY_KEY } from "./brand-query-keys";

/** GET /api/brand/documents (manage-documents): documents and links, newest first. */
export function getBrandDocuments() {
  return apiRequest("/api/brand/documents", { schema: documentListResponseSchema });
}

export const brandDocumentsQueryOptions = () =>
  queryOptions({ queryKey: BRAND_DOCUMENTS_QUERY_KEY, queryFn: getBrandDocuments });

/**
 * The documents list, kept current by the team's event stream: every `brand.document.status`
 * (processing, processed, failed) reloads it, and so does `ready`, which also catches up after a
 * dropped stream reconnects. No polling.
 */
export function useBrandDocuments() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource("/api/realtime/stream", { withCredentials: true });
    const reload = () => void queryClient.invalidateQueries({ queryKey: BRAND_DOCUMENTS_QUERY_KEY });
    for (const type of BRAND_DOCUMENT_EVENTS) source.addEventListener(type, reload);
    return () => source.close();
  }, [queryClient]);
  return useQuery(brandDocumentsQueryOptions());
}
