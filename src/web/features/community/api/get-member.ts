import { memberDetailSchema } from "@shared/community/community.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { COMMUNITY_QUERY_KEY } from "./community-query-keys";

/** GET /api/community/members/:id: handles, totals, timeline and merge history. */
export function getMember(id: string) {
  return apiRequest(`/api/community/members/${encodeURIComponent(id)}`, { schema: memberDetailSchema });
}

export const memberQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...COMMUNITY_QUERY_KEY, "member", id], queryFn: () => getMember(id) });

export function useMember(id: string) {
  return useQuery(memberQueryOptions(id));
}
