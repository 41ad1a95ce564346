import { inboxListResponseSchema } from "@shared/inbox/inbox.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { INBOX_QUERY_KEY } from "./inbox-query-keys";

/** GET /api/inbox/messages: the 200 newest items with analysis, decisions, responses and threads. */
export function getInboxMessages({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest("/api/inbox/messages", { schema: inboxListResponseSchema, signal });
}

export const inboxMessagesQueryOptions = () =>
  queryOptions({ queryKey: INBOX_QUERY_KEY, queryFn: getInboxMessages, staleTime: 5_000 });

export function useInboxMessages() {
  // Realtime events refetch the list; a stale copy is never shown for long.
  return useQuery(inboxMessagesQueryOptions());
}
