import { type AnalysisCorrection, correctionsResponseSchema } from "@shared/ai/analysis-correction.schema";
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

/**
 * Who set each of the message's current labels by a correction (oldest first, so the last one of a
 * field wins); a field a later analysis or correction moved away from the person's label is left out.
 */
export function personSetLabels(
  corrections: readonly AnalysisCorrection[],
  current: { intent: string | null; sentiment: string | null },
): { intent?: string; sentiment?: string } {
  const out: { intent?: string; sentiment?: string } = {};
  for (const field of ["intent", "sentiment"] as const) {
    const last = corrections.filter((c) => c.field === field).at(-1);
    if (last && last.to === current[field]) out[field] = last.corrected_by_name;
  }
  return out;
}
