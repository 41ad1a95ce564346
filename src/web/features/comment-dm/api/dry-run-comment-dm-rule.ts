import { type DryRunInput, dryRunResponseSchema } from "@shared/comment-dm/comment-dm.schema";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";

/** POST /api/comment-dm/dry-run: which recent comments a rule would have matched; sends nothing. */
export const dryRunCommentDmRule = (input: DryRunInput) =>
  apiRequest("/api/comment-dm/dry-run", { method: "POST", body: input, schema: dryRunResponseSchema });

export const useDryRunCommentDmRule = () => useMutation({ mutationFn: dryRunCommentDmRule });
