import { correctionsResponseSchema } from "@shared/ai/analysis-correction.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";

export const correctionsQueryKey = (messageId: string) => ["inbox", "corrections", messageId] as const;

/** GET /api/ai/corrections?message_id=: who corrected this message's analysis, when, from and to. */
export function getCorrections(messageId: string) {
  return apiRequest(`/api/ai/corrections?message_id=${encodeURIComponent(messageId)}`, {
    schema: correctionsResponseSchema,
  });
}

export const correctionsQueryOptions = (messageId: string, enabled: boolean) =>
  queryOptions({
    queryKey: correctionsQueryKey(messageId),
    queryFn: () => getCorrections(messageId),
    enabled,
  });

export function useCorrections(messageId: string, enabled: boolean) {
  return useQuery(correctionsQueryOptions(messageId, enabled));
}
