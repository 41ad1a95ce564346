import type { MeResponse } from "@shared/auth/auth.schema";
import { RELOAD_AFTER_SEND_MS } from "@shared/inbox/inbox.constants";
import {
  type InboxListResponse,
  type InboxMessage,
  type SendPlatformResponseInput,
  sendPlatformResponseResultSchema,
  type ThreadResponse,
} from "@shared/inbox/inbox.schema";
import { REPLY_CONFLICT_CODE, type ReplyConflict, replyConflictSchema } from "@shared/inbox/reply-conflict";
import { REPLY_SEND_FAILED_CODES } from "@shared/inbox/reply-rules";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, isApiError, NETWORK_ERROR_MESSAGE } from "@web/lib/api-client";
import { ME_QUERY_KEY } from "@web/lib/me";
import { INBOX_TEXTS } from "../inbox-texts";
import { inboxMessagesQueryOptions } from "./get-inbox-messages";
import { INBOX_QUERY_KEY, reloadInbox, THREADS_QUERY_KEY } from "./inbox-query-keys";

/**
 * POST /api/inbox/send-platform-response: { success, response_id }, or a 4xx/5xx { error, code }
 * (409 ALREADY_REPLIED with the reply the sender had not seen in `details`).
 */
export function sendResponse(input: SendPlatformResponseInput) {
  return apiRequest("/api/inbox/send-platform-response", {
    method: "POST",
    body: input,
    schema: sendPlatformResponseResultSchema,
  });
}

/** The id of a reply shown before the server has stored it. */
export const PENDING_RESPONSE_PREFIX = "pending-";

export type SendRequest = {
  message: InboxMessage;
  content: string;
  responseType: "ai_suggestion" | "manual_edit" | "manual";
  suggestionId: string | null;
  /** The conversation's latest reply the sender has seen (useSeenReply); null: none. */
  seenResponseId: string | null;
};

/** The refusal of a send because someone else replied first: who and when; null for any other error. */
export function replyConflictOf(error: unknown): ReplyConflict | null {
  if (!isApiError(error) || error.code !== REPLY_CONFLICT_CODE) return null;
  const parsed = replyConflictSchema.safeParse(error.details);
  return parsed.success ? parsed.data : null;
}

/** The name the server stores the reply under: the profile's full name, else the email. */
function ownName(queryClient: QueryClient): string {
  const me = queryClient.getQueryData<MeResponse>(ME_QUERY_KEY);
  return me?.profile?.full_name?.trim() || me?.user.email || INBOX_TEXTS.agent;
}

function withResponded(
  { message, content, responseType }: SendRequest,
  senderName: string,
  target: InboxMessage,
): InboxMessage {
  const now = new Date().toISOString();
  return {
    ...target,
    status: "responded",
    responses: [
      ...target.responses,
      {
        id: `${PENDING_RESPONSE_PREFIX}${now}`,
        content,
        sender_name: senderName,
        sender_type: "agent",
        response_type: responseType,
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

const patchThread = (data: ThreadResponse, id: string, patch: (m: InboxMessage) => InboxMessage) => ({
  ...data,
  thread: { ...data.thread, messages: data.thread.messages.map((m) => (m.id === id ? patch(m) : m)) },
});

const KEPT_AFTER: ReadonlySet<string> = new Set(Object.values(REPLY_SEND_FAILED_CODES));

/**
 * The spec's alert: the server's reason for the refusal, or the generic one when the call threw. A
 * dead token or an unavailable platform also says the reply was kept (the box still holds it).
 */
function sendFailedText(error: unknown): string {
  if (isApiError(error) && error.status > 0 && error.message !== NETWORK_ERROR_MESSAGE) {
    const reason = error.message || INBOX_TEXTS.sendUnknownError;
    const kept = error.code !== undefined && KEPT_AFTER.has(error.code);
    return INBOX_TEXTS.sendFailed(kept ? `${reason} ${INBOX_TEXTS.replyKept}` : reason);
  }
  return INBOX_TEXTS.sendThrew;
}

/**
 * Sending shows 'responded' at once (onMutate); on failure the previous status and responses come
 * back and the spec's alert is shown (onError), except when someone else replied first: the
 * sender's screen says so (replyConflictOf) and offers to send anyway. Either way the inbox
 * reloads 500 ms later.
 */
export function useSendResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SendRequest) =>
      sendResponse({
        message_id: request.message.id,
        response_content: request.content,
        platform: request.message.platform === "tiktok" ? "tiktok" : "instagram",
        response_type: request.responseType,
        ai_response_id: request.suggestionId,
        seen_response_id: request.seenResponseId,
      }),
    onMutate: async (request) => {
      await queryClient.cancelQueries({ queryKey: INBOX_QUERY_KEY });
      await queryClient.cancelQueries({ queryKey: THREADS_QUERY_KEY });
      const listKey = inboxMessagesQueryOptions().queryKey;
      const list = queryClient.getQueryData(listKey);
      const threads = queryClient.getQueriesData<ThreadResponse>({ queryKey: THREADS_QUERY_KEY });
      const senderName = ownName(queryClient);
      const patch = (m: InboxMessage) => withResponded(request, senderName, m);
      const id = request.message.id;
      if (list) queryClient.setQueryData(listKey, patchList(list, id, patch));
      for (const [key, data] of threads)
        if (data) queryClient.setQueryData(key, patchThread(data, id, patch));
      return { list, threads };
    },
    onError: (error, _request, snapshot) => {
      if (snapshot?.list) queryClient.setQueryData(inboxMessagesQueryOptions().queryKey, snapshot.list);
      for (const [key, data] of snapshot?.threads ?? []) queryClient.setQueryData(key, data);
      if (!replyConflictOf(error)) window.alert(sendFailedText(error));
    },
    onSettled: () => {
      setTimeout(() => void reloadInbox(queryClient), RELOAD_AFTER_SEND_MS);
    },
  });
}
