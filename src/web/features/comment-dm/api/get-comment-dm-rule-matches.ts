import { ruleMatchesResponseSchema } from "@shared/comment-dm/comment-dm.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { COMMENT_DM_QUERY_KEY } from "./comment-dm-query-keys";

/** GET /api/comment-dm/rules/:id/matches: the rule's latest matches and what became of each. */
export const commentDmRuleMatchesQuery = (ruleId: string) =>
  queryOptions({
    queryKey: [...COMMENT_DM_QUERY_KEY, "matches", ruleId] as const,
    queryFn: () =>
      apiRequest(`/api/comment-dm/rules/${encodeURIComponent(ruleId)}/matches`, {
        schema: ruleMatchesResponseSchema,
      }),
  });

export const useCommentDmRuleMatches = (ruleId: string) => useQuery(commentDmRuleMatchesQuery(ruleId));
