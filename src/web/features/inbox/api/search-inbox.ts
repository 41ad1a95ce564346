import { type InboxSearchResponse, inboxSearchResponseSchema } from "@shared/inbox/inbox.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { useEffect, useState } from "react";
import { INBOX_QUERY_KEY } from "./inbox-query-keys";

/** A pause in typing before the server is asked, as the leads search waits. */
const INBOX_SEARCH_DEBOUNCE_MS = 250;

/** Under the list's key, so every inbox reload (realtime included) searches the new messages too. */
const inboxSearchQueryKey = (text: string) => [...INBOX_QUERY_KEY, "search", text] as const;

/** GET /api/inbox/search: the listed conversations holding a message with the text, earlier ones included. */
export function searchInbox(text: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiRequest(`/api/inbox/search?${new URLSearchParams({ q: text })}`, {
    schema: inboxSearchResponseSchema,
    signal,
  });
}

const toThreadIds = (data: InboxSearchResponse): ReadonlySet<string> => new Set(data.thread_ids);

const searchQueryOptions = (text: string) =>
  queryOptions({
    queryKey: inboxSearchQueryKey(text),
    queryFn: ({ signal }) => searchInbox(text, { signal }),
    enabled: text !== "",
    staleTime: 5_000,
    select: toThreadIds,
  });

const NONE: ReadonlySet<string> = new Set();

const searchText = (search: string) => search.trim().slice(0, 200);

/**
 * The conversations the server matched for the search box's text, once typing pauses; none while
 * the box is empty. Until the answer for the text as it stands comes, the list is searched on the
 * messages it holds (an answer for an earlier text is never applied to a new one).
 */
export function useInboxSearch(search: string): ReadonlySet<string> {
  const [asked, setAsked] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setAsked(searchText(search)), INBOX_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const matched = useQuery(searchQueryOptions(asked));
  return asked !== "" && asked === searchText(search) ? (matched.data ?? NONE) : NONE;
}
