import { ruleOptionsResponseSchema } from "@shared/comment-dm/comment-dm.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { COMMENT_DM_QUERY_KEY } from "./comment-dm-query-keys";

/** GET /api/comment-dm/options: the posts with stored comments and the store's products. */
export const commentDmOptionsQuery = queryOptions({
  queryKey: [...COMMENT_DM_QUERY_KEY, "options"] as const,
  queryFn: () => apiRequest("/api/comment-dm/options", { schema: ruleOptionsResponseSchema }),
});

export const useCommentDmOptions = () => useQuery(commentDmOptionsQuery);
