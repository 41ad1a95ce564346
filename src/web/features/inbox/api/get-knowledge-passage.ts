import { knowledgePassageSchema } from "@shared/knowledge/knowledge.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";

/** GET /api/knowledge/passages/:id: the passage a reply's citation quotes. */
export const knowledgePassageQuery = (id: string) =>
  queryOptions({
    queryKey: ["knowledge", "passage", id] as const,
    queryFn: () => apiRequest(`/api/knowledge/passages/${id}`, { schema: knowledgePassageSchema }),
    staleTime: 60_000,
  });

export const knowledgePassageQueryOptions = (id: string, enabled: boolean) =>
  queryOptions({ ...knowledgePassageQuery(id), enabled });

export function useKnowledgePassage(id: string, enabled: boolean) {
  return useQuery(knowledgePassageQueryOptions(id, enabled));
}
