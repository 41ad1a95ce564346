import {
  type CreateWebhookEndpointInput,
  createdWebhookEndpointSchema,
} from "@shared/outbound-webhooks/outbound-webhooks.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { WEBHOOKS_QUERY_KEY } from "./get-webhooks";

/** POST /api/settings/webhooks: the answer is the only time the signing secret is shown. */
export function createWebhook(input: CreateWebhookEndpointInput) {
  return apiRequest("/api/settings/webhooks", {
    method: "POST",
    body: input,
    schema: createdWebhookEndpointSchema,
  });
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSettled: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY }),
  });
}
