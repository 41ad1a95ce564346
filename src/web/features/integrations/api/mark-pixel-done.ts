import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { INTEGRATIONS_QUERY_KEY } from "./list-integrations";

/** POST /api/integrations/pixel/mark-done: pixel_installed with both timestamps. */
export function markPixelDone(integrationId: string) {
  return apiRequest("/api/integrations/pixel/mark-done", { method: "POST", body: { integrationId } });
}

export function useMarkPixelDone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markPixelDone,
    onSuccess: () => client.invalidateQueries({ queryKey: INTEGRATIONS_QUERY_KEY }),
  });
}
