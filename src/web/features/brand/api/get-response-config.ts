import { responseConfigResponseSchema } from "@shared/brand/brand-response-config.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { RESPONSE_CONFIG_QUERY_KEY } from "./brand-query-keys";

/** GET /api/brand/response-config: the automation configuration in force and the recommended values. */
export function getResponseConfig() {
  return apiRequest("/api/brand/response-config", { schema: responseConfigResponseSchema });
}

export const responseConfigQueryOptions = () =>
  queryOptions({ queryKey: RESPONSE_CONFIG_QUERY_KEY, queryFn: getResponseConfig });

export function useResponseConfig() {
  return useQuery(responseConfigQueryOptions());
}
