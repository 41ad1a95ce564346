import { webhookDeliveryListSchema } from "@shared/outbound-webhooks/outbound-webhooks.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";

export const WEBHOOK_DELIVERIES_QUERY_KEY = ["settings", "webhooks", "deliveries"] as const;

/** GET /api/settings/webhooks/deliveries: the newest deliveries of every endpoint. */
export function getWebhookDeliveries() {
  return apiRequest("/api/settings/webhooks/deliveries", { schema: webhookDeliveryListSchema });
}

export const webhookDeliveriesQueryOptions = queryOptions({
  queryKey: WEBHOOK_DELIVERIES_QUERY_KEY,
  queryFn: getWebhookDeliveries,
  refetchInterval: 10_000,
});

export function useWebhookDeliveries() {
  return useQuery(webhookDeliveriesQueryOptions);
}
