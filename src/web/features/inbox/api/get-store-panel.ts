import { memberStorePanelSchema, storePanelSchema } from "@shared/store/store.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";

export const storePanelQueryKey = (threadId: string) => ["inbox", "store", threadId] as const;
/** Every member page's store panel: an action or a link in a conversation may change any of them. */
export const MEMBER_STORE_QUERY_KEY = ["inbox", "store", "member"] as const;

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

/** GET /api/community/members/:id/store: the store panel on a community member's page. */
export function getMemberStorePanel(memberId: string) {
  return apiRequest(`/api/community/members/${encodeURIComponent(memberId)}/store`, {
    schema: memberStorePanelSchema,
  });
}

export const memberStorePanelQueryOptions = (memberId: string) =>
  queryOptions({
    queryKey: [...MEMBER_STORE_QUERY_KEY, memberId],
    queryFn: () => getMemberStorePanel(memberId),
    staleTime: 30_000,
  });

export function useMemberStorePanel(memberId: string) {
  return useQuery(memberStorePanelQueryOptions(memberId));
}
