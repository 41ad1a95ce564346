import { type RuleInput, ruleResponseSchema } from "@shared/comment-dm/comment-dm.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { reloadCommentDm } from "./comment-dm-query-keys";

/** POST /api/comment-dm/rules (a new rule) or PATCH /api/comment-dm/rules/:id (an edit); admins only. */
export const saveCommentDmRule = ({ id, rule }: { id: string | null; rule: RuleInput }) =>
  apiRequest(id ? `/api/comment-dm/rules/${encodeURIComponent(id)}` : "/api/comment-dm/rules", {
    method: id ? "PATCH" : "POST",
    body: rule,
    schema: ruleResponseSchema,
  });

export function useSaveCommentDmRule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveCommentDmRule, onSettled: () => reloadCommentDm(queryClient) });
}
