import { thresholdPrecisionResponseSchema } from "@shared/ai/threshold-precision.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { THRESHOLD_PRECISION_QUERY_KEY } from "./ai-trust-query-keys";

/** GET /api/ai/threshold-precision: the engine's measured precision per intent and threshold. */
export function getThresholdPrecision() {
  return apiRequest("/api/ai/threshold-precision", { schema: thresholdPrecisionResponseSchema });
}

export const thresholdPrecisionQueryOptions = () =>
  queryOptions({ queryKey: THRESHOLD_PRECISION_QUERY_KEY, queryFn: getThresholdPrecision });

export function useThresholdPrecision() {
  return useQuery(thresholdPrecisionQueryOptions());
}
