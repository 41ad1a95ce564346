import { storeActionResultSchema, storePanelSchema } from "@shared/store/store.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { MEMBER_STORE_QUERY_KEY, storePanelQueryKey } from "./get-store-panel";

/**
 * POST /api/inbox/threads/:id/store/{discount|checkout-link|cancel-order|refund|annotate}: the five
 * store actions share one request shape and one answer ({ summary, message }), so one function.
 */
export type StoreActionPath = "discount" | "checkout-link" | "cancel-order" | "refund" | "annotate";

export function runStoreAction(threadId: string, path: StoreActionPath, body: object) {
  return apiRequest(`/api/inbox/threads/${encodeURIComponent(threadId)}/store/${path}`, {
    method: "POST",
    body,
    schema: storeActionResultSchema,
  });
}

export function useStoreAction(threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: { path: StoreActionPath; body: object }) =>
      runStoreAction(threadId, path, body),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: storePanelQueryKey(threadId) });
      await queryClient.invalidateQueries({ queryKey: MEMBER_STORE_QUERY_KEY });
    },
  });
}

/** PUT /api/inbox/threads/:id/store/customer: the agent links the conversation to a customer. */
export function linkStoreCustomer(threadId: string, customer: string) {
  return apiRequest(`/api/inbox/threads/${encodeURIComponent(threadId)}/store/customer`, {
    method: "PUT",
    body: { customer },
    schema: storePanelSchema,
  });
}

export function useLinkStoreCustomer(threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (customer: string) => linkStoreCustomer(threadId, customer),
    onSuccess: async (panel) => {
      queryClient.setQueryData(storePanelQueryKey(threadId), panel);
      await queryClient.invalidateQueries({ queryKey: MEMBER_STORE_QUERY_KEY });
    },
  });
}
