import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { WEBHOOK_DELIVERIES_QUERY_KEY } from "./get-webhook-deliveries";

/** POST /api/settings/webhooks/deliveries/:id/redeliver: send it again, freshly signed. */
export function redeliverWebhook(id: string) {
  return apiRequest(`/api/settings/webhooks/deliveries/${encodeURIComponent(id)}/redeliver`, {
    method: "POST",
  });
}

export function useRedeliverWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeliverWebhook,
    onSettled: () => queryClient.invalidateQueries({ queryKey: WEBHOOK_DELIVERIES_QUERY_KEY }),
  });
}
