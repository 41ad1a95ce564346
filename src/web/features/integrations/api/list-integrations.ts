import { integrationListSchema } from "@shared/integrations/integrations.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";

export const INTEGRATIONS_QUERY_KEY = ["integrations"] as const;

/** GET /api/integrations: the team's connected accounts (no tokens). */
export function listIntegrations() {
  return apiRequest("/api/integrations", { schema: integrationListSchema });
}

export const integrationsQueryOptions = () =>
  queryOptions({ queryKey: INTEGRATIONS_QUERY_KEY, queryFn: listIntegrations });

export function useIntegrations() {
  return useQuery(integrationsQueryOptions());
}
