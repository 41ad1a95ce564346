import type { QueryClient } from "@tanstack/react-query";

export const COMMENT_DM_QUERY_KEY = ["comment-dm"] as const;

/** A rule's change moves its figures, the list and its history: all reload together. */
export const reloadCommentDm = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: COMMENT_DM_QUERY_KEY });
