import { storePanelSchema } from "@shared/store/store.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";

export const storePanelQueryKey = (threadId: string) => ["inbox", "store", threadId] as const;

/** GET /api/inbox/threads/:id/store: the matched Shopify customer, orders and store actions so far. */
export function getStorePanel(threadId: string) {
  return apiRequest(`/api/inbox/threads/${encodeURIComponent(threadId)}/store`, { schema: storePanelSchema });
}

export const storePanelQueryOptions = (threadId: string) =>
  queryOptions({
    queryKey: storePanelQueryKey(threadId),
    queryFn: () => getStorePanel(threadId),
    staleTime: 30_000,
  });

export function useStorePanel(threadId: string | null) {
  return useQuery({ ...storePanelQueryOptions(threadId ?? ""), enabled: threadId !== null });
}
