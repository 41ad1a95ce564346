import { type DryRunInput, dryRunResponseSchema } from "@shared/ai/ai-accuracy.schema";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { DRY_RUN_QUERY_KEY } from "./ai-trust-query-keys";

/** POST /api/automation/dry-run: what auto-reply would have sent under these settings; saves nothing. */
export function runDryRun(input: DryRunInput) {
  return apiRequest("/api/automation/dry-run", { method: "POST", body: input, schema: dryRunResponseSchema });
}

export const dryRunQueryOptions = (input: DryRunInput) =>
  queryOptions({
    queryKey: [...DRY_RUN_QUERY_KEY, input],
    queryFn: () => runDryRun(input),
    placeholderData: keepPreviousData,
  });

export function useDryRun(input: DryRunInput) {
  return useQuery(dryRunQueryOptions(input));
}
