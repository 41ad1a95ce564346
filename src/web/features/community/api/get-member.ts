import { memberDetailSchema } from "@shared/community/community.schema";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";

/** GET /api/community/members/:id: handles, totals, timeline and merge history. */
export function getMember(id: string) {
  return apiRequest(`/api/community/members/${encodeURIComponent(id)}`, { schema: memberDetailSchema });
}

export function useMember(id: string) {
  return useQuery({ queryKey: ["community", "member", id], queryFn: () => getMember(id) });
}
