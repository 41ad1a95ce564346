import { aiAccuracyResponseSchema } from "@shared/ai/ai-accuracy.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { AI_ACCURACY_QUERY_KEY } from "./ai-trust-query-keys";

/** GET /api/ai/accuracy: agreement per intent from the team's own corrections and reviewed replies. */
export function getAiAccuracy() {
  return apiRequest("/api/ai/accuracy", { schema: aiAccuracyResponseSchema });
}

export const aiAccuracyQueryOptions = () =>
  queryOptions({ queryKey: AI_ACCURACY_QUERY_KEY, queryFn: getAiAccuracy });

export function useAiAccuracy() {
  return useQuery(aiAccuracyQueryOptions());
}
