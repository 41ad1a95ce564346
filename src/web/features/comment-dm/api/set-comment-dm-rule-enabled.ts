import { ruleResponseSchema } from "@shared/comment-dm/comment-dm.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { reloadCommentDm } from "./comment-dm-query-keys";

/** POST /api/comment-dm/rules/:id/enabled: turns a rule on or off (admins). */
export const setCommentDmRuleEnabled = ({ id, enabled }: { id: string; enabled: boolean }) =>
  apiRequest(`/api/comment-dm/rules/${encodeURIComponent(id)}/enabled`, {
    method: "POST",
    body: { enabled },
    schema: ruleResponseSchema,
  });

export function useSetCommentDmRuleEnabled() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setCommentDmRuleEnabled, onSettled: () => reloadCommentDm(queryClient) });
}
