import {
  type AnswerKnowledgeGapInput,
  answerKnowledgeGapResponseSchema,
  deleteKnowledgeAnswerResponseSchema,
  type EditKnowledgeAnswerInput,
  editKnowledgeAnswerResponseSchema,
  knowledgeAnswersResponseSchema,
  knowledgeGapsResponseSchema,
} from "@shared/knowledge/knowledge.schema";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";

export const KNOWLEDGE_GAPS_DAYS = 7;

/** GET /api/knowledge/gaps: questions no source answered in the last week, grouped by topic. */
export const knowledgeGapsQuery = queryOptions({
  queryKey: ["knowledge", "gaps", KNOWLEDGE_GAPS_DAYS] as const,
  queryFn: () =>
    apiRequest(`/api/knowledge/gaps?days=${KNOWLEDGE_GAPS_DAYS}`, { schema: knowledgeGapsResponseSchema }),
});

export const useKnowledgeGaps = () => useQuery(knowledgeGapsQuery);

/** POST /api/knowledge/answers: an answer for a topic, indexed at once; it closes the topic's gaps. */
export function useAnswerKnowledgeGap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AnswerKnowledgeGapInput) =>
      apiRequest("/api/knowledge/answers", {
        method: "POST",
        body: input,
        schema: answerKnowledgeGapResponseSchema,
      }),
    // Not awaited: the caller's own onSuccess (its notice) runs before the refetch unmounts its row.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ["knowledge"] });
    },
  });
}

/** GET /api/knowledge/answers: the answers the team wrote for its gaps, newest first. */
export const savedAnswersQuery = queryOptions({
  queryKey: ["knowledge", "answers"] as const,
  queryFn: () => apiRequest("/api/knowledge/answers", { schema: knowledgeAnswersResponseSchema }),
});

export const useSavedAnswers = () => useQuery(savedAnswersQuery);

/** DELETE /api/knowledge/answers/:id: the answer leaves the index; its questions are open again. */
export function useRemoveSavedAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/knowledge/answers/${encodeURIComponent(id)}`, {
        method: "DELETE",
        schema: deleteKnowledgeAnswerResponseSchema,
      }),
    // Not awaited: the caller's own onSuccess (its notice) runs before the refetch unmounts its row.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ["knowledge"] });
    },
  });
}

/** PATCH /api/knowledge/answers/:id: a saved answer's new text, indexed at once. */
export function useEditSavedAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: EditKnowledgeAnswerInput & { id: string }) =>
      apiRequest(`/api/knowledge/answers/${encodeURIComponent(id)}`, {
        method: "PATCH",
        body: input,
        schema: editKnowledgeAnswerResponseSchema,
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ["knowledge", "answers"] });
    },
  });
}
