import { deleteRuleResponseSchema } from "@shared/comment-dm/comment-dm.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { reloadCommentDm } from "./comment-dm-query-keys";

/** DELETE /api/comment-dm/rules/:id (admins). */
export const deleteCommentDmRule = (id: string) =>
  apiRequest(`/api/comment-dm/rules/${encodeURIComponent(id)}`, {
    method: "DELETE",
    schema: deleteRuleResponseSchema,
  });

export function useDeleteCommentDmRule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCommentDmRule, onSettled: () => reloadCommentDm(queryClient) });
}
