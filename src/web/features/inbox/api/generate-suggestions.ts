import { generateSuggestionsResponseSchema } from "@shared/inbox/inbox.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { suggestionsQueryKey } from "./inbox-query-keys";

/** POST /api/inbox/generate-response-suggestions: cached per message unless forced. */
export function generateSuggestions(input: { messageId: string; threadId: string | null; force: boolean }) {
  return apiRequest("/api/inbox/generate-response-suggestions", {
    method: "POST",
    body: { message_id: input.messageId, thread_id: input.threadId, force_regenerate: input.force },
    schema: generateSuggestionsResponseSchema,
  });
}

export const suggestionsQueryOptions = (messageId: string | null, threadId: string | null) =>
  queryOptions({
    queryKey: suggestionsQueryKey(messageId ?? ""),
    queryFn: () => generateSuggestions({ messageId: messageId!, threadId, force: false }),
    enabled: messageId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export function useSuggestions(messageId: string | null, threadId: string | null) {
  return useQuery(suggestionsQueryOptions(messageId, threadId));
}
