import { sentStoreActionMessageSchema } from "@shared/store/store.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { MEMBER_STORE_QUERY_KEY, storePanelQueryKey } from "./get-store-panel";
import { reloadInbox } from "./inbox-query-keys";

/** POST /api/inbox/threads/:id/store/actions/:actionId/send: the action's code or link, as a reply. */
export function sendStoreActionMessage(threadId: string, actionId: string, messageId: string) {
  return apiRequest(
    `/api/inbox/threads/${encodeURIComponent(threadId)}/store/actions/${encodeURIComponent(actionId)}/send`,
    { method: "POST", body: { messageId }, schema: sentStoreActionMessageSchema },
  );
}

/** Sent or refused (already sent by a teammate, expired), the panel's list and the inbox reload. */
export function useSendStoreActionMessage(threadId: string, actionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => sendStoreActionMessage(threadId, actionId, messageId),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: storePanelQueryKey(threadId) });
      await queryClient.invalidateQueries({ queryKey: MEMBER_STORE_QUERY_KEY });
      await reloadInbox(queryClient);
    },
  });
}
