import { webhookEndpointListSchema } from "@shared/outbound-webhooks/outbound-webhooks.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";

export const WEBHOOKS_QUERY_KEY = ["settings", "webhooks"] as const;

/** GET /api/settings/webhooks: the team's endpoints (never their secrets). */
export function getWebhooks() {
  return apiRequest("/api/settings/webhooks", { schema: webhookEndpointListSchema });
}

export const webhooksQueryOptions = queryOptions({ queryKey: WEBHOOKS_QUERY_KEY, queryFn: getWebhooks });

export function useWebhooks() {
  return useQuery(webhooksQueryOptions);
}
