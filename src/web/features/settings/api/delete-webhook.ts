import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";

/** DELETE /api/settings/webhooks/:id: the endpoint and its delivery log. */
export function deleteWebhook(id: string) {
  return apiRequest(`/api/settings/webhooks/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["settings"] }),
  });
}
