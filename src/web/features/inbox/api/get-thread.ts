import { threadResponseSchema } from "@shared/inbox/inbox.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { threadQueryKey } from "./inbox-query-keys";

/** GET /api/inbox/threads/:id: the whole conversation in sequence, pending auto-replies included. */
export function getThread(id: string, signal?: AbortSignal) {
  return apiRequest(`/api/inbox/threads/${encodeURIComponent(id)}`, { schema: threadResponseSchema, signal });
}

export const threadQueryOptions = (id: string | null) =>
  queryOptions({
    queryKey: threadQueryKey(id ?? ""),
    queryFn: ({ signal }) => getThread(id!, signal),
    enabled: id !== null,
    staleTime: 5_000,
  });

export function useThread(id: string | null) {
  return useQuery(threadQueryOptions(id));
}
