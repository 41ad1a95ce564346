import { RELOAD_AFTER_SEND_MS } from "@shared/inbox/inbox.constants";
import type { InboxListResponse, InboxMessage, ThreadResponse } from "@shared/inbox/inbox.schema";
import { useQueryClient } from "@tanstack/react-query";
import { isApiError, NETWORK_ERROR_MESSAGE } from "@web/lib/api-client";
import { INBOX_QUERY_KEY, reloadInbox, THREADS_QUERY_KEY } from "../api/inbox-query-keys";
import { sendResponse } from "../api/send-response";
import { INBOX_TEXTS } from "../inbox-texts";

export type SendRequest = {
  message: InboxMessage;
  content: string;
  responseType: "ai_suggestion" | "manual_edit" | "manual";
  suggestionId: string | null;
};

function withResponded(
  message: InboxMessage,
  content: string,
  type: SendRequest["responseType"],
): InboxMessage {
  const now = new Date().toISOString();
  return {
    ...message,
    status: "responded",
    responses: [
      ...message.responses,
      {
        id: `pending-${now}`,
        content,
        sender_name: INBOX_TEXTS.agent,
        sender_type: "agent",
        response_type: type,
        sent_via_platform: false,
        created_at: now,
        sent_at: null,
        ai_response_id: null,
        parent_message_id: message.id,
      },
    ],
  };
}

const patchList = (data: InboxListResponse, id: string, patch: (m: InboxMessage) => InboxMessage) => ({
  ...data,
  items: data.items.map((item) =>
    item.kind === "message"
      ? item.message.id === id
        ? { ...item, message: patch(item.message) }
        : item
      : {
          ...item,
          thread: { ...item.thread, messages: item.thread.messages.map((m) => (m.id === id ? patch(m) : m)) },
        },
  ),
});

/**
 * Sending shows 'responded' at once; on failure the previous status and responses come back and
 * the spec's alert is shown; on success the inbox reloads 500 ms later. Resolves true when sent.
 */
export function useSendResponse() {
  const queryClient = useQueryClient();
  return async (request: SendRequest): Promise<boolean> => {
    const { message } = request;
    await queryClient.cancelQueries({ queryKey: INBOX_QUERY_KEY });
    await queryClient.cancelQueries({ queryKey: THREADS_QUERY_KEY });
    const listBefore = queryClient.getQueryData<InboxListResponse>(INBOX_QUERY_KEY);
    const threadsBefore = queryClient.getQueriesData<ThreadResponse>({ queryKey: THREADS_QUERY_KEY });
    const patch = (m: InboxMessage) => withResponded(m, request.content, request.responseType);
    if (listBefore) queryClient.setQueryData(INBOX_QUERY_KEY, patchList(listBefore, message.id, patch));
    for (const [key, data] of threadsBefore) {
      if (!data) continue;
      queryClient.setQueryData(key, {
        ...data,
        thread: {
          ...data.thread,
          messages: data.thread.messages.map((m) => (m.id === message.id ? patch(m) : m)),
        },
      });
    }
    const restore = () => {
      if (listBefore) queryClient.setQueryData(INBOX_QUERY_KEY, listBefore);
      for (const [key, data] of threadsBefore) queryClient.setQueryData(key, data);
    };

    try {
      await sendResponse({
        message_id: message.id,
        response_content: request.content,
        platform: message.platform === "tiktok" ? "tiktok" : "instagram",
        response_type: request.responseType,
        ai_response_id: request.suggestionId,
      });
    } catch (error) {
      restore();
      if (isApiError(error) && error.status > 0 && error.message !== NETWORK_ERROR_MESSAGE) {
        window.alert(INBOX_TEXTS.sendFailed(error.message || INBOX_TEXTS.sendUnknownError));
      } else {
        window.alert(INBOX_TEXTS.sendThrew);
      }
      return false;
    }
    setTimeout(() => {
      void reloadInbox(queryClient);
    }, RELOAD_AFTER_SEND_MS);
    return true;
  };
}
