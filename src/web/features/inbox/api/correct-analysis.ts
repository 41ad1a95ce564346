import {
  type CorrectAnalysisInput,
  correctAnalysisSchema,
  correctionsResponseSchema,
} from "@shared/ai/analysis-correction.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { correctionsQueryKey } from "./get-corrections";
import { reloadInbox } from "./inbox-query-keys";

/** POST /api/ai/corrections: sets the message's intent or sentiment to what the person says it is. */
export function correctAnalysis(input: CorrectAnalysisInput) {
  return apiRequest("/api/ai/corrections", {
    method: "POST",
    body: input,
    schema: correctionsResponseSchema,
  });
}

export function useCorrectAnalysis(messageId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // Checked against the route's own schema first: a refused pick shows its message, nothing is sent.
    mutationFn: (input: CorrectAnalysisInput) => {
      const parsed = correctAnalysisSchema.safeParse(input);
      if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? "Invalid correction");
      return correctAnalysis(parsed.data);
    },
    onSuccess: (data) => {
      queryClient.setQueryData(correctionsQueryKey(messageId), data);
      // The list refreshes in the background; the menus are usable again at once.
      void reloadInbox(queryClient);
    },
  });
}
