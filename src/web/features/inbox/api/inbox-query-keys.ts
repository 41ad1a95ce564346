import type { QueryClient } from "@tanstack/react-query";
import { NAV_COUNTS_QUERY_KEY } from "@web/lib/nav-counts-query";

export const INBOX_QUERY_KEY = ["inbox", "messages"] as const;
export const THREADS_QUERY_KEY = ["inbox", "thread"] as const;
export const threadQueryKey = (id: string) => [...THREADS_QUERY_KEY, id] as const;
export const MODERATION_QUERY_KEY = ["inbox", "moderation"] as const;
export const moderationEventsQueryKey = (messageId: string) => [...MODERATION_QUERY_KEY, messageId] as const;
export const suggestionsQueryKey = (messageId: string) => ["inbox", "suggestions", messageId] as const;
export const PICKER_PRODUCTS_QUERY_KEY = ["inbox", "products"] as const;

/**
 * Reloads the list, open threads, moderation audit lines (the spam filter hides a comment in a
 * job, after its analysis) and the sidebar's pending count; suggestions are cached per message and
 * stay as they are.
 */
export function reloadInbox(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: INBOX_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: THREADS_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: MODERATION_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: NAV_COUNTS_QUERY_KEY }),
  ]);
}
