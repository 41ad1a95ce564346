import { disconnectResponseSchema } from "@shared/integrations/integrations.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api-client";
import { INTEGRATIONS_QUERY_KEY } from "./list-integrations";

/** DELETE /api/integrations/:id: integration-delete, disconnect-and-erase. */
export function deleteIntegration(id: string) {
  return apiRequest(`/api/integrations/${encodeURIComponent(id)}`, {
    method: "DELETE",
    schema: disconnectResponseSchema,
  });
}

export function useDeleteIntegration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteIntegration,
    onSettled: () => client.invalidateQueries({ queryKey: INTEGRATIONS_QUERY_KEY }),
  });
}
