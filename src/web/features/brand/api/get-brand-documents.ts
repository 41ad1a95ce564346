import { documentListResponseSchema } from "@shared/brand/brand-document.schema";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { subscribeTeamStream } from "@web/lib/team-stream";
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
 * dropped or closed stream is reopened (`subscribeTeamStream`). No polling.
 */
export function useBrandDocuments() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const reload = () => void queryClient.invalidateQueries({ queryKey: BRAND_DOCUMENTS_QUERY_KEY });
    return subscribeTeamStream(Object.fromEntries(BRAND_DOCUMENT_EVENTS.map((type) => [type, reload])));
  }, [queryClient]);
  return useQuery(brandDocumentsQueryOptions());
}
