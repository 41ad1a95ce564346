import { rulesResponseSchema } from "@shared/comment-dm/comment-dm.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { COMMENT_DM_QUERY_KEY } from "./comment-dm-query-keys";

/** GET /api/comment-dm/rules: the team's rules with matched, DMs sent, clicks and revenue. */
export const commentDmRulesQuery = queryOptions({
  queryKey: [...COMMENT_DM_QUERY_KEY, "rules"] as const,
  queryFn: () => apiRequest("/api/comment-dm/rules", { schema: rulesResponseSchema }),
});

export const useCommentDmRules = () => useQuery(commentDmRulesQuery);
