import type { CommunityTab } from "@shared/community/community.constants";
import { memberPageSchema } from "@shared/community/community.schema";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { COMMUNITY_QUERY_KEY } from "./community-query-keys";

/** GET /api/community/members: one page of a tab, searched, by EMV. */
export function getMembers(tab: CommunityTab, search: string, page: number) {
  const q = new URLSearchParams({ tab, page: String(page) });
  if (search) q.set("search", search);
  return apiRequest(`/api/community/members?${q}`, { schema: memberPageSchema });
}

export const membersQueryOptions = (tab: CommunityTab, search: string, page: number) =>
  queryOptions({
    queryKey: [...COMMUNITY_QUERY_KEY, "members", tab, search, page],
    queryFn: () => getMembers(tab, search, page),
    placeholderData: keepPreviousData,
  });

export function useMembers(tab: CommunityTab, search: string, page: number) {
  return useQuery(membersQueryOptions(tab, search, page));
}
